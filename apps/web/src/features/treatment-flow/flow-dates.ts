import { addDays } from '@clinic/contract';

/** The calendar day after a yyyy-MM-dd date (spec 9: treatment dates default to tomorrow). */
export function nextDay(isoDate: string): string {
  return addDays(isoDate, 1);
}

/** Spec 5: a result recorded before the appointment day is warned about. */
export function isBeforeDay(appointmentDate: string, today: string): boolean {
  return today < appointmentDate.slice(0, 10);
}
