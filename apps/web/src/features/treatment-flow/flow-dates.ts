import { addDays } from '@clinic/contract';

/** The calendar day after a yyyy-MM-dd date (spec 9: treatment dates default to tomorrow). */
export function nextDay(isoDate: string): string {
  return addDays(isoDate, 1);
}
