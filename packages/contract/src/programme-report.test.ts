import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from './dates.js';
import {
  AGE_BANDS,
  type AgeBand,
  ageBandBirthCutoffs,
  ageBandOf,
  ageBandOn,
  type MmdIndicator,
  mmdIndicatorOf,
  programmeReportQuery,
  REPORT_CSV_HEADERS,
  REPORT_INDICATORS,
  REPORT_SEXES,
  reportCellKey,
  reportCsvRecords,
  reportRows,
  reportTotals,
  TX_ML_REPORT_INDICATOR,
} from './programme-report.js';
import { retentionMessages, TX_ML_OUTCOMES } from './retention.js';

describe('ageBandOf', () => {
  it.each<[number, AgeBand]>([
    [-1, '<1'],
    [0, '<1'],
    [1, '1-4'],
    [4, '1-4'],
    [5, '5-9'],
    [9, '5-9'],
    [10, '10-14'],
    [14, '10-14'],
    [15, '15-19'],
    [19, '15-19'],
    [20, '20-24'],
    [24, '20-24'],
    [25, '25-29'],
    [29, '25-29'],
    [30, '30-34'],
    [34, '30-34'],
    [35, '35-39'],
    [39, '35-39'],
    [40, '40-44'],
    [44, '40-44'],
    [45, '45-49'],
    [49, '45-49'],
    [50, '50-54'],
    [54, '50-54'],
    [55, '55-59'],
    [59, '55-59'],
    [60, '60-64'],
    [64, '60-64'],
    [65, '65+'],
    [102, '65+'],
  ])('age %i is %s', (age, band) => {
    expect(ageBandOf(age)).toBe(band);
  });

  it('lists the fifteen MER fine bands in order', () => {
    expect(AGE_BANDS).toEqual([
      '<1',
      '1-4',
      '5-9',
      '10-14',
      '15-19',
      '20-24',
      '25-29',
      '30-34',
      '35-39',
      '40-44',
      '45-49',
      '50-54',
      '55-59',
      '60-64',
      '65+',
    ]);
  });
});

describe('ageBandOn (age on the last day of the period)', () => {
  it.each<[string, string, string, AgeBand]>([
    ['born in the period', '2026-02-10', '2026-03-31', '<1'],
    ['first birthday the day after the period', '2025-04-01', '2026-03-31', '<1'],
    ['first birthday on the last day', '2025-03-31', '2026-03-31', '1-4'],
    ['fifth birthday the day after', '2021-04-01', '2026-03-31', '1-4'],
    ['fifth birthday on the last day', '2021-03-31', '2026-03-31', '5-9'],
    ['65th birthday the day after', '1961-04-01', '2026-03-31', '60-64'],
    ['65th birthday on the last day', '1961-03-31', '2026-03-31', '65+'],
    ['born on 29 February, not yet 1 on 28 February', '2024-02-29', '2025-02-28', '<1'],
    ['born after the period (a typing error)', '2026-05-01', '2026-03-31', '<1'],
  ])('%s: %s on %s is %s', (_case, birth, end, band) => {
    expect(ageBandOn(birth, end)).toBe(band);
  });
});

describe('ageBandBirthCutoffs', () => {
  const firstBandAtOrBefore = (birth: string, end: string): AgeBand =>
    ageBandBirthCutoffs(end).find((c) => birth <= c.bornOnOrBefore)?.band ?? '<1';

  it('puts every birth date in the band of its age, leap days included', () => {
    const ends = ['2026-03-31', '2025-02-28', '2028-02-29', '2026-12-14', '2025-12-31'];
    for (const end of ends) {
      // The days around each birthday from a year after the end to 70 years before it.
      for (let years = -1; years <= 70; years += 1) {
        for (let day = -3; day <= 3; day += 1) {
          const birth = addDays(addMonths(end, -12 * years), day);
          expect([end, birth, firstBandAtOrBefore(birth, end)]).toEqual([end, birth, ageBandOn(birth, end)]);
        }
      }
    }
  });

  it('lists the bands from the oldest, each with its latest birth date', () => {
    expect(ageBandBirthCutoffs('2026-03-31').slice(0, 2)).toEqual([
      { band: '65+', bornOnOrBefore: '1961-03-31' },
      { band: '60-64', bornOnOrBefore: '1966-03-31' },
    ]);
    expect(ageBandBirthCutoffs('2026-03-31').at(-1)).toEqual({ band: '1-4', bornOnOrBefore: '2025-03-31' });
  });
});

describe('mmdIndicatorOf (days of ARVs at the last dispensing)', () => {
  it.each<[number, MmdIndicator]>([
    [1, 'TX_CURR_MMD_UNDER_3M'],
    [30, 'TX_CURR_MMD_UNDER_3M'],
    [60, 'TX_CURR_MMD_UNDER_3M'],
    [89, 'TX_CURR_MMD_UNDER_3M'],
    [90, 'TX_CURR_MMD_3_5M'],
    [120, 'TX_CURR_MMD_3_5M'],
    [179, 'TX_CURR_MMD_3_5M'],
    [180, 'TX_CURR_MMD_6M_PLUS'],
    [360, 'TX_CURR_MMD_6M_PLUS'],
  ])('%i days is %s', (days, indicator) => {
    expect(mmdIndicatorOf(days)).toBe(indicator);
  });
});

describe('the report lines', () => {
  it("has a line for each TX_ML outcome: the report's TX_ML lines, in the order of the outcomes", () => {
    expect(TX_ML_OUTCOMES.map((o) => TX_ML_REPORT_INDICATOR[o])).toEqual(
      REPORT_INDICATORS.filter((indicator) => indicator.startsWith('TX_ML_')),
    );
  });

  it('fills every indicator × age band × sex, zeros included, in a fixed order', () => {
    const cells = new Map([
      [reportCellKey('TX_CURR', '<1', 'Male'), 2],
      [reportCellKey('TX_CURR', '65+', 'Female'), 1],
      [reportCellKey('TX_PVLS_N', '20-24', 'Female'), 3],
    ]);
    const rows = reportRows(cells);
    expect(rows).toHaveLength(14 * 15 * 2);
    expect(rows.slice(0, 3)).toEqual([
      { indicator: 'TX_CURR', ageBand: '<1', sex: 'Female', value: 0 },
      { indicator: 'TX_CURR', ageBand: '<1', sex: 'Male', value: 2 },
      { indicator: 'TX_CURR', ageBand: '1-4', sex: 'Female', value: 0 },
    ]);
    expect(new Set(rows.map((r) => reportCellKey(r.indicator, r.ageBand, r.sex))).size).toBe(420);
    expect(REPORT_SEXES).toEqual(['Female', 'Male']);
    const totals = reportTotals(rows);
    expect(totals.TX_CURR).toBe(3);
    expect(totals.TX_PVLS_N).toBe(3);
    expect(totals.TX_NEW).toBe(0);
    expect(Object.keys(totals)).toEqual([...REPORT_INDICATORS]);
  });

  it('writes the CSV records: a header, then one line per cell with the period', () => {
    const rows = reportRows(new Map([[reportCellKey('TX_NEW', '1-4', 'Female'), 4]]));
    const records = reportCsvRecords({ periodStart: '2025-10-01', periodEnd: '2025-12-31', rows });
    expect(records[0]).toEqual(REPORT_CSV_HEADERS);
    expect(records).toHaveLength(421);
    expect(records).toContainEqual(['2025-10-01', '2025-12-31', 'TX_NEW', '1-4', 'Female', 4]);
  });
});

describe('programmeReportQuery', () => {
  it('takes the period as the indicators do, and format json or csv', () => {
    expect(programmeReportQuery.parse({ kind: 'pepfarQuarter', year: '2026', index: '2' })).toEqual({
      kind: 'pepfarQuarter',
      year: 2026,
      index: 2,
    });
    expect(
      programmeReportQuery.parse({ kind: 'vnQuarter', year: '2026', index: '1', format: 'csv' }).format,
    ).toBe('csv');
  });

  it('refuses an index out of its kind and an unknown format, in Vietnamese', () => {
    const index = programmeReportQuery.safeParse({ kind: 'vnQuarter', year: '2026', index: '5' });
    expect(index.error?.issues.map((i) => i.message)).toEqual([retentionMessages.quarterIndexInvalid]);
    const format = programmeReportQuery.safeParse({
      kind: 'quarter',
      year: '2026',
      index: '1',
      format: 'xls',
    });
    expect(format.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['format'], 'Định dạng chỉ nhận json hoặc csv'],
    ]);
  });
});
