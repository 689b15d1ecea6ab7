import { type IndicatorsItem, type ReportingPeriodKind, TX_ML_OUTCOME_KEYS } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import {
  currentPeriod,
  formatPercent,
  indexOptions,
  indicatorBars,
  indicatorsCsv,
  type Period,
  periodLabel,
  periodsEndingAt,
  previousPeriod,
  reconciliationLine,
  suppressionPercent,
  txMlBreakdown,
  unexplainedWarning,
  withYear,
  yearOptions,
} from './indicators-model';

const byOutcome = Object.fromEntries(
  TX_ML_OUTCOME_KEYS.map((k) => [k, 0]),
) as IndicatorsItem['txMl']['byOutcome'];

const item = (over: Partial<IndicatorsItem> = {}): IndicatorsItem => ({
  from: '2026-03-01',
  to: '2026-03-31',
  txCurr: 12,
  txNew: 3,
  txRtt: 1,
  transfersIn: 2,
  txMl: { total: 2, byOutcome: { ...byOutcome, died: 1, iit3To5Months: 1, unknown: 1 } },
  txPvls: { numerator: 6, denominator: 7 },
  reconciliation: {
    txCurrStart: 8,
    txNew: 3,
    txRtt: 1,
    transfersIn: 2,
    txMl: 2,
    txCurrEnd: 12,
    unexplained: 0,
  },
  ...over,
});

describe('the labels of the new kinds of period', () => {
  it.each<[Period, string]>([
    [{ kind: 'pepfarQuarter', year: 2026, index: 2 }, 'Quý 2 năm tài khóa 2026 (PEPFAR)'],
    [{ kind: 'vnYear', year: 2026, index: 1 }, 'Năm 2026 (kỳ báo cáo VN)'],
  ])('%j reads %s', (period, label) => {
    expect(periodLabel(period)).toBe(label);
  });

  it('goes back from a reporting year to the year before', () => {
    expect(previousPeriod({ kind: 'vnYear', year: 2026, index: 1 })).toEqual({
      kind: 'vnYear',
      year: 2025,
      index: 1,
    });
  });
});

describe('currentPeriod', () => {
  it.each<[ReportingPeriodKind, string, number, number]>([
    ['month', '2026-03-10', 2026, 3],
    ['month', '2026-12-31', 2026, 12],
    ['quarter', '2026-01-01', 2026, 1],
    ['quarter', '2026-03-31', 2026, 1],
    ['quarter', '2026-04-01', 2026, 2],
    ['quarter', '2026-12-31', 2026, 4],
    // PEPFAR's fiscal year 2027 starts on 1 October 2026.
    ['pepfarQuarter', '2026-09-30', 2026, 4],
    ['pepfarQuarter', '2026-10-01', 2027, 1],
    ['pepfarQuarter', '2027-01-01', 2027, 2],
    // Vietnam's reporting year 2027 starts on 15 December 2026.
    ['vnYear', '2026-12-14', 2026, 1],
    ['vnYear', '2026-12-15', 2027, 1],
  ])('%s containing %s is %i/%i', (kind, today, year, index) => {
    expect(currentPeriod(kind, today)).toEqual({ kind, year, index });
  });

  // The Vietnamese quarter runs from the 15th of the month before it to the 14th of its last month.
  it.each<[string, number, number]>([
    ['2025-03-14', 2025, 1],
    ['2025-03-15', 2025, 2],
    ['2025-06-14', 2025, 2],
    ['2025-06-15', 2025, 3],
    ['2025-12-14', 2025, 4],
    ['2025-12-15', 2026, 1],
    ['2026-01-01', 2026, 1],
  ])('vnQuarter containing %s is %i/%i', (today, year, index) => {
    expect(currentPeriod('vnQuarter', today)).toEqual({ kind: 'vnQuarter', year, index });
  });
});

describe('previousPeriod and periodsEndingAt', () => {
  it.each<[Period, number, number]>([
    [{ kind: 'month', year: 2026, index: 3 }, 2026, 2],
    [{ kind: 'month', year: 2026, index: 1 }, 2025, 12],
    [{ kind: 'quarter', year: 2026, index: 1 }, 2025, 4],
    [{ kind: 'vnQuarter', year: 2026, index: 1 }, 2025, 4],
  ])('before %o is %i/%i', (period, year, index) => {
    expect(previousPeriod(period)).toEqual({ kind: period.kind, year, index });
  });

  it('gives five periods, oldest first, across the year', () => {
    expect(periodsEndingAt({ kind: 'month', year: 2026, index: 2 }).map((p) => [p.year, p.index])).toEqual([
      [2025, 10],
      [2025, 11],
      [2025, 12],
      [2026, 1],
      [2026, 2],
    ]);
    expect(periodsEndingAt({ kind: 'quarter', year: 2026, index: 1 }).map((p) => [p.year, p.index])).toEqual([
      [2025, 1],
      [2025, 2],
      [2025, 3],
      [2025, 4],
      [2026, 1],
    ]);
  });
});

describe('periodLabel', () => {
  it.each<[Period, string]>([
    [{ kind: 'month', year: 2026, index: 3 }, 'Tháng 3/2026'],
    [{ kind: 'quarter', year: 2026, index: 1 }, 'Quý 1/2026'],
    [{ kind: 'vnQuarter', year: 2026, index: 1 }, 'Quý 1/2026 (kỳ báo cáo VN)'],
  ])('%o is %s', (period, label) => {
    expect(periodLabel(period)).toBe(label);
  });
});

describe('the choices of year and index', () => {
  const current: Period = { kind: 'month', year: 2026, index: 3 };
  it('offers the ten years up to the current one and no index after the current period', () => {
    expect(yearOptions(current)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
    expect(indexOptions('month', 2026, current)).toEqual([1, 2, 3]);
    expect(indexOptions('month', 2025, current)).toHaveLength(12);
    expect(indexOptions('quarter', 2025, { kind: 'quarter', year: 2026, index: 1 })).toEqual([1, 2, 3, 4]);
  });
  it('keeps the index when the year changes unless it would pass the current period', () => {
    expect(withYear({ kind: 'month', year: 2025, index: 11 }, 2026, current)).toEqual({
      ...current,
      index: 3,
    });
    expect(withYear({ kind: 'month', year: 2026, index: 2 }, 2024, current)).toEqual({
      kind: 'month',
      year: 2024,
      index: 2,
    });
  });
});

describe('suppressionPercent and formatPercent', () => {
  it.each<[number, number, number | null, string]>([
    [6, 7, (6 / 7) * 100, '85,7%'],
    [7, 7, 100, '100%'],
    [0, 4, 0, '0%'],
    [0, 0, null, '—'],
  ])('%i of %i', (numerator, denominator, percent, text) => {
    const value = suppressionPercent({ numerator, denominator });
    expect(value).toBe(percent);
    expect(formatPercent(value)).toBe(text);
  });
});

describe('txMlBreakdown', () => {
  it('lists the six outcomes of TX_ML in order with their labels, zeros included', () => {
    expect(txMlBreakdown(item().txMl)).toEqual([
      { key: 'died', label: 'Tử vong', value: 1 },
      { key: 'transferredOut', label: 'Chuyển đi', value: 0 },
      { key: 'refusedStopped', label: 'Từ chối hoặc ngừng điều trị', value: 0 },
      { key: 'iitUnder3Months', label: 'Gián đoạn, dưới 3 tháng điều trị', value: 0 },
      { key: 'iit3To5Months', label: 'Gián đoạn, 3-5 tháng điều trị', value: 1 },
      { key: 'iit6PlusMonths', label: 'Gián đoạn, từ 6 tháng điều trị', value: 0 },
    ]);
  });
});

describe('the reconciliation of TX_CURR', () => {
  const reconciliation = {
    txCurrStart: 1200,
    txNew: 10,
    txRtt: 3,
    transfersIn: 2,
    txMl: 5,
    txCurrEnd: 1210,
    unexplained: 0,
  };

  it('reads as one equality when the figures add up, without a warning', () => {
    expect(reconciliationLine(reconciliation)).toBe(
      'TX_CURR đầu kỳ 1.200 + TX_NEW 10 + TX_RTT 3 + chuyển đến 2 − TX_ML 5 = TX_CURR cuối kỳ 1.210',
    );
    expect(unexplainedWarning(reconciliation)).toBeNull();
  });

  it('says what the figures add up to and warns with the count when TX_CURR at the end has more patients', () => {
    const more = { ...reconciliation, txCurrEnd: 1212, unexplained: 2 };
    expect(reconciliationLine(more)).toBe(
      'TX_CURR đầu kỳ 1.200 + TX_NEW 10 + TX_RTT 3 + chuyển đến 2 − TX_ML 5 = 1.210, khác TX_CURR cuối kỳ 1.212',
    );
    expect(unexplainedWarning(more)).toMatch(/^TX_CURR cuối kỳ nhiều hơn phép tính 2 bệnh nhân/);
  });

  it('warns with the count, never negative, when it has fewer', () => {
    const fewer = { ...reconciliation, txCurrEnd: 1209, unexplained: -1 };
    expect(reconciliationLine(fewer)).toContain('= 1.210, khác TX_CURR cuối kỳ 1.209');
    expect(unexplainedWarning(fewer)).toMatch(/^TX_CURR cuối kỳ ít hơn phép tính 1 bệnh nhân/);
  });
});

describe('indicatorBars', () => {
  it('names each group by its short period and charts the suppressed count for TX_PVLS', () => {
    expect(indicatorBars([{ period: { kind: 'quarter', year: 2026, index: 1 }, data: item() }])).toEqual([
      { period: 'Q1/2026', txCurr: 12, txNew: 3, txMl: 2, txPvls: 6 },
    ]);
  });
});

describe('CSV', () => {
  it('starts with a byte order mark, has a header and one row per period', () => {
    const csv = indicatorsCsv([
      {
        period: { kind: 'month', year: 2026, index: 2 },
        data: item({ from: '2026-02-01', to: '2026-02-28' }),
      },
      {
        period: { kind: 'month', year: 2026, index: 3 },
        data: item({ txPvls: { numerator: 0, denominator: 0 } }),
      },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[0]).toBe(
      'Kỳ báo cáo,Từ ngày,Đến ngày,TX_CURR,TX_NEW,TX_RTT,Chuyển đến,TX_ML,' +
        'TX_ML - Tử vong,TX_ML - Chuyển đi,TX_ML - Từ chối hoặc ngừng điều trị,' +
        '"TX_ML - Gián đoạn, dưới 3 tháng điều trị","TX_ML - Gián đoạn, 3-5 tháng điều trị",' +
        '"TX_ML - Gián đoạn, từ 6 tháng điều trị",' +
        'TX_PVLS tử số,TX_PVLS mẫu số,TX_PVLS (%),TX_CURR đầu kỳ,Chênh lệch chưa giải thích',
    );
    expect(lines[1]).toBe('Tháng 2/2026,2026-02-01,2026-02-28,12,3,1,2,2,1,0,0,0,1,0,6,7,85.7,8,0');
    expect(lines[2]).toBe('Tháng 3/2026,2026-03-01,2026-03-31,12,3,1,2,2,1,0,0,0,1,0,0,0,,8,0');
  });
});
