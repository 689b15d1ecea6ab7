import { type Appointment, canReschedule, canTransition } from '@clinic/contract';

export interface RowActions {
  /** Scheduled: the update page reschedules; otherwise it only shows the detail. */
  update: boolean;
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
    update: canReschedule(status),
    reschedule: canReschedule(status),
    cancel: canTransition('Patient', status, 'Cancelled'),
    treatment: completed,
    result: completed || (status === 'Confirmed' && appointment.hasTestResult === true),
    shaded: completed,
  };
}

/** Mantine colour of each status badge (filled, shade 9: white text above AA contrast). */
