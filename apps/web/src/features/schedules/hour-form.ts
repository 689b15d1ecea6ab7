import type { ReactNode } from 'react';
import { schedulesMessages as m } from './messages';
import { type HourValues, keepEndIfValid } from './schedule-rules';

/** The part of a schedule form (create or update) that the hour rules touch. */
interface HourForm {
  values: HourValues;
  setFieldValue: (path: 'endTime', value: string | null) => void;
  setFieldError: (path: 'endTime', error: ReactNode) => void;
}

/**
 * Picking an end not after the start clears it, with the message; what a new start does differs between create
 * and update, so that stays with each form.
 */
export function changeEnd(form: HourForm, value: string | null): void {
  const kept = keepEndIfValid(form.values.startTime, value);
  form.setFieldValue('endTime', kept);
  if (value && !kept) form.setFieldError('endTime', m.endAfterStart);
}

/** A submit refused for an end not after the start also clears the end, keeping the message. */
export function clearEndAfterStart(form: HourForm, endError: unknown): void {
  if (endError !== m.endAfterStart) return;
  form.setFieldValue('endTime', null);
  form.setFieldError('endTime', m.endAfterStart);
}
