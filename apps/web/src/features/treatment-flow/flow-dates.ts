import { clinicNow, DEFAULT_CLINIC_TZ } from '@clinic/contract';

/** "Today" for the clinic (design 3: clinic time, Asia/Ho_Chi_Minh by default), as yyyy-MM-dd. */
export function clinicToday(at: Date = new Date()): string {
  return clinicNow(DEFAULT_CLINIC_TZ, at).date;
}

/** The calendar day after a yyyy-MM-dd date (spec 9: treatment dates default to tomorrow). */
export function nextDay(isoDate: string): string {
  const [y, mo, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d + 1)).toISOString().slice(0, 10);
}

/** Spec 5: a result recorded before the appointment day is warned about. */
export function isBeforeDay(appointmentDate: string, today: string): boolean {
  return today < appointmentDate.slice(0, 10);
}
