import type { Appointment, TreatmentItem } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { currentTreatment, upcomingAppointments } from './patient-dashboard-model';

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
