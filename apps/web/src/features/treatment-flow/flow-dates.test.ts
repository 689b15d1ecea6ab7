import { DAYS_DISPENSED_OPTIONS, treatmentDateErrors } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { daysDispensedShown, nextDay, proposedEndDate } from './flow-dates';

describe('flow dates', () => {
  it('computes tomorrow across months and years', () => {
    expect(nextDay('2030-01-31')).toBe('2030-02-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2030-12-31')).toBe('2031-01-01');
  });
  it('applies the contract treatment rule to the default dates', () => {
    const today = '2030-01-10';
    const tomorrow = nextDay(today);
    // Both default to tomorrow: the start is fine, the end must still be moved after it.
    expect(treatmentDateErrors(tomorrow, tomorrow, today)).toEqual({
      endDate: 'Ngày kết thúc phải sau ngày bắt đầu',
    });
    // Same-day ART: today is a valid start; yesterday is not.
    expect(treatmentDateErrors(today, '2030-02-01', today)).toEqual({});
    expect(treatmentDateErrors('2030-01-09', '2030-02-01', today)).toEqual({
      startDate: 'Ngày bắt đầu không được trước ngày hôm nay',
    });
    expect(treatmentDateErrors(tomorrow, '2030-02-01', today)).toEqual({});
  });
});

describe('daysDispensedShown', () => {
  it.each([
    { chosen: '', start: '2030-01-01', end: '2030-01-31', expected: 30 },
    { chosen: '', start: '2030-01-01', end: '2030-03-02', expected: 60 },
    { chosen: '', start: '2030-01-01', end: '2030-04-01', expected: 90 },
    { chosen: '', start: '2030-01-01', end: '2030-12-31', expected: 180 },
    { chosen: '', start: '2030-01-01', end: '2030-01-01', expected: 30 },
    { chosen: '', start: '2030-01-01', end: '', expected: 30 },
    { chosen: '90', start: '2030-01-01', end: '2030-01-31', expected: 90 },
    { chosen: '45', start: '2030-01-01', end: '2030-03-02', expected: 60 },
  ])('chosen "$chosen", $start to $end: $expected', ({ chosen, start, end, expected }) => {
    expect(daysDispensedShown(chosen, start, end)).toBe(expected);
  });
});

describe('proposedEndDate', () => {
  it.each([
    { start: '2030-01-11', days: 30, expected: '2030-02-10' },
    { start: '2030-01-11', days: 90, expected: '2030-04-11' },
    { start: '2030-12-15', days: 180, expected: '2031-06-13' },
    { start: '', days: 30, expected: '' },
  ] as const)('$start + $days days: "$expected"', ({ start, days, expected }) => {
    expect(proposedEndDate(start, days)).toBe(expected);
  });

  it('is after the start, as the treatment rule asks, whatever the days dispensed', () => {
    const today = '2030-01-10';
    for (const days of DAYS_DISPENSED_OPTIONS) {
      expect(treatmentDateErrors(nextDay(today), proposedEndDate(nextDay(today), days), today)).toEqual({});
    }
  });
});
