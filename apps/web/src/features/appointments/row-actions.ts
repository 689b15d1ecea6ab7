import { type Appointment, canReschedule, canTransition } from '@clinic/contract';

export interface RowActions {
  /** Scheduled: the one "Đổi lịch" (same doctor in a dialog, another on the update page); otherwise a detail link. */
  reschedule: boolean;
  cancel: boolean;
  /** Completed rows are shaded and link to the treatment. */
  treatment: boolean;
  /** Completed rows link to the result; a Confirmed one already has its result once the doctor recorded it. */
  result: boolean;
  shaded: boolean;
}

/** What a patient may do with one row of /appointments/list. */
export function rowActions(appointment: Pick<Appointment, 'status' | 'hasTestResult'>): RowActions {
  const { status } = appointment;
  const completed = status === 'Completed';
  return {
    reschedule: canReschedule(status),
    cancel: canTransition('Patient', status, 'Cancelled'),
    treatment: completed,
    result: completed || (status === 'Confirmed' && appointment.hasTestResult === true),
    shaded: completed,
  };
}
