/**
 * The parts of the appointments that a write notifies besides the whole topic (migration 0017's
 * notify_appointment_change): a kept read that shows only some appointments is kept under its parts
 * (cached-read.ts), so that a booking drops the answers of its doctor, patient and day and no others.
 */
export const appointmentPart = {
  /** the appointments of a doctor */
  doctor: (doctorId: number) => `doctor:${doctorId}`,
  /** the appointments of a patient */
  patient: (patientId: number) => `patient:${patientId}`,
  /** the appointments of a day (YYYY-MM-DD) */
  day: (date: string) => `day:${date}`,
  /**
   * the appointments dated up to the latest day anywhere now, at UTC+14 (migration 0034), and every patient's visit
   * dates (migration 0016)
   */
  past: 'past',
  /** the appointments that have a test result, whose day and anonymity the results are shown with */
  resulted: 'resulted',
  /**
   * a patient's attended appointments, Completed or with a test result or a specimen (migration 0030): those their
   * summary and their pages of results show, which a booking or a cancellation of a visit to come leaves as they were
   */
  attended: (patientId: number) => `attended:${patientId}`,
  /**
   * which patients a doctor has (a non-anonymous appointment of theirs) and the doctor's attended appointments
   * (migration 0031): what the worklist reads of them, which a cancellation, or a booking by a patient the doctor
   * has already, leaves as they were
   */
  seen: (doctorId: number) => `seen:${doctorId}`,
} as const;

/** Notified for a write whose parts are not told (TRUNCATE, a statement of too many rows): every part changed. */
export const EVERY_PART = 'all';
