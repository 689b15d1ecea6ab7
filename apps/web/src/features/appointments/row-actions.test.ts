import { describe, expect, it } from 'vitest';
import { rowActions } from './row-actions';

describe('rowActions', () => {
  it('a Scheduled row can be updated, rescheduled and cancelled', () => {
    expect(rowActions({ status: 'Scheduled', hasTestResult: false })).toEqual({
      update: true,
      reschedule: true,
      cancel: true,
      treatment: false,
      result: false,
      shaded: false,
    });
  });

  it('a Confirmed row has no patient action; its result shows once recorded', () => {
    expect(rowActions({ status: 'Confirmed', hasTestResult: false })).toMatchObject({
      update: false,
      reschedule: false,
      cancel: false,
      treatment: false,
      result: false,
    });
    expect(rowActions({ status: 'Confirmed', hasTestResult: true }).result).toBe(true);
  });

  it('a Cancelled row is final', () => {
    expect(rowActions({ status: 'Cancelled', hasTestResult: false })).toEqual({
      update: false,
      reschedule: false,
      cancel: false,
      treatment: false,
      result: false,
      shaded: false,
    });
  });

  it('a Completed row is shaded and links to the treatment and the result', () => {
    expect(rowActions({ status: 'Completed', hasTestResult: true })).toEqual({
      update: false,
      reschedule: false,
      cancel: false,
      treatment: true,
      result: true,
      shaded: true,
    });
  });
});
