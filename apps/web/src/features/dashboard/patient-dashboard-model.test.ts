import type { Appointment, AppointmentListQuery, TreatmentItem } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import {
  currentTreatment,
  missedToRebook,
  patientDashboardQueries,
  supplySummary,
  supplyTreatment,
  upcomingAppointments,
} from './patient-dashboard-model';

const appt = (id: number, date: string, time: string, status: Appointment['status']) =>
  ({ appointmentId: id, appointmentDate: date, appointmentTime: time, status }) as Appointment;

/** What the server answers to one query (status, from, to, sort, page, pageSize), for the tests below. */
const serverPage = (items: Appointment[], q: AppointmentListQuery): Appointment[] => {
  const key = (a: Appointment) => `${a.appointmentDate} ${a.appointmentTime}`;
  const rows = items
    .filter((a) => (!q.status || a.status === q.status) && (!q.from || a.appointmentDate >= q.from))
    .filter((a) => !q.to || a.appointmentDate <= q.to)
    .sort((a, b) => (q.sort === 'asc' ? key(a).localeCompare(key(b)) : key(b).localeCompare(key(a))));
  const size = q.pageSize ?? rows.length;
  const page = Number(q.page ?? 1);
  return rows.slice((page - 1) * Number(size), page * Number(size));
};
const asked = (items: Appointment[], queries: AppointmentListQuery[]) =>
  queries.flatMap((q) => serverPage(items, q));

describe('patientDashboardQueries', () => {
  const queries = patientDashboardQueries('2030-01-01');

  it.each([
    {
      list: 'upcoming' as const,
      expected: [
        { page: 1, pageSize: 3, from: '2030-01-01', sort: 'asc', status: 'Scheduled' },
        { page: 1, pageSize: 3, from: '2030-01-01', sort: 'asc', status: 'Confirmed' },
      ],
    },
    {
      list: 'missed' as const,
      expected: [
        { page: 1, pageSize: 1, sort: 'desc', status: 'Missed' },
        { page: 1, pageSize: 1, sort: 'desc', status: 'Scheduled' },
        { page: 1, pageSize: 1, sort: 'desc', status: 'Confirmed' },
        { page: 1, pageSize: 1, sort: 'desc', status: 'Completed' },
      ],
    },
  ])('$list asks small pages of the server', ({ list, expected }) => {
    expect(queries[list]).toEqual(expected);
  });

  it('never asks for a whole list', () => {
    for (const q of Object.values(queries).flat()) {
      expect(q.page).toBe(1);
      expect(Number(q.pageSize)).toBeLessThanOrEqual(3);
    }
  });
});

describe('upcomingAppointments', () => {
  const many = [
    appt(1, '2030-01-05', '09:00:00', 'Scheduled'),
    appt(2, '2030-01-01', '10:00:00', 'Confirmed'),
    appt(3, '2029-12-31', '09:00:00', 'Scheduled'),
    appt(4, '2030-01-01', '08:00:00', 'Cancelled'),
    appt(5, '2030-01-01', '08:00:00', 'Scheduled'),
    appt(6, '2030-02-01', '08:00:00', 'Completed'),
    appt(7, '2030-03-01', '08:00:00', 'Scheduled'),
    appt(8, '2030-01-02', '08:00:00', 'Confirmed'),
    appt(9, '2030-01-03', '08:00:00', 'Confirmed'),
    appt(10, '2030-01-04', '08:00:00', 'Confirmed'),
  ];
  it('keeps the next three Scheduled or Confirmed from today, soonest first', () => {
    // The first seven: a past one, a cancelled one, a completed one and four to come.
    const items = many.slice(0, 7);
    expect(upcomingAppointments(items, '2030-01-01').map((a) => a.appointmentId)).toEqual([5, 2, 1]);
  });

  it.each([
    { name: 'both statuses mixed', today: '2030-01-01', items: many },
    { name: 'only Scheduled ones', today: '2030-01-01', items: many.filter((a) => a.status !== 'Confirmed') },
    { name: 'only Confirmed ones', today: '2030-01-01', items: many.filter((a) => a.status !== 'Scheduled') },
    { name: 'later on', today: '2030-01-04', items: many },
    { name: 'nothing left', today: '2030-04-01', items: many },
  ])('from the upcoming pages, the same as from the whole list: $name', ({ today, items }) => {
    const fromPages = upcomingAppointments(asked(items, patientDashboardQueries(today).upcoming), today);
    expect(fromPages).toEqual(upcomingAppointments(items, today));
  });
});

describe('currentTreatment', () => {
  const t = (id: number, startDate: string, endDate: string) =>
    ({ treatmentId: id, startDate, endDate }) as TreatmentItem;

  it('finds the treatment in force today, bounds included', () => {
    const items = [t(1, '2029-01-01', '2029-06-30'), t(2, '2030-01-01', '2030-06-30')];
    expect(currentTreatment(items, '2030-01-01')?.treatmentId).toBe(2);
    expect(currentTreatment(items, '2030-06-30')?.treatmentId).toBe(2);
    expect(currentTreatment(items, '2029-12-31')).toBeNull();
  });

  it('prefers the most recently started', () => {
    const items = [t(1, '2029-01-01', '2031-01-01'), t(2, '2030-01-01', '2030-12-31')];
    expect(currentTreatment(items, '2030-05-01')?.treatmentId).toBe(2);
  });
});

describe('supplySummary', () => {
  const supply = (refillDueDate: string, runOutDate: string) =>
    ({ treatmentId: 1, daysDispensed: 30, refillDueDate, runOutDate }) as TreatmentItem;

  it.each([
    { name: 'before the refill date', today: '2030-01-07', due: false, runOut: false },
    { name: 'on the refill date', today: '2030-01-08', due: true, runOut: false },
    { name: 'between refill and run-out', today: '2030-01-12', due: true, runOut: false },
    { name: 'on the run-out date', today: '2030-01-15', due: true, runOut: false },
    { name: 'after the run-out', today: '2030-01-16', due: true, runOut: true },
  ])('$name: due $due, run out $runOut', ({ today, due, runOut }) => {
    expect(supplySummary(supply('2030-01-08', '2030-01-15'), today)).toEqual({
      refillDueDate: '2030-01-08',
      runOutDate: '2030-01-15',
      daysDispensed: 30,
      due,
      runOut,
    });
  });

  it('has nothing without a treatment', () => {
    expect(supplySummary(null, '2030-01-01')).toBeNull();
  });
});

describe('missedToRebook', () => {
  /** Appointments numbered from 1, each written "date status", with the time after them where it is not 09:00. */
  const visits = (...written: string[]) =>
    written.map((w, i) => {
      const [date = '', status, time = '09:00:00'] = w.split(' ');
      return appt(i + 1, date, time, status as Appointment['status']);
    });
  const missedThen = (date: string, status: Appointment['status'], time = '09:00:00') => [
    appt(1, '2030-01-01', '09:00:00', 'Missed'),
    appt(2, date, time, status),
  ];
  it.each([
    { name: 'no appointments', items: [], expected: null },
    { name: 'nothing missed', items: [appt(1, '2030-01-01', '09:00:00', 'Completed')], expected: null },
    { name: 'only a missed one', items: [appt(1, '2030-01-01', '09:00:00', 'Missed')], expected: 1 },
    { name: 'the latest of two missed', items: missedThen('2030-02-01', 'Missed'), expected: 2 },
    { name: 'a later booking already made', items: missedThen('2030-01-20', 'Scheduled'), expected: null },
    { name: 'a later confirmed visit', items: missedThen('2030-01-20', 'Confirmed'), expected: null },
    { name: 'came back later', items: missedThen('2030-01-10', 'Completed'), expected: null },
    { name: 'a later booking that was cancelled', items: missedThen('2030-01-10', 'Cancelled'), expected: 1 },
    {
      name: 'a visit before the missed one',
      items: [appt(1, '2030-01-01', '09:00:00', 'Completed'), appt(2, '2030-01-10', '09:00:00', 'Missed')],
      expected: 2,
    },
    { name: 'later the same day', items: missedThen('2030-01-01', 'Scheduled', '15:00:00'), expected: null },
  ])('$name', ({ items, expected }) => {
    expect(missedToRebook(items)?.appointmentId ?? null).toBe(expected);
    const fromPages = asked(items, patientDashboardQueries('2030-01-01').missed);
    expect(missedToRebook(fromPages)?.appointmentId ?? null).toBe(expected);
  });

  it.each([
    {
      name: 'an older Scheduled one does not hide the latest Missed one',
      items: visits('2029-12-01 Scheduled', '2030-01-01 Missed', '2029-11-01 Missed', '2030-01-02 Cancelled'),
      expected: 2,
    },
    {
      name: 'a Completed visit after the latest of several Missed ones',
      items: visits(
        '2029-12-01 Missed',
        '2030-01-01 Missed',
        '2029-10-01 Completed',
        '2030-01-01 Completed 10:00:00',
      ),
      expected: null,
    },
    {
      name: 'a later Confirmed one among older Scheduled ones',
      items: visits('2029-12-01 Scheduled', '2030-01-01 Missed', '2030-02-01 Confirmed'),
      expected: null,
    },
  ])('from the latest page of each status: $name', ({ items, expected }) => {
    const fromPages = asked(items, patientDashboardQueries('2030-01-01').missed);
    expect(fromPages.length).toBeLessThanOrEqual(4);
    expect(missedToRebook(fromPages)?.appointmentId ?? null).toBe(expected);
    expect(missedToRebook(items)?.appointmentId ?? null).toBe(expected);
  });
});

describe('supplyTreatment', () => {
  const t = (id: number, startDate: string, endDate: string) =>
    ({ treatmentId: id, startDate, endDate }) as TreatmentItem;
  const items = [
    t(1, '2029-01-01', '2029-06-30'),
    t(2, '2030-01-01', '2030-03-31'),
    t(3, '2031-01-01', '2031-06-30'),
  ];

  it.each([
    { name: 'the treatment in force', today: '2030-02-01', expected: 2 },
    { name: 'the latest started once it has ended', today: '2030-06-01', expected: 2 },
    { name: 'never one not yet started', today: '2030-12-31', expected: 2 },
    { name: 'none before the first start', today: '2028-12-31', expected: null },
  ])('$name', ({ today, expected }) => {
    expect(supplyTreatment(items, today)?.treatmentId ?? null).toBe(expected);
  });
});
