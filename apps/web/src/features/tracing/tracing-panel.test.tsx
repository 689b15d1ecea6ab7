// @vitest-environment jsdom
import {
  formatDateVi,
  RETENTION_STATE_LABELS,
  retentionApiMessages,
  TRACING_OUTCOME_LABELS,
} from '@clinic/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clinicToday } from '../../lib/clinic-time';
import { stubFetch } from '../../test/fetch';
import { envelopeReply, renderWithProviders, signIn } from '../../test/render';
import { TRACING_PAGE_SIZE, type TracingRow } from './api/tracing';
import { tracingMessages as m } from './messages';
import { TracingPanel } from './tracing-panel';

const late: TracingRow = {
  patientId: 3,
  fullName: 'Lê Văn Ba',
  phoneNumber: '0901 234 567',
  state: 'late',
  daysLate: 12,
  runOutDate: '2026-11-01',
  lastMissedAppointmentDate: '2026-11-05',
  lastContactDate: '2026-08-03',
  lastOutcome: null,
};
const interrupted: TracingRow = {
  patientId: 4,
  fullName: 'Phạm Thị Tư',
  phoneNumber: '+84 912 000 111',
  state: 'interrupted',
  daysLate: 40,
  runOutDate: '2026-10-01',
  lastMissedAppointmentDate: null,
  lastContactDate: null,
  lastOutcome: { date: '2026-10-20', outcome: 'notReached' },
};

const fetchMock = stubFetch();
const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET').toUpperCase() === method);

/** GET answers `list` (or the next of `lists`), POST answers `post`. */
function serve(lists: Response[], post?: () => Response) {
  fetchMock.mockImplementation(async (_url, init) => {
    if ((init?.method ?? 'GET').toUpperCase() === 'POST') {
      if (!post) throw new Error('unexpected POST');
      return post();
    }
    const next = lists.length > 1 ? lists.shift() : lists[0];
    if (!next) throw new Error('no list');
    return next.clone();
  });
}

const table = () => screen.getByRole('table');

describe('the tracing panel', () => {
  beforeEach(() => signIn('Manager', { userId: 5 }));

  it('lists each patient with their state, phone, days late and dates', async () => {
    serve([envelopeReply(200, { items: [interrupted, late] })]);
    renderWithProviders(<TracingPanel />);

    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: m.panelTitle })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/Retention/Tracing');
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);

    // The server's order (most days late first) is kept.
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText(interrupted.fullName)).toBeTruthy();
    expect(within(first).getByText(RETENTION_STATE_LABELS.interrupted)).toBeTruthy();
    expect(within(first).getByText('40 ngày')).toBeTruthy();
    expect(within(first).getByText('01/10/2026')).toBeTruthy();
    expect(within(first).getByText(`${TRACING_OUTCOME_LABELS.notReached} (20/10/2026)`)).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: m.callPatient(interrupted.fullName, interrupted.phoneNumber) })
        .getAttribute('href'),
    ).toBe('tel:+84912000111');

    expect(within(second).getByText(RETENTION_STATE_LABELS.late)).toBeTruthy();
    expect(within(second).getByText('12 ngày')).toBeTruthy();
    expect(within(second).getByText('05/11/2026')).toBeTruthy();
    expect(within(second).getByText('03/08/2026')).toBeTruthy();
    expect(
      within(second).getByRole('link', { name: m.callPatient(late.fullName, late.phoneNumber) }),
    ).toHaveProperty('href', 'tel:0901234567');
    expect(screen.getByText(m.count(2))).toBeTruthy();

    // Narrow screens get the same patients as cards.
    const cards = screen.getByRole('list', { name: m.caption });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByText(RETENTION_STATE_LABELS.late)).toBeTruthy();
  });

  it('asks the server for one page at a time; the count and the page links cover the whole list', async () => {
    const page = (n: number, items: TracingRow[]) =>
      envelopeReply(
        200,
        { items },
        { meta: { page: n, pageSize: TRACING_PAGE_SIZE, total: TRACING_PAGE_SIZE + 1 } },
      );
    serve([page(1, [interrupted]), page(2, [late])]);
    renderWithProviders(<TracingPanel />);
    expect(await screen.findByText(interrupted.fullName, { selector: 'td *' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(
      new RegExp(`/api/Retention/Tracing\\?page=1&pageSize=${TRACING_PAGE_SIZE}$`),
    );
    expect(screen.getByText(m.count(TRACING_PAGE_SIZE + 1))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText(late.fullName, { selector: 'td *' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[1]?.[0])).toMatch(new RegExp(`page=2&pageSize=${TRACING_PAGE_SIZE}$`));
  });

  it('says when no patient is late', async () => {
    serve([envelopeReply(200, { items: [] })]);
    renderWithProviders(<TracingPanel />);
    expect(await screen.findByText(m.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure with a retry that reads the list again', async () => {
    serve([envelopeReply(500, null, { message: 'Lỗi máy chủ' }), envelopeReply(200, { items: [late] })]);
    renderWithProviders(<TracingPanel />);
    expect(await screen.findByText('Lỗi máy chủ')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(within(table()).getByText(late.fullName)).toBeTruthy();
  });

  it('records an outcome for the chosen patient, says so and reads the list again', async () => {
    serve([envelopeReply(200, { items: [late] })], () =>
      envelopeReply(
        201,
        { tracingOutcomeId: 1, patientId: 3, date: '2025-11-20', outcome: 'reached' },
        { message: retentionApiMessages.tracingOutcomeRecorded },
      ),
    );
    renderWithProviders(<TracingPanel />);
    await screen.findByRole('table');
    fireEvent.click(within(table()).getByRole('button', { name: m.recordFor(late.fullName) }));

    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText(new RegExp(`^${m.date}`)) as HTMLInputElement;
    expect(date.value).toBe(formatDateVi(clinicToday()));
    fireEvent.change(date, { target: { value: '2025-11-20' } });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${m.outcome}`)), {
      target: { value: 'reached' },
    });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${m.notes}`)), {
      target: { value: 'Hẹn tái khám thứ Hai' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: m.save }));

    expect(await screen.findByText(retentionApiMessages.tracingOutcomeRecorded)).toBeTruthy();
    const [post] = calls('POST');
    expect(String(post?.[0])).toContain('/api/Retention/TracingOutcome');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      patientId: 3,
      date: '2025-11-20',
      outcome: 'reached',
      notes: 'Hẹn tái khám thứ Hai',
    });
    await waitFor(() => expect(calls('GET')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for an outcome before sending anything', async () => {
    serve([envelopeReply(200, { items: [late] })]);
    renderWithProviders(<TracingPanel />);
    await screen.findByRole('table');
    fireEvent.click(within(table()).getByRole('button', { name: m.recordFor(late.fullName) }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: m.save }));
    expect(await within(dialog).findByText(m.outcomeRequired)).toBeTruthy();
    expect(calls('POST')).toHaveLength(0);
  });

  it("puts the server's refusal of the date under the date field", async () => {
    const message = retentionApiMessages.tracingDateInFuture;
    serve([envelopeReply(200, { items: [late] })], () =>
      envelopeReply(400, null, { message, errors: [message], fieldErrors: { date: [message] } }),
    );
    renderWithProviders(<TracingPanel />);
    await screen.findByRole('table');
    fireEvent.click(within(table()).getByRole('button', { name: m.recordFor(late.fullName) }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${m.outcome}`)), {
      target: { value: 'notReached' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: m.save }));

    expect(await within(dialog).findByText(message)).toBeTruthy();
    const date = within(dialog).getByLabelText(new RegExp(`^${m.date}`));
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(JSON.parse(String(calls('POST')[0]?.[1]?.body))).toMatchObject({
      patientId: 3,
      date: clinicToday(),
      outcome: 'notReached',
      notes: null,
    });
  });
});
