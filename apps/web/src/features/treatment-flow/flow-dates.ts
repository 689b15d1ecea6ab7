import { addDays } from '@clinic/contract';

/** The calendar day after a yyyy-MM-dd date. */
export function nextDay(isoDate: string): string {
  return addDays(isoDate, 1);
}
