import { codesOf } from './codes.js';
import type { Role } from './roles.js';

export const APPOINTMENT_STATUS_VI = {
  Scheduled: 'Đã lên lịch',
  Confirmed: 'Đã chấp nhận',
  Cancelled: 'Đã hủy',
  Completed: 'Đã hoàn thành',
  Missed: 'Vắng mặt',
};

/** Missed ('Vắng mặt') is set only by the system (see canMarkMissed), never by a user's update. */
export const APPOINTMENT_STATUSES = codesOf(APPOINTMENT_STATUS_VI);
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * The doctor's acceptance (Scheduled to Confirmed) in the Confirmed status's own word, 'chấp nhận', wherever it is
 * named: the doctor's button, the list of appointments waiting for it, the patient's e-mail and the refusals that
 * need it. 'Xác nhận' is left to a person confirming their own step (a booking, an e-mail address).
 */
export const APPOINTMENT_ACCEPT_VI = {
  action: 'Chấp nhận',
  waiting: 'Chờ chấp nhận',
  done: 'đã được chấp nhận',
} as const;

export const APPOINTMENT_TYPES = ['Appointment', 'Medication'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

/**
 * What changes an actor may make by hand. Completed comes from creating a treatment, or from the doctor closing a
 * visit that has its result without a new prescription (a lab-only visit; the server checks the result); Missed only
 * from the system's missed-appointment job (canMarkMissed). No role lists Missed as a target, so PUT
 * /Appointment/Update with status 'Missed' is refused (409) like any other transition that canTransition does not
 * allow.
 */
const MANUAL_TRANSITIONS: Partial<Record<Role, Partial<Record<AppointmentStatus, AppointmentStatus[]>>>> = {
  Patient: { Scheduled: ['Cancelled'] },
  Doctor: { Scheduled: ['Confirmed', 'Cancelled'], Confirmed: ['Completed'] },
};

export function canTransition(role: Role, from: AppointmentStatus, to: AppointmentStatus): boolean {
  return MANUAL_TRANSITIONS[role]?.[from]?.includes(to) ?? false;
}

/** A patient may move (reschedule) an appointment only while it is Scheduled. */
export function canReschedule(status: AppointmentStatus): boolean {
  return status === 'Scheduled';
}

/** A result is recorded only on a Confirmed appointment (and keeps it Confirmed). */
export function canRecordResult(status: AppointmentStatus): boolean {
  return status === 'Confirmed';
}

/** A treatment completes a Confirmed appointment that has its result. */
export function canComplete(status: AppointmentStatus): boolean {
  return status === 'Confirmed';
}

/**
 * The system marks an appointment Missed when it is still Scheduled or Confirmed after its day has passed with
 * no result or treatment (the date test is isMissedAppointment in retention.ts); no user makes this change.
 */
export function canMarkMissed(status: AppointmentStatus): boolean {
  return status === 'Scheduled' || status === 'Confirmed';
}

export function isFinal(status: AppointmentStatus): boolean {
  return status === 'Cancelled' || status === 'Completed' || status === 'Missed';
}
