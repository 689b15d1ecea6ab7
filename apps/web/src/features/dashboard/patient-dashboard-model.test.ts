import type { Appointment, TreatmentItem } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import {
  currentTreatment,
  missedToRebook,
  supplySummary,
  supplyTreatment,
  upcomingAppointments,
} from './patient-dashboard-model';

const appt = (id: number, date: string, time: string, status: Appointment['status']) =>
  ({ appointmentId: id, appointmentDate: date, appointmentTime: time, status }) as Appointment;

describe('upcomingAppointments', () => {
  it('keeps the next three Scheduled or Confirmed from today, soonest first', () => {
    const items = [
      appt(1, '2030-01-05', '09:00:00', 'Scheduled'),
      appt(2, '2030-01-01', '10:00:00', 'Confirmed'),
      appt(3, '2029-12-31', '09:00:00', 'Scheduled'),
      appt(4, '2030-01-01', '08:00:00', 'Cancelled'),
      appt(5, '2030-01-01', '08:00:00', 'Scheduled'),
      appt(6, '2030-02-01', '08:00:00', 'Completed'),
      appt(7, '2030-03-01', '08:00:00', 'Scheduled'),
    ];
    expect(upcomingAppointments(items, '2030-01-01').map((a) => a.appointmentId)).toEqual([5, 2, 1]);
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
  it.each([
    { name: 'no appointments', items: [], expected: null },
    { name: 'nothing missed', items: [appt(1, '2030-01-01', '09:00:00', 'Completed')], expected: null },
    { name: 'only a missed one', items: [appt(1, '2030-01-01', '09:00:00', 'Missed')], expected: 1 },
    {
      name: 'the latest of two missed',
      items: [appt(1, '2030-01-01', '09:00:00', 'Missed'), appt(2, '2030-02-01', '09:00:00', 'Missed')],
      expected: 2,
    },
    {
      name: 'a later booking already made',
      items: [appt(1, '2030-01-01', '09:00:00', 'Missed'), appt(2, '2030-01-20', '09:00:00', 'Scheduled')],
      expected: null,
    },
    {
      name: 'a later confirmed visit',
      items: [appt(1, '2030-01-01', '09:00:00', 'Missed'), appt(2, '2030-01-20', '09:00:00', 'Confirmed')],
      expected: null,
    },
    {
      name: 'came back later',
      items: [appt(1, '2030-01-01', '09:00:00', 'Missed'), appt(2, '2030-01-10', '09:00:00', 'Completed')],
      expected: null,
    },
    {
      name: 'a later booking that was cancelled',
      items: [appt(1, '2030-01-01', '09:00:00', 'Missed'), appt(2, '2030-01-10', '09:00:00', 'Cancelled')],
      expected: 1,
    },
    {
      name: 'a visit before the missed one',
      items: [appt(1, '2030-01-01', '09:00:00', 'Completed'), appt(2, '2030-01-10', '09:00:00', 'Missed')],
      expected: 2,
    },
    {
      name: 'later the same day',
      items: [appt(1, '2030-01-01', '09:00:00', 'Missed'), appt(2, '2030-01-01', '15:00:00', 'Scheduled')],
      expected: null,
    },
  ])('$name', ({ items, expected }) => {
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
