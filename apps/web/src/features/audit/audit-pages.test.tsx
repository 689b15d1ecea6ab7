// @vitest-environment jsdom
import type { AuditAlert, AuditEvent, AuditLogEvent } from '@clinic/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { envelopeReply, renderRoutes, renderWithProviders, signIn } from '../../test/render';
import { AuditAlertsPanel } from './audit-alerts-panel';
import { doctorRead, doctorReadLogged } from './audit-fixtures';
import { AuditLogPage } from './audit-log-page';
import { AUDIT_PAGE_SIZE } from './audit-model';
import { AUDIT_OUTCOME_LABELS, auditMessages as m } from './messages';
import { RecordAccessPage } from './record-access-page';

const ownRead: AuditEvent = {
  ...doctorRead,
  eventId: 1,
  at: '2026-11-25T01:00:00.000Z',
  actorUserId: 9,
  actorRole: 'Patient',
  actorName: null,
  category: 'profile',
  recordId: null,
};
const staffRefused: AuditEvent = {
  ...doctorRead,
  eventId: 3,
  actorUserId: 20,
  actorRole: 'Staff',
  actorName: null,
  action: 'update',
  category: 'appointment',
  outcome: 'refused',
};

const fetchMock = stubFetch();
const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
const page = (items: AuditEvent[] | AuditLogEvent[], total = items.length) =>
  envelopeReply(200, items, { meta: { page: 1, pageSize: AUDIT_PAGE_SIZE, total } });

function serve(...answers: Response[]) {
  fetchMock.mockImplementation(async () => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (!next) throw new Error('no answer');
    return next.clone();
  });
}

describe('who opened my record', () => {
  beforeEach(() => signIn('Patient', { userId: 9, patientId: 3 }));

  it('lists when, who and what, with the doctor by name, staff by role, my own visits as "Bạn"', async () => {
    serve(page([staffRefused, doctorRead, ownRead]));
    renderWithProviders(<RecordAccessPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Ai đã xem hồ sơ của tôi' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('switch', { name: m.includeOwn }));
    await waitFor(() =>
      expect(urls().at(-1)).toMatch(
        new RegExp(`/api/Audit/MyRecordAccess\\?page=1&pageSize=${AUDIT_PAGE_SIZE}$`),
      ),
    );
    const table = await screen.findByRole('table');
    const [staff, doctor, own] = within(table).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(doctor).getByText('BS. Nguyễn Thị Mai Lan')).toBeTruthy();
    expect(within(doctor).getByText('Kết quả xét nghiệm')).toBeTruthy();
    expect(within(doctor).getByText('Xem')).toBeTruthy();
    expect(within(doctor).getByText('10:15 26/11/2026')).toBeTruthy();
    expect(within(doctor).queryByText(AUDIT_OUTCOME_LABELS.refused)).toBeNull();
    expect(within(staff).getByText('Nhân viên')).toBeTruthy();
    expect(within(staff).getByText('Cập nhật')).toBeTruthy();
    expect(within(staff).getByText('Lịch hẹn')).toBeTruthy();
    expect(within(staff).getByText(AUDIT_OUTCOME_LABELS.refused)).toBeTruthy();
    expect(within(own).getByText('Bạn')).toBeTruthy();
    expect(within(own).getByText('Hồ sơ cá nhân')).toBeTruthy();
    expect(screen.getByText(m.count(3))).toBeTruthy();

    // Phones get the same events as cards.
    const cards = screen.getByRole('list', { name: m.recordAccessCaption });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
  });

  it("leaves out the patient's own visits until the switch asks for them", async () => {
    serve(page([]));
    renderWithProviders(<RecordAccessPage />);
    expect(await screen.findByText(m.recordAccessNoOthers)).toBeTruthy();
    expect(urls()[0]).toMatch(/\/api\/Audit\/MyRecordAccess\?.*others=true/);
    const includeOwn = screen.getByRole('switch', { name: m.includeOwn }) as HTMLInputElement;
    expect(includeOwn.checked).toBe(false);
    fireEvent.click(includeOwn);
    await waitFor(() => expect(urls().at(-1)).not.toMatch(/others=/));
    expect(await screen.findByText(m.recordAccessEmpty)).toBeTruthy();
  });

  it('sends the chosen dates as from and to, and asks nothing for a reversed range', async () => {
    serve(page([doctorRead]), page([]));
    renderWithProviders(<RecordAccessPage />);
    await screen.findByRole('table');

    fireEvent.change(screen.getByLabelText(m.from), { target: { value: '01/11/2026' } });
    fireEvent.blur(screen.getByLabelText(m.from));
    await waitFor(() => expect(urls().at(-1)).toMatch(/from=2026-11-01(&|$)/));
    expect(await screen.findByText(m.recordAccessNoMatch)).toBeTruthy();

    const calls = fetchMock.mock.calls.length;
    fireEvent.change(screen.getByLabelText(m.to), { target: { value: '01/10/2026' } });
    fireEvent.blur(screen.getByLabelText(m.to));
    expect(await screen.findByText(m.rangeReversed)).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('says when nothing was recorded yet, and shows a failure with a retry', async () => {
    serve(envelopeReply(500, null, { message: 'Lỗi máy chủ' }), page([]));
    renderWithProviders(<RecordAccessPage />);
    expect(await screen.findByText('Lỗi máy chủ')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText(m.recordAccessNoOthers)).toBeTruthy();
  });
});

describe('the admin access log', () => {
  beforeEach(() => signIn('Admin', { userId: 1 }));
  afterEach(() => vi.restoreAllMocks());

  const staffLogged: AuditLogEvent = {
    ...staffRefused,
    actorName: 'Trần Văn Bảo',
    patientName: 'Phạm Minh Khang',
  };
  const adminListRead: AuditLogEvent = {
    ...doctorReadLogged,
    eventId: 4,
    actorUserId: 1,
    actorRole: 'Admin',
    actorName: 'Lê Quản Trị',
    patientId: null,
    patientName: null,
    category: 'profile',
    recordId: null,
  };

  it('names every actor and the patient, at clinic time, and filters by account from the address', async () => {
    serve(page([staffLogged, doctorReadLogged, adminListRead], 45));
    renderRoutes([{ path: '/admin/audit', Component: AuditLogPage }], '/admin/audit?userId=12');

    const table = await screen.findByRole('table');
    expect(urls()[0]).toMatch(
      new RegExp(`/api/Audit/Events\\?page=1&pageSize=${AUDIT_PAGE_SIZE}&userId=12$`),
    );
    const [staff, doctor, admin] = within(table).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    for (const text of [
      '10:15 26/11/2026',
      'BS. Nguyễn Thị Mai Lan',
      'Bác sĩ · Tài khoản #12',
      'Phạm Minh Khang',
      '#3',
      'Xem',
      'Kết quả xét nghiệm',
      'Bản ghi #41',
      'Sự kiện #2',
    ])
      expect(within(doctor).getByText(text)).toBeTruthy();
    expect(within(staff).getByText('Trần Văn Bảo')).toBeTruthy();
    expect(within(staff).getByText('Nhân viên · Tài khoản #20')).toBeTruthy();
    expect(within(staff).getByText(AUDIT_OUTCOME_LABELS.refused)).toBeTruthy();
    expect(within(admin).getByText('Lê Quản Trị')).toBeTruthy();
    expect(within(admin).getAllByText(m.none)).toHaveLength(2);
    expect(within(admin).queryByText(/^Bản ghi/)).toBeNull();
    expect(screen.getByText(m.count(45))).toBeTruthy();
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();

    // Phones get cards that name the patient with the id.
    const cards = screen.getByRole('list', { name: m.logCaption });
    expect(within(cards).getAllByText(m.cardPatient('Phạm Minh Khang', '#3'))).toHaveLength(2);
    expect(within(cards).getByText('Bản ghi #41 · Sự kiện #2')).toBeTruthy();
    expect(within(cards).getByText('Sự kiện #4')).toBeTruthy();
  });

  it('searches by the patient typed and the last 24 hours or 7 days, which replace the dates', async () => {
    serve(page([doctorReadLogged]));
    renderRoutes([{ path: '/admin/audit', Component: AuditLogPage }], '/admin/audit');
    await screen.findByRole('table');

    fireEvent.change(screen.getByRole('textbox', { name: m.patientSearch }), {
      target: { value: 'pham minh' },
    });
    const last24 = screen.getByRole('button', { name: m.presets['24h'] });
    expect(last24.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(last24);
    expect(last24.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(urls().at(-1)).toMatch(/[?&]preset=24h&patient=pham(\+|%20)minh$/));
    expect(screen.getByRole('group', { name: m.period })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: m.presets['7d'] }));
    await waitFor(() => expect(urls().at(-1)).toMatch(/[?&]preset=7d&patient=/));
    expect(last24.getAttribute('aria-pressed')).toBe('false');

    // A date typed takes the place of the window.
    fireEvent.change(screen.getByLabelText(m.from), { target: { value: '01/11/2026' } });
    fireEvent.blur(screen.getByLabelText(m.from));
    await waitFor(() => expect(urls().at(-1)).toMatch(/[?&]from=2026-11-01&patient=/));
    expect(screen.getByRole('button', { name: m.presets['7d'] }).getAttribute('aria-pressed')).toBe('false');
  });

  it('downloads the CSV with the same filters and the token, and says when it fails', async () => {
    serve(page([doctorReadLogged]));
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoutes([{ path: '/admin/audit', Component: AuditLogPage }], '/admin/audit?patientId=3');
    await screen.findByRole('table');
    expect((screen.getByRole('textbox', { name: m.patientSearch }) as HTMLInputElement).value).toBe('3');

    fetchMock.mockResolvedValueOnce(
      new Response('Mã sự kiện,Thời gian (giờ phòng khám)\n2,26/11/2026 10:15:00\n', {
        headers: { 'Content-Type': 'text/csv' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: m.presets['24h'] }));
    fireEvent.click(screen.getByRole('button', { name: m.exportCsv }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(String(url)).toMatch(/\/api\/Audit\/Events\/Export\?patient=3&preset=24h$/);
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(created).toHaveBeenCalled();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(m.csvFileName);

    fetchMock.mockResolvedValueOnce(envelopeReply(500, null, { message: '' }));
    fireEvent.click(screen.getByRole('button', { name: m.exportCsv }));
    expect(await screen.findByText(m.exportFailed)).toBeTruthy();
  });
});

describe('the alerts on the admin dashboard', () => {
  beforeEach(() => signIn('Admin', { userId: 1 }));

  const alert: AuditAlert = {
    alertId: 1,
    raisedAt: '2026-11-26T03:15:00.000Z',
    actorUserId: 20,
    actorRole: 'Staff',
    actorName: null,
    patientCount: 30,
    windowMinutes: 10,
  };

  it('names the account of an alert, with its role', async () => {
    serve(envelopeReply(200, [{ ...alert, actorName: 'Trần Văn Bảo' }]));
    renderRoutes([{ path: '/', Component: AuditAlertsPanel }], '/');
    expect(await screen.findByText(/Trần Văn Bảo \(Nhân viên\) đã xem hồ sơ của 30 bệnh nhân/)).toBeTruthy();
  });

  it("lists each alert with its time and the way to that account's log", async () => {
    serve(envelopeReply(200, [alert]));
    renderRoutes([{ path: '/', Component: AuditAlertsPanel }], '/');
    expect(await screen.findByText(/Nhân viên đã xem hồ sơ của 30 bệnh nhân trong 10 phút/)).toBeTruthy();
    expect(screen.getByText('10:15 26/11/2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: m.alertLogOf('Nhân viên') }).getAttribute('href')).toBe(
      '/admin/audit?userId=20',
    );
    expect(urls()[0]).toMatch(/\/api\/Audit\/Alerts$/);
  });

  it('says there is none', async () => {
    serve(envelopeReply(200, []));
    renderRoutes([{ path: '/', Component: AuditAlertsPanel }], '/');
    expect(await screen.findByText(m.alertsNone)).toBeTruthy();
  });
});
