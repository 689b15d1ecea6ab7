import type { Appointment } from '@clinic/contract';

export const DOCTOR_LIST_COUNT = 5;

export interface DoctorAppointmentGroups {
  today: Appointment[];
  upcoming: Appointment[];
  waitingConfirmation: Appointment[];
  waitingResult: Appointment[];
}

const soonestFirst = (a: Appointment, b: Appointment) =>
  `${a.appointmentDate} ${a.appointmentTime}`.localeCompare(`${b.appointmentDate} ${b.appointmentTime}`) ||
  a.appointmentId - b.appointmentId;

const isActive = (a: Appointment) => a.status === 'Scheduled' || a.status === 'Confirmed';

/**
 * The doctor's four lists (issue 3): today's appointments (not cancelled), the upcoming ones (after today,
 * still active), those waiting for confirmation (Scheduled) and those waiting for a result (Confirmed, none yet).
 * Full lists, soonest first; the screen shows the first few and the count.
 */
export function groupDoctorAppointments(items: Appointment[], today: string): DoctorAppointmentGroups {
  const sorted = [...items].sort(soonestFirst);
  const day = (a: Appointment) => a.appointmentDate.slice(0, 10);
  return {
    today: sorted.filter((a) => day(a) === today && a.status !== 'Cancelled'),
    upcoming: sorted.filter((a) => day(a) > today && isActive(a)),
    waitingConfirmation: sorted.filter((a) => a.status === 'Scheduled'),
    waitingResult: sorted.filter((a) => a.status === 'Confirmed' && !a.hasTestResult),
  };
}
