import { useState } from 'react';
import { schedulesMessages as m } from './messages';
import { type HourErrors, keepEndIfValid } from './schedule-rules';

/**
 * The start/end hours of a schedule form and their errors. Picking an end not after the start clears it, with the
 * message (spec 5); what a new start does differs between create and update, so that stays with each form.
 */
export function useHours(initialStart: string | null, initialEnd: string | null) {
  const [startTime, setStartTime] = useState<string | null>(initialStart);
  const [endTime, setEndTime] = useState<string | null>(initialEnd);
  const [errors, setErrors] = useState<HourErrors>({});

  const onEndChange = (value: string | null) => {
    const kept = keepEndIfValid(startTime, value);
    setEndTime(kept);
    setErrors(({ endTime: _e, ...rest }) => (value && !kept ? { ...rest, endTime: m.endAfterStart } : rest));
  };

  return { startTime, setStartTime, endTime, setEndTime, errors, setErrors, onEndChange };
}
