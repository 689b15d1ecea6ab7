import './form-styles';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { ClinicHourInput } from './clinic-hour-input';

/**
 * The state behind SlotFields: the values, their own errors (cleared when the field is edited) and `onEdit`, called
 * on every edit so the screen can drop what depended on the old slot.
 */
export function useSlotFields(initial: { date: string; time: string }, onEdit: () => void) {
  const [date, setDate] = useState(initial.date);
  const [dateError, setDateError] = useState<string | null>(null);
  const [time, setTime] = useState(initial.time);
  const [timeError, setTimeError] = useState<string | null>(null);
  const fieldProps = {
    date,
    time,
    dateError,
    timeError,
    onDateChange: (value: string) => {
      setDate(value);
      setDateError(null);
      onEdit();
    },
    onTimeChange: (value: string) => {
      setTime(value);
      onEdit();
    },
    onTimeErrorChange: setTimeError,
  };
  return { date, time, setDateError, setTimeError, fieldProps };
}

/**
 * The date and hour of an appointment, side by side: no past date, clinic hours only. Rendered without a
 * wrapper so each screen lays the two fields out its own way.
 */
export function SlotFields({
  dateLabel,
  timeLabel,
  minDate,
  date,
  time,
  dateError,
  timeError,
  onDateChange,
  onTimeChange,
  onTimeErrorChange,
  autoFocusDate,
}: {
  dateLabel: string;
  timeLabel: string;
  minDate: string;
  date: string;
  time: string;
  dateError?: string | null;
  timeError: string | null;
  onDateChange: (value: string) => void;
  onTimeChange: (value: string) => void;
  onTimeErrorChange: (error: string | null) => void;
  autoFocusDate?: boolean;
}) {
  return (
    <>
      <TextInput
        type="date"
        label={dateLabel}
        required
        min={minDate}
        value={date}
        error={dateError || undefined}
        onChange={(event) => onDateChange(event.currentTarget.value)}
        data-autofocus={autoFocusDate || undefined}
      />
      <ClinicHourInput
        label={timeLabel}
        value={time}
        error={timeError}
        onChange={onTimeChange}
        onErrorChange={onTimeErrorChange}
      />
    </>
  );
}
