// @vitest-environment jsdom
import { type AppointmentStatus, formatDateVi, formatTimeShort } from '@clinic/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appointmentFixture } from '../../test/appointments';
import { stubFetch } from '../../test/fetch';
import { envelopeReply, renderRoutes, signIn } from '../../test/render';
import { AppointmentManagementPage } from './appointment-management-page';
import { doctorAppointmentsMessages as m } from './messages';

const appointment = (id: number) =>
  appointmentFixture({
    appointmentId: id,
    patientId: id,
    doctorId: 4,
    patientName: `Bệnh nhân ${id}`,
    status: rowStatus,
    hasTestResult: true,
    testResultId: id,
    hasTreatment: true,
    // Two patients answered their reminder's link; the others did not.
    patientResponse: id === 1 ? 'confirmed' : id === 2 ? 'declined' : null,
  });

let total = 25;
let rowStatus: AppointmentStatus = 'Completed';
let asked: URLSearchParams[] = [];
let updates: unknown[] = [];

/** The server pages by the query: page p of size s holds rows (p-1)*s+1 .. of `total`. */
const _fetchMock = stubFetch(async (input, init) => {
  if (init?.method === 'PUT') {
    updates.push(JSON.parse(String(init.body)));
    return envelopeReply(200, appointment(1), { message: '' });
  }
  const q = new URL(String(input), 'http://localhost').searchParams;
  asked.push(q);
  const page = Number(q.get('page'));
  const pageSize = Number(q.get('pageSize'));
  const first = (page - 1) * pageSize + 1;
  const count = Math.max(0, Math.min(pageSize, total - first + 1));
  const data = Array.from({ length: count }, (_, i) => appointment(first + i));
  return envelopeReply(200, data, { meta: { page, pageSize, total } });
});

const last = () => asked.at(-1)?.toString();
const renderPage = (entry = '/') =>
  renderRoutes([{ path: '/', element: <AppointmentManagementPage /> }], entry);

describe("the doctor's appointment manager", () => {
  beforeEach(() => signIn('Doctor', { doctorId: 4 }));
  afterEach(() => {
    asked = [];
    updates = [];
    total = 25;
    rowStatus = 'Completed';
  });

  it('shows the page the server sent with the total, and asks for the next page', async () => {
    renderPage();
    expect(await screen.findByText(m.count(10, 25))).toBeTruthy();
    // Table and cards are both in the page (CSS shows one): each answer once in each.
    expect(screen.getAllByText(m.patientResponse.confirmed)).toHaveLength(2);
    expect(screen.getAllByText(m.patientResponse.declined)).toHaveLength(2);
    expect(last()).toBe('page=1&pageSize=10');
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText(m.count(5, 25))).toBeTruthy();
    expect(last()).toBe('page=3&pageSize=10');
  });

  it('sends the status of the address and every filter to the server, from page 1', async () => {
    renderPage('/?status=Scheduled');
    await screen.findByText(m.count(10, 25));
    expect(last()).toBe('page=1&pageSize=10&status=Scheduled');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(last()).toBe('page=2&pageSize=10&status=Scheduled'));

    fireEvent.change(screen.getByLabelText(m.from), { target: { value: '2030-01-01' } });
    await waitFor(() => expect(last()).toBe('page=1&pageSize=10&status=Scheduled&from=2030-01-01'));
    fireEvent.change(screen.getByLabelText(m.to), { target: { value: '2030-01-31' } });
    fireEvent.change(screen.getByLabelText(m.sortByDate), { target: { value: 'asc' } });
    fireEvent.change(screen.getByLabelText(m.searchLabel), { target: { value: ' 10/01/2030 ' } });
    await waitFor(() =>
      expect(last()).toBe(
        'page=1&pageSize=10&status=Scheduled&from=2030-01-01&to=2030-01-31&search=10%2F01%2F2030&sort=asc',
      ),
    );
  });

  it('asks nothing for a reversed range and says why under "to"', async () => {
    renderPage();
    await screen.findByText(m.count(10, 25));
    fireEvent.change(screen.getByLabelText(m.from), { target: { value: '2030-02-01' } });
    fireEvent.change(screen.getByLabelText(m.to), { target: { value: '2030-01-31' } });
    expect(await screen.findByText(m.rangeReversed)).toBeTruthy();
    expect(screen.getByText(m.noMatch)).toBeTruthy();
    // Mending the range asks at once: had the reversed one been asked too, its query would precede this one.
    fireEvent.change(screen.getByLabelText(m.to), { target: { value: '2030-02-28' } });
    await waitFor(() => expect(last()).toBe('page=1&pageSize=10&from=2030-02-01&to=2030-02-28'));
    expect(asked.some((q) => q.get('to') === '2030-01-31')).toBe(false);
  });

  it('tells an empty list from a filter that matches nothing', async () => {
    total = 0;
    renderPage();
    expect(await screen.findByText(m.empty)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(m.from), { target: { value: '2030-02-01' } });
    expect(await screen.findByText(m.noMatch)).toBeTruthy();
  });

  it("accepts a scheduled appointment from its row's buttons", async () => {
    total = 1;
    rowStatus = 'Scheduled';
    renderPage();
    const [row] = await screen.findAllByRole('group', {
      name: m.rowActions('Bệnh nhân 1', formatDateVi('2030-01-10'), formatTimeShort('09:00:00')),
    });
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: m.accept }));
    await waitFor(() => expect(updates).toEqual([{ appointmentId: 1, status: 'Confirmed' }]));
  });
});
