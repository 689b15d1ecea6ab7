// @vitest-environment jsdom
import { AGE_BANDS, type ProgrammeReportItem, reportCellKey, reportRows } from '@clinic/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { expectLoadFailureRetried } from '../../test/load-failure';
import { envelopeReply, renderWithProviders, signIn } from '../../test/render';
import { ProgrammeReportPage } from './programme-report-page';

/** FY2026 Q2: two women and a man under 1 on treatment, one man over 65 who died. */
const REPORT: ProgrammeReportItem = {
  periodStart: '2026-01-01',
  periodEnd: '2026-03-31',
  rows: reportRows(
    new Map([
      [reportCellKey('TX_CURR', '<1', 'Female'), 2],
      [reportCellKey('TX_CURR', '<1', 'Male'), 1],
      [reportCellKey('TX_CURR', '65+', 'Male'), 1234],
      [reportCellKey('TX_ML_DIED', '65+', 'Male'), 1],
    ]),
  ),
};

const fetchMock = stubFetch();
const reportCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://clinic.test'))
    .filter((url) => url.pathname.endsWith('/Statistics/Report'))
    .map((url) => ['kind', 'year', 'index', 'format'].map((k) => url.searchParams.get(k) ?? '').join(' '));

describe('the programme report screen', () => {
  beforeEach(() => {
    // Clinic today is 10 March 2026: FY2026 Q2 of PEPFAR, Q1 2026 of Vietnam's reporting quarters.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T03:00:00Z'));
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('format=csv')
        ? new Response('\uFEFFTừ ngày\r\n', {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="bao-cao-chuong-trinh-pepfarQuarter-2026-2.csv"',
            },
          })
        : envelopeReply(200, REPORT),
    );
    signIn('Manager');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows a spinner, then the current PEPFAR quarter as a table with totals and a chart', async () => {
    renderWithProviders(<ProgrammeReportPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Báo cáo chương trình theo tuổi và giới' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Đang tải báo cáo');
    expect(
      await screen.findByText('Quý 2 năm tài khóa 2026 (PEPFAR): từ 01/01/2026 đến 31/03/2026'),
    ).toBeTruthy();
    expect(reportCalls()).toEqual(['pepfarQuarter 2026 2 ']);

    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Giới tính', ...AGE_BANDS, 'Tổng']);
    // 14 indicators × (their heading, women, men, both) and the header row.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 14 * 4);
    const group = within(table).getByRole('rowheader', { name: 'TX_CURR: đang điều trị' }).closest('tbody');
    const line = (sex: string) =>
      within(
        within(group as HTMLElement)
          .getByRole('rowheader', { name: sex })
          .closest('tr') as HTMLElement,
      )
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(line('Nữ')).toEqual(['2', ...Array(14).fill('0'), '2']);
    expect(line('Nam')).toEqual(['1', ...Array(13).fill('0'), '1.234', '1.235']);
    expect(line('Cộng')).toEqual(['3', ...Array(13).fill('0'), '1.234', '1.237']);

    // The chart shows TX_CURR by default, another indicator once chosen; its data is also given as text.
    expect(
      screen.getByRole('heading', { name: 'Biểu đồ theo nhóm tuổi: TX_CURR: đang điều trị' }),
    ).toBeTruthy();
    expect(screen.getByText(/65\+: Nữ 0, Nam 1234/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Chỉ số trên biểu đồ'), { target: { value: 'TX_ML_DIED' } });
    expect(screen.getByRole('heading', { name: 'Biểu đồ theo nhóm tuổi: TX_ML: Tử vong' })).toBeTruthy();
    expect(screen.getByText(/65\+: Nữ 0, Nam 1(;|$)/)).toBeTruthy();
  });

  it('asks again for the Vietnamese reporting quarter, year and index chosen', async () => {
    renderWithProviders(<ProgrammeReportPage />);
    await screen.findByRole('table');
    const kinds = [...(screen.getByLabelText('Loại kỳ') as HTMLSelectElement).options].map((o) => o.text);
    expect(kinds).toEqual(['Quý tài khóa PEPFAR', 'Quý báo cáo Việt Nam']);
    fireEvent.change(screen.getByLabelText('Loại kỳ'), { target: { value: 'vnQuarter' } });
    await waitFor(() => expect(reportCalls()).toContain('vnQuarter 2026 1 '));
    fireEvent.change(screen.getByLabelText('Năm'), { target: { value: '2025' } });
    fireEvent.change(screen.getByLabelText('Quý'), { target: { value: '3' } });
    await waitFor(() => expect(reportCalls()).toContain('vnQuarter 2025 3 '));
  });

  it("downloads the server's CSV under its name", async () => {
    let fileName = '';
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    renderWithProviders(<ProgrammeReportPage />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Tải CSV' }));
    await waitFor(() => expect(fileName).toBe('bao-cao-chuong-trinh-pepfarQuarter-2026-2.csv'));
    expect(reportCalls()).toContain('pepfarQuarter 2026 2 csv');
  });

  it('says in Vietnamese when the report cannot be loaded, and tries again', async () => {
    await expectLoadFailureRetried(
      fetchMock,
      <ProgrammeReportPage />,
      'Không thể tải báo cáo chương trình. Vui lòng thử lại.',
    );
  });

  it('says so when the CSV cannot be downloaded', async () => {
    renderWithProviders(<ProgrammeReportPage />);
    await screen.findByRole('table');
    fetchMock.mockImplementation(async () => envelopeReply(500, null, { message: 'lỗi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tải CSV' }));
    expect(await screen.findByText('Không thể tải tệp CSV. Vui lòng thử lại.')).toBeTruthy();
  });
});
