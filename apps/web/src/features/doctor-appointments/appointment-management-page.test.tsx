// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
    status: 'Completed',
    hasTestResult: true,
    testResultId: id,
    hasTreatment: true,
  });

let total = 25;
let asked: URLSearchParams[] = [];

/** The server pages by the query: page p of size s holds rows (p-1)*s+1 .. of `total`. */
const _fetchMock = stubFetch(async (input) => {
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
    total = 25;
  });

  it('shows the page the server sent with the total, and asks for the next page', async () => {
    renderPage();
    expect(await screen.findByText(m.count(10, 25))).toBeTruthy();
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
});
