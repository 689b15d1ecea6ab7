import { describe, expect, it } from 'vitest';
import { DUE_SOON_DAYS, isDueSoon } from './monitoring-api.js';

describe('isDueSoon', () => {
  const today = '2026-11-28';
  it.each<[string, 'upcoming' | 'due' | 'overdue', number | undefined, boolean]>([
    ['2026-12-28', 'upcoming', undefined, true],
    ['2026-12-29', 'upcoming', undefined, false],
    ['2027-10-28', 'upcoming', undefined, false],
    ['2026-12-05', 'upcoming', 7, true],
    ['2026-12-06', 'upcoming', 7, false],
    ['2026-11-01', 'due', undefined, true],
    ['2026-09-01', 'overdue', undefined, true],
  ])('due %s, %s, within %s days → %s', (dueDate, status, days, expected) => {
    expect(isDueSoon({ dueDate, status }, today, days)).toBe(expected);
  });
  it('defaults to 30 days', () => {
    expect(DUE_SOON_DAYS).toBe(30);
  });
});
