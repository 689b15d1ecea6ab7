// @vitest-environment jsdom
import { type Appointment, addDays } from '@clinic/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clinicToday } from '../../lib/clinic-time';
import { appointmentFixture } from '../../test/appointments';
import { stubFetch } from '../../test/fetch';
import { envelopeReply, renderRoutes, signIn } from '../../test/render';
import { DoctorDashboardContent } from './doctor-dashboard-content';
import { doctorDashboardMessages as m } from './doctor-dashboard-messages';

const today = clinicToday();

const appointment = (id: number, date: string, hour: number, status: Appointment['status']) =>
  appointmentFixture({
    appointmentId: id,
    patientId: id,
    doctorId: 4,
    patientName: `Bệnh nhân ${id}`,
    appointmentDate: date,
    appointmentTime: `${String(hour).padStart(2, '0')}:00:00`,
    status,
  });

let asked: URLSearchParams[] = [];

/** The server's answer to each list query: a page of rows and the total of the whole filtered list. */
function answer(q: URLSearchParams): { data: Appointment[]; total: number } {
  if (q.get('from') === today && q.get('to') === today) {
    return {
      data: [appointment(1, today, 9, 'Confirmed'), appointment(2, today, 10, 'Cancelled')],
      total: 2,
    };
  }
  const status = q.get('status');
  if (q.get('from') === addDays(today, 1)) {
    return status === 'Scheduled'
      ? { data: [appointment(3, addDays(today, 2), 8, 'Scheduled')], total: 1 }
      : { data: [appointment(4, addDays(today, 1), 8, 'Confirmed')], total: 1 };
  }
  if (status === 'Scheduled') {
    const data = [1, 2, 3, 4, 5].map((n) => appointment(10 + n, addDays(today, n), 9, 'Scheduled'));
    return { data, total: 12 };
  }
  return { data: [], total: 0 };
}

const _fetchMock = stubFetch(async (input) => {
  const url = new URL(String(input), 'http://localhost');
  if (!url.pathname.includes('/Appointment/GetByDoctorId/4')) return envelopeReply(200, { items: [] });
  asked.push(url.searchParams);
  const { data, total } = answer(url.searchParams);
  const page = Number(url.searchParams.get('page'));
  const pageSize = Number(url.searchParams.get('pageSize'));
  return envelopeReply(200, data, { meta: { page, pageSize, total } });
});

const section = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('section') as HTMLElement;

describe("the doctor's dashboard lists", () => {
  beforeEach(() => signIn('Doctor', { doctorId: 4 }));
  afterEach(() => {
    asked = [];
  });

  it('asks the server for pages only: the agenda for clinic today, the others for their first few', async () => {
    renderRoutes([{ path: '/', element: <DoctorDashboardContent doctorId={4} /> }], '/');
    await section(m.today);
    expect(asked.every((q) => q.get('page') === '1' && Number(q.get('pageSize')) <= 100)).toBe(true);
    expect(asked.map((q) => q.toString()).sort()).toEqual(
      [
        `page=1&pageSize=100&from=${today}&to=${today}&sort=asc`,
        `page=1&pageSize=5&sort=asc&status=Scheduled&from=${addDays(today, 1)}`,
        `page=1&pageSize=5&sort=asc&status=Confirmed&from=${addDays(today, 1)}`,
        'page=1&pageSize=5&sort=asc&status=Scheduled',
        'page=1&pageSize=5&sort=asc&status=Confirmed&hasTestResult=false',
      ].sort(),
    );
  });

  it('shows each list with the count of the whole list', async () => {
    renderRoutes([{ path: '/', element: <DoctorDashboardContent doctorId={4} /> }], '/');
    const agenda = await section(m.today);
    expect(within(agenda).getByText(m.count(1))).toBeTruthy();
    expect(within(agenda).getByText(/Bệnh nhân 1/)).toBeTruthy();
    expect(within(agenda).queryByText(/Bệnh nhân 2/)).toBeNull();

    const upcoming = await section(m.upcoming);
    expect(within(upcoming).getByText(m.count(2))).toBeTruthy();
    const names = within(upcoming)
      .getAllByText(/Bệnh nhân/)
      .map((e) => e.textContent);
    expect(names[0]).toContain('Bệnh nhân 4');
    expect(names[1]).toContain('Bệnh nhân 3');

    const waiting = await section(m.waitingConfirmation);
    expect(within(waiting).getByText(m.count(12))).toBeTruthy();
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(5);
    expect(within(waiting).getByText(m.more(7))).toBeTruthy();

    const result = await section(m.waitingResult);
    expect(within(result).getByText(m.waitingResultEmpty)).toBeTruthy();
  });
});
