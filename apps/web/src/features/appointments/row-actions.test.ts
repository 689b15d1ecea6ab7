import type { Appointment } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { type RowActions, rowActions } from './row-actions';

const none: RowActions = {
  reschedule: false,
  cancel: false,
  treatment: false,
  result: false,
  shaded: false,
};

describe('rowActions', () => {
  it.each<[string, Pick<Appointment, 'status' | 'hasTestResult'>, RowActions]>([
    [
      'a Scheduled row can be rescheduled and cancelled',
      { status: 'Scheduled', hasTestResult: false },
      { ...none, reschedule: true, cancel: true },
    ],
    ['a Confirmed row has no patient action', { status: 'Confirmed', hasTestResult: false }, none],
    [
      'a Confirmed row shows its result once recorded',
      { status: 'Confirmed', hasTestResult: true },
      { ...none, result: true },
    ],
    ['a Cancelled row is final', { status: 'Cancelled', hasTestResult: false }, none],
    [
      'a Completed row is shaded and links to the treatment and the result',
      { status: 'Completed', hasTestResult: true },
      { ...none, treatment: true, result: true, shaded: true },
    ],
  ])('%s', (_name, row, expected) => {
    expect(rowActions(row)).toEqual(expected);
  });
});
