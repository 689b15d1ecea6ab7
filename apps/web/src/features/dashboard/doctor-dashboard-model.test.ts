import type { Appointment } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { groupDoctorAppointments } from './doctor-dashboard-model';

const row = (id: number, date: string, time: string, status: Appointment['status'], hasTestResult = false) =>
  ({
    appointmentId: id,
    patientId: 1,
    doctorId: 1,
    doctorName: 'BS',
    patientName: 'BN',
    appointmentDate: date,
    appointmentTime: time,
    appointmentType: 'Appointment',
    testTypeId: null,
    testTypeName: null,
    isAnonymous: false,
    status,
    hasTestResult,
    testResultId: hasTestResult ? id : null,
    hasTreatment: false,
  }) satisfies Appointment;

describe('groupDoctorAppointments', () => {
  const today = '2030-05-10';
  const rows = [
    row(1, '2030-05-10', '14:00:00', 'Confirmed'),
    row(2, '2030-05-10', '09:00:00', 'Scheduled'),
    row(3, '2030-05-10', '10:00:00', 'Cancelled'),
    row(4, '2030-05-12', '08:00:00', 'Scheduled'),
    row(5, '2030-05-11', '08:00:00', 'Confirmed', true),
    row(6, '2030-05-09', '08:00:00', 'Confirmed'),
    row(7, '2030-05-13', '08:00:00', 'Completed', true),
  ];
  const groups = groupDoctorAppointments(rows, today);
  const ids = (list: Appointment[]) => list.map((a) => a.appointmentId);

  it("lists today's appointments by hour, without cancelled ones", () => {
    expect(ids(groups.today)).toEqual([2, 1]);
  });
  it('lists the active appointments after today, soonest first', () => {
    expect(ids(groups.upcoming)).toEqual([5, 4]);
  });
  it('lists Scheduled ones as waiting for confirmation', () => {
    expect(ids(groups.waitingConfirmation)).toEqual([2, 4]);
  });
  it('lists Confirmed ones without a result as waiting for a result', () => {
    expect(ids(groups.waitingResult)).toEqual([6, 1]);
  });
});
