/**
 * The programme report: the indicators of one reporting period (retention.ts, R4–R9) broken down by the MER fine
 * age bands and sex, and TX_CURR also by the months of ARVs given at the last dispensing. Pure rules and the API's
 * shapes; the server counts each patient once, with the same verdicts as GET /Statistics/Indicators, so each
 * indicator's cells add up to its total there.
 */
import { z } from 'zod';
import { addMonths, ageInYears } from './dates.js';
import { reportingPeriodQuery, type TxMlOutcome } from './retention.js';
import type { GENDERS } from './rules.js';

/** Every indicator of the report, in the order of its table, its chart and its CSV. */
export const REPORT_INDICATORS = [
  'TX_CURR',
  'TX_NEW',
  'TX_RTT',
  'TX_ML_DIED',
  'TX_ML_TRANSFERRED_OUT',
  'TX_ML_REFUSED_STOPPED',
  'TX_ML_IIT_UNDER_3M',
  'TX_ML_IIT_3_5M',
  'TX_ML_IIT_6M_PLUS',
  'TX_PVLS_D',
  'TX_PVLS_N',
  'TX_CURR_MMD_UNDER_3M',
  'TX_CURR_MMD_3_5M',
  'TX_CURR_MMD_6M_PLUS',
] as const;
export type ReportIndicator = (typeof REPORT_INDICATORS)[number];

/** TX_ML's line of each outcome of R5 (txMlStatus). */
export const TX_ML_REPORT_INDICATOR: Record<TxMlOutcome, ReportIndicator> = {
  died: 'TX_ML_DIED',
  transferredOut: 'TX_ML_TRANSFERRED_OUT',
  refusedStopped: 'TX_ML_REFUSED_STOPPED',
  iitUnder3Months: 'TX_ML_IIT_UNDER_3M',
  iit3To5Months: 'TX_ML_IIT_3_5M',
  iit6PlusMonths: 'TX_ML_IIT_6M_PLUS',
};

/**
 * The MER fine age bands, each with the age in whole years at which it starts; a band ends where the next starts.
 * Age is taken on the last day of the period.
 */
export const AGE_BAND_STARTS = [
  { band: '<1', from: 0 },
  { band: '1-4', from: 1 },
  { band: '5-9', from: 5 },
  { band: '10-14', from: 10 },
  { band: '15-19', from: 15 },
  { band: '20-24', from: 20 },
  { band: '25-29', from: 25 },
  { band: '30-34', from: 30 },
  { band: '35-39', from: 35 },
  { band: '40-44', from: 40 },
  { band: '45-49', from: 45 },
  { band: '50-54', from: 50 },
  { band: '55-59', from: 55 },
  { band: '60-64', from: 60 },
  { band: '65+', from: 65 },
] as const;
export type AgeBand = (typeof AGE_BAND_STARTS)[number]['band'];
export const AGE_BANDS: readonly AgeBand[] = AGE_BAND_STARTS.map((b) => b.band);

/**
 * The report's sexes: the patient's gender as recorded on the account, which the database allows only as Female or
 * Male (GENDERS), so no patient is left out of a cell.
 */
export const REPORT_SEXES = ['Female', 'Male'] as const satisfies readonly (typeof GENDERS)[number][];
export type ReportSex = (typeof REPORT_SEXES)[number];

/**
 * The age band of an age in whole years. An age under 1 is '<1', and so is a negative one (a birth date after the
 * period, which only a typing error makes): every patient counted in an indicator lands in one cell.
 */
export function ageBandOf(age: number): AgeBand {
  let band: AgeBand = '<1';
  for (const start of AGE_BAND_STARTS) if (age >= start.from) band = start.band;
  return band;
}

/** The age band of a patient born on `birthDate` on the period's last day (yyyy-MM-dd). */
export const ageBandOn = (birthDate: string, periodEnd: string): AgeBand =>
  ageBandOf(ageInYears(birthDate, periodEnd));

/**
 * The same bands as birth dates, for a query that compares each patient's birth date with a few fixed days
 * instead of working out every age: a patient is in the last band whose `bornOnOrBefore` their birth date is on or
 * before (one `from` years before the period's last day, 29 February falling back to the 28th as ageInYears
 * counts it), else in '<1'. Oldest band first.
 */
export function ageBandBirthCutoffs(periodEnd: string): { band: AgeBand; bornOnOrBefore: string }[] {
  return AGE_BAND_STARTS.filter((b) => b.from > 0)
    .map((b) => ({ band: b.band, bornOnOrBefore: addMonths(periodEnd, -12 * b.from) }))
    .reverse();
}

/**
 * Multi-month dispensing: days of ARVs given at the last dispensing at which a supply counts as 3 months, and as
 * 6. A month of pills is 30 days, so the usual 90 and 180 days are 3 and 6 months.
 */
export const MMD_DAYS = { threeMonths: 90, sixMonths: 180 } as const;

/** TX_CURR's MMD lines, shortest supply first, each with the days dispensed at which it starts. */
export const MMD_BAND_STARTS = [
  { indicator: 'TX_CURR_MMD_UNDER_3M', from: 0 },
  { indicator: 'TX_CURR_MMD_3_5M', from: MMD_DAYS.threeMonths },
  { indicator: 'TX_CURR_MMD_6M_PLUS', from: MMD_DAYS.sixMonths },
] as const satisfies readonly { indicator: ReportIndicator; from: number }[];
export type MmdIndicator = (typeof MMD_BAND_STARTS)[number]['indicator'];

/** TX_CURR's MMD line of a supply of `days` days (the last dispensing's): < 3, 3–5 or ≥ 6 months. */
export function mmdIndicatorOf(days: number): MmdIndicator {
  let indicator: MmdIndicator = 'TX_CURR_MMD_UNDER_3M';
  for (const start of MMD_BAND_STARTS) if (days >= start.from) indicator = start.indicator;
  return indicator;
}

export interface ReportRow {
  indicator: ReportIndicator;
  ageBand: AgeBand;
  sex: ReportSex;
  value: number;
}

/** The key of one cell in the counts given to reportRows. */
export const reportCellKey = (indicator: ReportIndicator, ageBand: AgeBand, sex: ReportSex): string =>
  `${indicator}|${ageBand}|${sex}`;

/**
 * Every cell of the report in its fixed order (indicator, then age band, then sex), the counts of `cells` (by
 * reportCellKey) and zero for the rest: a reader finds each line where it always is.
 */
export function reportRows(cells: ReadonlyMap<string, number>): ReportRow[] {
  return REPORT_INDICATORS.flatMap((indicator) =>
    AGE_BANDS.flatMap((ageBand) =>
      REPORT_SEXES.map((sex) => ({
        indicator,
        ageBand,
        sex,
        value: cells.get(reportCellKey(indicator, ageBand, sex)) ?? 0,
      })),
    ),
  );
}

/** Each indicator's total over its cells: what GET /Statistics/Indicators answers for it. */
export function reportTotals(rows: readonly ReportRow[]): Record<ReportIndicator, number> {
  const totals = Object.fromEntries(REPORT_INDICATORS.map((i) => [i, 0])) as Record<ReportIndicator, number>;
  for (const row of rows) totals[row.indicator] += row.value;
  return totals;
}

export const programmeReportMessages = {
  loaded: 'Đã tải báo cáo chương trình',
  formatInvalid: 'Định dạng chỉ nhận json hoặc csv',
} as const;

/** ?kind=&year=&index= as GET /Statistics/Indicators takes them, and format=csv for the file. */
export const programmeReportQuery = reportingPeriodQuery.safeExtend({
  format: z.enum(['json', 'csv'], { error: programmeReportMessages.formatInvalid }).optional(),
});
export type ProgrammeReportQuery = z.output<typeof programmeReportQuery>;

export const programmeReportItem = z.object({
  /** the period's first and last day, yyyy-MM-dd */
  periodStart: z.string(),
  periodEnd: z.string(),
  rows: z.array(
    z.object({
      indicator: z.enum(REPORT_INDICATORS),
      ageBand: z.enum(AGE_BANDS as [AgeBand, ...AgeBand[]]),
      sex: z.enum(REPORT_SEXES),
      value: z.number().int().min(0),
    }),
  ),
});
export type ProgrammeReportItem = z.output<typeof programmeReportItem>;

/** The CSV's columns: the period on every line, so that a line copied elsewhere still says when it counts. */
export const REPORT_CSV_HEADERS = ['Từ ngày', 'Đến ngày', 'Chỉ số', 'Nhóm tuổi', 'Giới tính', 'Số bệnh nhân'];

/** The CSV's records, header first: one per indicator, age band and sex, the codes as the JSON answers them. */
export function reportCsvRecords(report: ProgrammeReportItem): (string | number)[][] {
  return [
    REPORT_CSV_HEADERS,
    ...report.rows.map((r) => [report.periodStart, report.periodEnd, r.indicator, r.ageBand, r.sex, r.value]),
  ];
}

/** The CSV's file name, which the server gives and the screen falls back on. */
export const reportCsvFileName = (query: { kind: string; year: number; index: number }): string =>
  `bao-cao-chuong-trinh-${query.kind}-${query.year}-${query.index}.csv`;
