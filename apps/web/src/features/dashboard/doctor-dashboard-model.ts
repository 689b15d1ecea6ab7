import { type Appointment, type AppointmentListQuery, addDays } from '@clinic/contract';
import type { Page } from '../../lib/api/endpoint-query';

/** How many appointments each list shows; its count says how many there are in all. */
export const DOCTOR_LIST_COUNT = 5;

/** The largest page the server gives: a day has 11 bookable hours, so this holds a whole day, cancelled ones too. */
const WHOLE_DAY = 100;

export type DoctorListId = 'today' | 'upcoming' | 'waitingConfirmation' | 'waitingResult';

/** One list of the dashboard: its first appointments, soonest first, and how many it holds. */
export type DoctorList = Page<Appointment>;

/**
 * What the doctor's four lists ask the server, soonest first; a list that needs two statuses asks for
 * each. Today: the day's appointments (clinic today), the cancelled ones left out here. Upcoming: Scheduled or
 * Confirmed after today. Waiting for confirmation: Scheduled. Waiting for a result: Confirmed without one.
 * The others need only their first few rows and the count of the page's meta.
 */
export function doctorListQueries(today: string): Record<DoctorListId, AppointmentListQuery[]> {
  const first = { page: 1, pageSize: DOCTOR_LIST_COUNT, sort: 'asc' } as const;
  const tomorrow = addDays(today, 1);
  return {
    today: [{ page: 1, pageSize: WHOLE_DAY, from: today, to: today, sort: 'asc' }],
    upcoming: [
      { ...first, status: 'Scheduled', from: tomorrow },
      { ...first, status: 'Confirmed', from: tomorrow },
    ],
    waitingConfirmation: [{ ...first, status: 'Scheduled' }],
    waitingResult: [{ ...first, status: 'Confirmed', hasTestResult: 'false' }],
  };
}

const soonestFirst = (a: Appointment, b: Appointment) =>
  `${a.appointmentDate} ${a.appointmentTime}`.localeCompare(`${b.appointmentDate} ${b.appointmentTime}`) ||
  a.appointmentId - b.appointmentId;

/** One list from the pages its queries answered, in the order doctorListQueries asked them. */
export function doctorList(id: DoctorListId, pages: readonly Page<Appointment>[]): DoctorList {
  if (id === 'today') {
    const items = pages.flatMap((p) => p.items).filter((a) => a.status !== 'Cancelled');
    return { items, total: items.length };
  }
  return {
    items: pages
      .flatMap((p) => p.items)
      .sort(soonestFirst)
      .slice(0, DOCTOR_LIST_COUNT),
    total: pages.reduce((sum, p) => sum + p.total, 0),
  };
}
