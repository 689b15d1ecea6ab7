// @vitest-environment jsdom
import type { Appointment, TreatmentItem } from '@clinic/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { clinicToday } from '../../lib/clinic-time';
import { stubFetch } from '../../test/fetch';
import { patientProfile } from '../../test/patient-profile';
import { envelopeReply, renderRoutes, signIn } from '../../test/render';
import { PatientDashboardContent } from './patient-dashboard-content';
import { patientDashboardMessages as m } from './patient-messages';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = clinicToday();

const appointment = (id: number, date: string, status: Appointment['status']) =>
  ({
    appointmentId: id,
    appointmentDate: date,
    appointmentTime: '09:00:00',
    status,
    doctorName: 'BS. An',
    appointmentType: 'Appointment',
    testTypeName: null,
  }) as unknown as Appointment;

const treatment = (refillDueDate: string, runOutDate: string) =>
  ({
    treatmentId: 1,
    appointmentId: 5,
    regimenName: 'TDF + 3TC + DTG',
    doctorName: 'BS. An',
    startDate: addDays(today, -40),
    endDate: addDays(today, 200),
    daysDispensed: 60,
    refillDueDate,
    runOutDate,
  }) as TreatmentItem;

let appointments: Appointment[] = [];
let treatments: TreatmentItem[] = [];
let insuranceExpiry: string | null = null;

/** The server's answer to one page of the patient's appointments: filtered by status and from, sorted, paged. */
const appointmentPage = (url: URL) => {
  const q = url.searchParams;
  const key = (a: Appointment) => `${a.appointmentDate} ${a.appointmentTime}`;
  const rows = appointments
    .filter((a) => !q.get('status') || a.status === q.get('status'))
    .filter((a) => !q.get('from') || a.appointmentDate >= (q.get('from') ?? ''))
    .sort((a, b) => (q.get('sort') === 'asc' ? key(a).localeCompare(key(b)) : key(b).localeCompare(key(a))));
  const page = Number(q.get('page') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? rows.length);
  return envelopeReply(200, rows.slice((page - 1) * pageSize, page * pageSize), {
    meta: { page, pageSize, total: rows.length },
  });
};

const fetchMock = stubFetch(async (input) => {
  const url = String(input);
  if (url.includes('/Appointment/GetByPatientId')) return appointmentPage(new URL(url, 'http://localhost'));
  if (url.includes('/Treatment/GetAll')) return envelopeReply(200, treatments);
  if (url.includes('/Patient/GetByID/7')) return envelopeReply(200, { ...patientProfile, insuranceExpiry });
  return envelopeReply(200, []);
});

const renderDashboard = () =>
  renderRoutes(
    [
      { path: '/', element: <PatientDashboardContent patientId={7} /> },
      { path: paths.patient.createAppointment, element: <p>booking</p> },
    ],
    '/',
  );

describe('the patient dashboard', () => {
  beforeEach(() => signIn('Patient', { userId: 3, patientId: 7 }));
  afterEach(() => {
    appointments = [];
    treatments = [];
    insuranceExpiry = null;
  });

  it.each([
    [addDays(today, 30), `Thẻ BHYT của bạn hết hạn ngày`],
    [addDays(today, -1), `Thẻ BHYT của bạn đã hết hạn ngày`],
  ])('warns of an insurance card expiring on %s', async (expiry, words) => {
    insuranceExpiry = expiry;
    renderDashboard();
    expect((await screen.findByRole('status')).textContent).toContain(words);
  });

  it('says nothing of a card valid beyond the warning days', async () => {
    insuranceExpiry = addDays(today, 31);
    renderDashboard();
    expect(await screen.findByText(m.myHealthTitle)).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/Patient/GetByID/7'))).toBe(true),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leads with "Sức khỏe của tôi", then the upcoming appointments, before results and treatment', async () => {
    renderDashboard();
    const myHealth = await screen.findByRole('link', { name: m.myHealthTitle });
    expect(myHealth.getAttribute('href')).toBe(paths.patient.myHealth);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([m.myHealthTitle, m.upcomingTitle, m.resultsTitle, m.treatmentTitle]);
  });

  it('invites the patient to rebook after a missed visit with nothing booked since', async () => {
    appointments = [appointment(1, addDays(today, -3), 'Missed')];
    renderDashboard();
    const alert = await screen.findByText(m.missedTitle);
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByRole('link', { name: m.rebook }).getAttribute('href')).toBe(
      paths.patient.createAppointment,
    );
  });

  it('shows no rebooking alert once a later appointment is booked', async () => {
    appointments = [
      appointment(1, addDays(today, -3), 'Missed'),
      appointment(2, addDays(today, 2), 'Scheduled'),
    ];
    renderDashboard();
    expect(await screen.findByText(m.withDoctor('BS. An'))).toBeTruthy();
    expect(screen.queryByText(m.missedTitle)).toBeNull();
  });

  it('keeps the rebooking alert over an older visit and a later cancelled booking', async () => {
    appointments = [
      appointment(1, addDays(today, -20), 'Completed'),
      appointment(2, addDays(today, -10), 'Scheduled'),
      appointment(3, addDays(today, -3), 'Missed'),
      appointment(4, addDays(today, 5), 'Cancelled'),
    ];
    renderDashboard();
    expect(await screen.findByText(m.missedTitle)).toBeTruthy();
  });

  it('shows the next three appointments to come, soonest first, from small pages only', async () => {
    appointments = [
      appointment(1, addDays(today, 9), 'Scheduled'),
      appointment(2, addDays(today, 1), 'Confirmed'),
      appointment(3, addDays(today, -1), 'Scheduled'),
      appointment(4, addDays(today, 2), 'Cancelled'),
      appointment(5, today, 'Scheduled'),
      appointment(6, addDays(today, 4), 'Confirmed'),
      appointment(7, addDays(today, -30), 'Completed'),
    ];
    renderDashboard();
    const panel = (await screen.findByRole('heading', { name: m.upcomingTitle })).closest(
      'section',
    ) as HTMLElement;
    const links = await within(panel).findAllByRole('link', { name: /·/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(
      [5, 2, 6].map((id) => paths.patient.updateAppointment(id)),
    );
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname.includes('/Appointment/GetByPatientId'));
    expect(asked.length).toBeGreaterThan(0);
    for (const u of asked) {
      expect(Number(u.searchParams.get('pageSize'))).toBeGreaterThan(0);
      expect(Number(u.searchParams.get('pageSize'))).toBeLessThanOrEqual(3);
    }
  });

  it('shows the refill and run-out dates, with a hint once the refill date has come', async () => {
    treatments = [treatment(addDays(today, -1), addDays(today, 6))];
    renderDashboard();
    expect(await screen.findByText(m.supplyDueHint)).toBeTruthy();
    expect(screen.getByText(m.daysDispensed(60))).toBeTruthy();
  });

  it('gives no hint while the refill date is ahead', async () => {
    treatments = [treatment(addDays(today, 10), addDays(today, 17))];
    renderDashboard();
    expect(await screen.findByText(m.daysDispensed(60))).toBeTruthy();
    expect(screen.queryByText(m.supplyDueHint)).toBeNull();
  });
  it('still shows when the pills ran out once the last treatment has ended', async () => {
    treatments = [
      {
        ...treatment(addDays(today, -20), addDays(today, -13)),
        startDate: addDays(today, -100),
        endDate: addDays(today, -30),
      },
    ];
    renderDashboard();
    expect(await screen.findByText(m.supplyRunOutHint)).toBeTruthy();
    expect(screen.getByText(m.treatmentEmpty)).toBeTruthy();
  });
});
