import {
  CLINIC_TZ_META,
  type ClinicNow,
  clinicNow as clinicNowIn,
  DEFAULT_CLINIC_TZ,
  formatInstantDateVi,
  formatInstantVi,
  isTimeZone,
} from '@clinic/contract';

/**
 * The clinic's time zone as the server announced it in the page. A page without the meta is only ever a unit
 * test's document, which gets the server's own default so both sides still agree.
 */
export function readClinicTz(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): string {
  const value = doc?.querySelector<HTMLMetaElement>(`meta[name="${CLINIC_TZ_META}"]`)?.content ?? '';
  return isTimeZone(value) ? value : DEFAULT_CLINIC_TZ;
}

export const clinicTz = readClinicTz();

/** Today's date and the time of day at the clinic. */
export function clinicNow(at: Date = new Date()): ClinicNow {
  return clinicNowIn(clinicTz, at);
}

/** Today at the clinic, yyyy-MM-dd. */
export function clinicToday(at: Date = new Date()): string {
  return clinicNow(at).date;
}

/** A moment the server recorded (an ISO timestamp) as the dd/MM/yyyy it was at the clinic. */
export function formatInstantDate(value: string | null | undefined): string {
  return formatInstantDateVi(value, clinicTz);
}

/** A moment the server recorded (an ISO timestamp) as "HH:mm dd/MM/yyyy" at the clinic; empty when it is none. */
export function formatInstant(value: string | null | undefined): string {
  return formatInstantVi(value, clinicTz);
}
