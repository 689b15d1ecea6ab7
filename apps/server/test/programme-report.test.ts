import {
  AGE_BANDS,
  type AgeBand,
  type Gender,
  type IndicatorsItem,
  type ProgrammeReportItem,
  programmeReportMessages,
  REPORT_CSV_HEADERS,
  REPORT_INDICATORS,
  REPORT_SEXES,
  type ReportIndicator,
  type ReportSex,
  reportCellKey,
  reportTotals,
  retentionMessages,
  TX_ML_OUTCOMES,
  TX_ML_REPORT_INDICATOR,
} from '@clinic/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError, expectOnlyRoles } from './helpers/expect.js';
import type { UserOverrides } from './helpers/factories.js';
import { dispense, outcome, refill, setArtStart, useRetentionClinic, visit } from './helpers/retention.js';

/**
 * The programme report on a cohort whose ages and sexes are known, for PEPFAR's FY2026 Q2 (2026-01-01 to
 * 2026-03-31; ages on 2026-03-31; TX_CURR's grace ends on 2026-03-03, the day before the period's on 2025-12-03).
 * Each patient sits in one cell and their lines are listed beside them; every other cell is zero.
 */

interface Member {
  birth: string;
  gender: Gender;
  band: AgeBand;
  lines: ReportIndicator[];
}

const COHORT = {
  // Born in 2025: new on ART in February with 60 days.
  infant: {
    birth: '2025-06-01',
    gender: 'Female',
    band: '<1',
    lines: ['TX_CURR', 'TX_NEW', 'TX_CURR_MMD_UNDER_3M'],
  },
  // One year old on the period's last day: new with 90 days (3 months: 3-5).
  oneToday: {
    birth: '2025-03-31',
    gender: 'Male',
    band: '1-4',
    lines: ['TX_CURR', 'TX_NEW', 'TX_CURR_MMD_3_5M'],
  },
  // 75: on ART since 2024, 180 days in November, suppressed viral load.
  elder: {
    birth: '1950-05-05',
    gender: 'Male',
    band: '65+',
    lines: ['TX_CURR', 'TX_PVLS_D', 'TX_PVLS_N', 'TX_CURR_MMD_6M_PLUS'],
  },
  // 65 on the last day: on treatment at the start, died in February.
  sixtyFive: { birth: '1961-03-31', gender: 'Female', band: '65+', lines: ['TX_ML_DIED'] },
  // 65 the day after the period: lapsed in October, back with a 90-day refill in February.
  sixtyFour: {
    birth: '1961-04-01',
    gender: 'Female',
    band: '60-64',
    lines: ['TX_CURR', 'TX_RTT', 'TX_CURR_MMD_3_5M'],
  },
  // On ART since May 2025, ran out in mid-December: interrupted after 6 months or more.
  thirty: { birth: '1995-07-01', gender: 'Female', band: '30-34', lines: ['TX_ML_IIT_6M_PLUS'] },
  // New in January, transferred out in March.
  fortyTwo: {
    birth: '1984-01-15',
    gender: 'Male',
    band: '40-44',
    lines: ['TX_NEW', 'TX_ML_TRANSFERRED_OUT'],
  },
  // Stopped in January.
  twentyThree: { birth: '2003-02-01', gender: 'Male', band: '20-24', lines: ['TX_ML_REFUSED_STOPPED'] },
  // A month of pills in November, never back: interrupted under 3 months on ART.
  seventeen: { birth: '2008-06-30', gender: 'Female', band: '15-19', lines: ['TX_ML_IIT_UNDER_3M'] },
  // Transferred in (ART since 2024), 90 days in January, viral load 1500: denominator only.
  thirteen: {
    birth: '2013-03-31',
    gender: 'Male',
    band: '10-14',
    lines: ['TX_CURR', 'TX_PVLS_D', 'TX_CURR_MMD_3_5M'],
  },
  // On ART since October, ran out on 2 March: interrupted between 3 and 5 months on ART.
  six: { birth: '2020-01-01', gender: 'Female', band: '5-9', lines: ['TX_ML_IIT_3_5M'] },
  // Died before the period: in no line.
  gone: { birth: '1999-01-01', gender: 'Female', band: '25-29', lines: [] },
} satisfies Record<string, Member>;

const { t, users, kit, doctor, p } = useRetentionClinic(
  Object.fromEntries(
    Object.entries(COHORT).map(([key, { birth, gender }]) => [key, { dateOfBirth: birth, gender }]),
  ) as Record<keyof typeof COHORT, UserOverrides>,
);

beforeAll(async () => {
  const d = doctor;
  await dispense(kit, p.infant, d, '2026-02-15', 60);
  await dispense(kit, p.oneToday, d, '2026-01-20', 90);
  await setArtStart(t.db, p.elder, '2024-05-01');
  await dispense(kit, p.elder, d, '2025-11-01', 180);
  await visit(kit, p.elder, d, '2025-12-01', { viralLoad: '< 50' });
  await dispense(kit, p.sixtyFive, d, '2025-12-01', 30);
  await outcome(kit, p.sixtyFive, '2026-02-15', 'died');
  const lapsed = await dispense(kit, p.sixtyFour, d, '2025-09-01', 30);
  await refill(kit, lapsed, d, '2026-02-20', 90);
  await dispense(kit, p.thirty, d, '2025-05-01', 90);
  await dispense(kit, p.thirty, d, '2025-09-15', 90);
  await dispense(kit, p.fortyTwo, d, '2026-01-05', 90);
  await outcome(kit, p.fortyTwo, '2026-03-01', 'transferredOut');
  await dispense(kit, p.twentyThree, d, '2025-11-20', 60);
  await outcome(kit, p.twentyThree, '2026-01-25', 'refused');
  await dispense(kit, p.seventeen, d, '2025-11-15', 30);
  await setArtStart(t.db, p.thirteen, '2024-05-01');
  await dispense(kit, p.thirteen, d, '2026-01-20', 90);
  await visit(kit, p.thirteen, d, '2026-01-20', { viralLoad: '1500' });
  await dispense(kit, p.six, d, '2025-10-01', 90);
  await dispense(kit, p.six, d, '2026-01-01', 60);
  await dispense(kit, p.gone, d, '2025-11-20', 30);
  await outcome(kit, p.gone, '2025-12-25', 'died');
});

const FY26Q2 = '?kind=pepfarQuarter&year=2026&index=2';
const report = (query = FY26Q2, token = users.Manager.token) =>
  t.get(`/api/Statistics/Report${query}`, token);

/** What GET /Statistics/Indicators answers for each line of the report. */
function indicatorTotals(data: IndicatorsItem): Partial<Record<ReportIndicator, number>> {
  return {
    TX_CURR: data.txCurr,
    TX_NEW: data.txNew,
    TX_RTT: data.txRtt,
    ...Object.fromEntries(TX_ML_OUTCOMES.map((o) => [TX_ML_REPORT_INDICATOR[o], data.txMl.byOutcome[o]])),
    TX_PVLS_D: data.txPvls.denominator,
    TX_PVLS_N: data.txPvls.numerator,
  };
}

describe('GET /api/Statistics/Report', () => {
  it('is for Admin and Manager only (anonymous 401, Doctor, Patient and Staff 403)', async () => {
    await expectOnlyRoles(
      t,
      users,
      { method: 'GET', url: `/api/Statistics/Report${FY26Q2}` },
      ['Admin', 'Manager'],
      200,
    );
  });

  it('answers every indicator × age band × sex once, each patient in the cell of their age and sex', async () => {
    const res = await report(FY26Q2, users.Admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(programmeReportMessages.loaded);
    const data = res.body.data as ProgrammeReportItem;
    expect([data.periodStart, data.periodEnd]).toEqual(['2026-01-01', '2026-03-31']);
    expect(data.rows).toHaveLength(REPORT_INDICATORS.length * AGE_BANDS.length * REPORT_SEXES.length);
    const cells = new Map(data.rows.map((r) => [reportCellKey(r.indicator, r.ageBand, r.sex), r.value]));
    expect(cells.size).toBe(data.rows.length);

    const expected = new Map<string, number>();
    for (const member of Object.values(COHORT) as Member[]) {
      for (const line of member.lines) {
        const key = reportCellKey(line, member.band, member.gender as ReportSex);
        expected.set(key, (expected.get(key) ?? 0) + 1);
      }
    }
    const nonZero = new Map([...cells].filter(([, value]) => value > 0));
    expect(Object.fromEntries(nonZero)).toEqual(Object.fromEntries(expected));
    // The infant and the 75-year-old by name of cell, as a reader of the table finds them.
    expect(cells.get(reportCellKey('TX_CURR', '<1', 'Female'))).toBe(1);
    expect(cells.get(reportCellKey('TX_CURR', '65+', 'Male'))).toBe(1);
    expect(cells.get(reportCellKey('TX_ML_DIED', '65+', 'Female'))).toBe(1);
    expect(cells.get(reportCellKey('TX_CURR', '1-4', 'Male'))).toBe(1);
  });

  it("adds up, line by line, to the indicators of the same period, and TX_CURR's MMD lines to TX_CURR", async () => {
    const periods = [
      FY26Q2,
      '?kind=pepfarQuarter&year=2026&index=1',
      '?kind=vnQuarter&year=2026&index=1',
      '?kind=vnQuarter&year=2026&index=2',
      '?kind=quarter&year=2026&index=1',
    ];
    for (const query of periods) {
      const totals = reportTotals((await report(query)).body.data.rows);
      const indicators = (await t.get(`/api/Statistics/Indicators${query}`, users.Manager.token)).body.data;
      const fromIndicators = indicatorTotals(indicators);
      expect({ query, ...totals }).toMatchObject({ query, ...fromIndicators });
      expect([
        query,
        totals.TX_CURR_MMD_UNDER_3M + totals.TX_CURR_MMD_3_5M + totals.TX_CURR_MMD_6M_PLUS,
      ]).toEqual([query, totals.TX_CURR]);
    }
    // The period under test has something on every indicator line of the cohort.
    expect(
      indicatorTotals((await t.get(`/api/Statistics/Indicators${FY26Q2}`, users.Manager.token)).body.data),
    ).toEqual({
      TX_CURR: 5,
      TX_NEW: 3,
      TX_RTT: 1,
      TX_ML_DIED: 1,
      TX_ML_TRANSFERRED_OUT: 1,
      TX_ML_REFUSED_STOPPED: 1,
      TX_ML_IIT_UNDER_3M: 1,
      TX_ML_IIT_3_5M: 1,
      TX_ML_IIT_6M_PLUS: 1,
      TX_PVLS_D: 2,
      TX_PVLS_N: 1,
    });
  });

  it('gives the same cells as a CSV file with a byte order mark, one line per indicator, age band and sex', async () => {
    const res = await report(`${FY26Q2}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="bao-cao-chuong-trinh-pepfarQuarter-2026-2.csv"',
    );
    const text = res.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(REPORT_CSV_HEADERS.join(','));
    expect(lines).toHaveLength(1 + 14 * 15 * 2);
    expect(lines[1]).toBe('2026-01-01,2026-03-31,TX_CURR,<1,Female,1');
    expect(lines).toContain('2026-01-01,2026-03-31,TX_CURR_MMD_6M_PLUS,65+,Male,1');
    expect(lines).toContain('2026-01-01,2026-03-31,TX_NEW,65+,Male,0');
  });

  it('refuses a bad period or format with a Vietnamese message (400)', async () => {
    const refused: [query: string, field: string, message: string][] = [
      ['?kind=year&year=2026&index=1', 'kind', retentionMessages.periodKindInvalid],
      ['?kind=pepfarQuarter&year=1999&index=1', 'year', retentionMessages.yearInvalid],
      ['?kind=vnQuarter&year=2026&index=5', 'index', retentionMessages.quarterIndexInvalid],
      [`${FY26Q2}&format=xlsx`, 'format', programmeReportMessages.formatInvalid],
    ];
    for (const [query, field, message] of refused) expectFieldError(await report(query), field, message);
    expect((await report('?kind=vnQuarter&year=2026')).statusCode).toBe(400);
  });
});
