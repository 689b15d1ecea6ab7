// @vitest-environment jsdom
import { type IndicatorsItem, TX_ML_OUTCOME_KEYS } from '@clinic/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectLoadFailureRetried } from '../../../test/load-failure';
import { envelopeReply, renderWithProviders, signIn } from '../../../test/render';
import { IndicatorsSection } from './indicators-section';

const fetchMock = vi.fn<typeof fetch>();
const zeroOutcomes = Object.fromEntries(TX_ML_OUTCOME_KEYS.map((k) => [k, 0]));

/** The server's answer: every figure grows with the index so each period's row is recognisable. */
function answer(kind: string, year: number, index: number): IndicatorsItem {
  const current = kind === 'month' && year === 2026 && index === 3;
  return {
    from: current ? '2026-03-01' : `${year}-01-01`,
    to: current ? '2026-03-31' : `${year}-01-31`,
    txCurr: current ? 1234 : index * 10,
    txNew: current ? 5 : index,
    txRtt: current ? 4 : 0,
    transfersIn: current ? 2 : 0,
    txMl: current
      ? {
          total: 3,
          byOutcome: {
            ...zeroOutcomes,
            died: 1,
            iitUnder3Months: 2,
            notReached: 2,
          } as IndicatorsItem['txMl']['byOutcome'],
        }
      : { total: 0, byOutcome: zeroOutcomes as IndicatorsItem['txMl']['byOutcome'] },
    txPvls: current ? { numerator: 6, denominator: 7 } : { numerator: 0, denominator: 0 },
    reconciliation: current
      ? { txCurrStart: 1225, txNew: 5, txRtt: 4, transfersIn: 2, txMl: 3, txCurrEnd: 1234, unexplained: 1 }
      : {
          txCurrStart: 0,
          txNew: index,
          txRtt: 0,
          transfersIn: 0,
          txMl: 0,
          txCurrEnd: index * 10,
          unexplained: 0,
        },
  };
}

/** The kind, year and index of every indicators call so far, as "kind year index". */
const calledPeriods = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://clinic.test'))
    .filter((url) => url.pathname.endsWith('/Statistics/Indicators'))
    .map((url) => ['kind', 'year', 'index'].map((k) => url.searchParams.get(k)).join(' '));

/** jsdom's Blob has no arrayBuffer(); its FileReader reads one. */
const readBytes = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });

const card = (name: string) => screen.getByRole('article', { name });

describe('the programme indicators section', () => {
  beforeEach(() => {
    // Only Date is faked, so that clinic today is 10 March 2026 while promises and timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T03:00:00Z'));
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://clinic.test');
      const q = url.searchParams;
      return envelopeReply(200, answer(String(q.get('kind')), Number(q.get('year')), Number(q.get('index'))));
    });
    signIn('Manager');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  it('asks for the current month and the four before it, and shows the chosen one in cards', async () => {
    renderWithProviders(<IndicatorsSection />);
    expect(await screen.findByText('Tháng 3/2026: từ 01/03/2026 đến 31/03/2026')).toBeTruthy();
    expect(calledPeriods().sort()).toEqual(
      ['month 2025 11', 'month 2025 12', 'month 2026 1', 'month 2026 2', 'month 2026 3'].sort(),
    );
    expect(within(card('Đang điều trị')).getByText('1.234')).toBeTruthy();
    expect(within(card('Mới điều trị')).getByText('5')).toBeTruthy();
    expect(within(card('Quay lại điều trị')).getByText('4')).toBeTruthy();
    expect(within(card('Bệnh nhân chuyển đến')).getByText('2')).toBeTruthy();
    const ml = card('Gián đoạn điều trị');
    expect(within(ml).getByText('3')).toBeTruthy();
    const outcomes = within(ml)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(outcomes).toHaveLength(6);
    expect(outcomes).toContain('Tử vong: 1');
    expect(outcomes).toContain('Gián đoạn, dưới 3 tháng điều trị: 2');
    expect(outcomes).toContain('Chuyển đi: 0');
    // The tracing outcomes the server still sends for older clients are not TX_ML's outcomes.
    expect(within(ml).queryByText(/Không liên lạc được/)).toBeNull();
    const reconciliation = screen.getByRole('region', { name: 'Đối chiếu TX_CURR' });
    expect(
      within(reconciliation).getByText(
        'TX_CURR đầu kỳ 1.225 + TX_NEW 5 + TX_RTT 4 + chuyển đến 2 − TX_ML 3 = 1.233, khác TX_CURR cuối kỳ 1.234',
      ),
    ).toBeTruthy();
    expect(within(reconciliation).getByText(/nhiều hơn phép tính 1 bệnh nhân/)).toBeTruthy();
    const pvls = card('Tải lượng vi rút bị ức chế');
    expect(within(pvls).getByText('6/7')).toBeTruthy();
    expect(within(pvls).getByText('85,7%')).toBeTruthy();
    // The table beside the chart has a row per period, with '—' where there is no TX_PVLS denominator.
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(
      within(
        within(table).getByRole('rowheader', { name: 'Tháng 1/2026' }).closest('tr') as HTMLElement,
      ).getByText('—'),
    ).toBeTruthy();
  });

  it('asks again for the chosen kind, year and index', async () => {
    renderWithProviders(<IndicatorsSection />);
    await screen.findByText(/^Tháng 3\/2026: từ/);
    fetchMock.mockClear();
    fireEvent.change(screen.getByLabelText('Loại kỳ'), { target: { value: 'quarter' } });
    await waitFor(() =>
      expect(calledPeriods().sort()).toEqual(
        ['quarter 2025 1', 'quarter 2025 2', 'quarter 2025 3', 'quarter 2025 4', 'quarter 2026 1'].sort(),
      ),
    );
    expect(await screen.findByText(/^Quý 1\/2026: từ/)).toBeTruthy();

    fetchMock.mockClear();
    fireEvent.change(screen.getByLabelText('Năm'), { target: { value: '2024' } });
    fireEvent.change(screen.getByLabelText('Quý'), { target: { value: '2' } });
    await waitFor(() => expect(calledPeriods()).toContain('quarter 2024 2'));
    expect(calledPeriods()).toContain('quarter 2023 2');
    expect(await screen.findByText(/^Quý 2\/2024: từ/)).toBeTruthy();
    expect(within(card('Đang điều trị')).getByText('20')).toBeTruthy();
  });

  it('offers the Vietnamese reporting quarter that contains today', async () => {
    renderWithProviders(<IndicatorsSection />);
    fireEvent.change(screen.getByLabelText('Loại kỳ'), { target: { value: 'vnQuarter' } });
    await waitFor(() => expect(calledPeriods()).toContain('vnQuarter 2026 1'));
    expect(await screen.findByText(/^Quý 1\/2026 \(kỳ báo cáo VN\): từ/)).toBeTruthy();
  });

  it("offers PEPFAR's fiscal quarter that contains today", async () => {
    renderWithProviders(<IndicatorsSection />);
    fireEvent.change(screen.getByLabelText('Loại kỳ'), { target: { value: 'pepfarQuarter' } });
    // Fiscal year 2026 began on 1 October 2025: 10 March 2026 is in its second quarter.
    await waitFor(() => expect(calledPeriods()).toContain('pepfarQuarter 2026 2'));
    expect(await screen.findByText(/^Quý 2 năm tài khóa 2026 \(PEPFAR\): từ/)).toBeTruthy();
  });

  it('downloads the five periods as CSV with a byte order mark', async () => {
    let blob: Blob | undefined;
    let fileName = '';
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    renderWithProviders(<IndicatorsSection />);
    const button = await screen.findByRole('button', { name: 'Tải CSV' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(fileName).toBe('chi-so-month-2026-3.csv');
    const bytes = new Uint8Array(await readBytes(blob as Blob));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines[0]?.startsWith('Kỳ báo cáo,Từ ngày,Đến ngày,TX_CURR,TX_NEW,TX_RTT,Chuyển đến,TX_ML,')).toBe(
      true,
    );
    expect(lines[1]).toBe('Tháng 11/2025,2025-01-01,2025-01-31,110,11,0,0,0,0,0,0,0,0,0,0,0,,0,0');
    expect(lines[5]).toBe('Tháng 3/2026,2026-03-01,2026-03-31,1234,5,4,2,3,1,0,0,2,0,0,6,7,85.7,1225,1');
  });

  it('says when the figures cannot be loaded and tries again', async () => {
    await expectLoadFailureRetried(fetchMock, <IndicatorsSection />, 'Không thể tải chỉ số chương trình');
  });
});
