import type { Appointment } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { appointmentFixture } from '../../test/appointments';
import { DOCTOR_LIST_COUNT, doctorList, doctorListQueries } from './doctor-dashboard-model';

const row = (id: number, date: string, time: string, status: Appointment['status'], hasTestResult = false) =>
  appointmentFixture({
    appointmentId: id,
    doctorId: 1,
    doctorName: 'BS',
    patientName: 'BN',
    appointmentDate: date,
    appointmentTime: time,
    status,
    hasTestResult,
    testResultId: hasTestResult ? id : null,
  });

const ids = (list: { items: Appointment[] }) => list.items.map((a) => a.appointmentId);

describe('doctorListQueries', () => {
  const queries = doctorListQueries('2030-05-10');
  it("asks for clinic today's appointments only, the whole day in one page", () => {
    expect(queries.today).toEqual([
      { page: 1, pageSize: 100, from: '2030-05-10', to: '2030-05-10', sort: 'asc' },
    ]);
  });
  it('asks for the first few of each other list, soonest first, filtered by the server', () => {
    const first = { page: 1, pageSize: DOCTOR_LIST_COUNT, sort: 'asc' };
    expect(queries.upcoming).toEqual([
      { ...first, status: 'Scheduled', from: '2030-05-11' },
      { ...first, status: 'Confirmed', from: '2030-05-11' },
    ]);
    expect(queries.waitingConfirmation).toEqual([{ ...first, status: 'Scheduled' }]);
    expect(queries.waitingResult).toEqual([{ ...first, status: 'Confirmed', hasTestResult: 'false' }]);
  });
});

describe('doctorList', () => {
  it("keeps today's appointments by hour without the cancelled ones, and counts what it keeps", () => {
    const day = [
      row(2, '2030-05-10', '09:00:00', 'Scheduled'),
      row(3, '2030-05-10', '10:00:00', 'Cancelled'),
      row(1, '2030-05-10', '14:00:00', 'Confirmed'),
    ];
    const today = doctorList('today', [{ items: day, total: 3 }]);
    expect(ids(today)).toEqual([2, 1]);
    expect(today.total).toBe(2);
  });
  it('merges the pages of two statuses soonest first, shows the first few and counts both', () => {
    const scheduled = {
      items: [4, 6, 8, 10, 12].map((d) =>
        row(d, `2030-05-${String(d).padStart(2, '0')}`, '08:00:00', 'Scheduled'),
      ),
      total: 9,
    };
    const confirmed = { items: [row(11, '2030-05-11', '08:00:00', 'Confirmed')], total: 1 };
    const upcoming = doctorList('upcoming', [scheduled, confirmed]);
    expect(ids(upcoming)).toEqual([4, 6, 8, 10, 11]);
    expect(upcoming.total).toBe(10);
  });
  it('takes one page as it came', () => {
    const page = { items: [row(5, '2030-05-09', '08:00:00', 'Confirmed')], total: 7 };
    expect(doctorList('waitingResult', [page])).toEqual(page);
  });
});
