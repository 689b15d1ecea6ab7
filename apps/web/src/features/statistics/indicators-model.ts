import {
  csvRecord,
  formatNumberVi,
  type IndicatorsItem,
  REPORTING_PERIOD_MAX_INDEX,
  type ReconciliationItem,
  type ReportingPeriodKind,
  reportingPeriod,
  TX_ML_OUTCOME_LABELS,
  TX_ML_OUTCOMES,
} from '@clinic/contract';
import { statisticsMessages as m } from './messages';

/** One reporting period as the indicators endpoint takes it (index 1-based). */
export interface Period {
  kind: ReportingPeriodKind;
  year: number;
  index: number;
}

/** How many periods the chart compares: the chosen one and the four before it. */
export const PERIODS_SHOWN = 5;

/**
 * The period of this kind that contains `today` (yyyy-MM-dd). A Vietnamese reporting quarter starts on the 15th
 * of the month before the quarter, so from 15 December today belongs to Q1 of the next year; the candidates are
 * tested against reportingPeriod so the two can never disagree.
 */
export function currentPeriod(kind: ReportingPeriodKind, today: string): Period {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (kind === 'month') return { kind, year, index: month };
  if (kind === 'quarter') return { kind, year, index: Math.ceil(month / 3) };
  for (const y of [year, year + 1]) {
    for (let index = 1; index <= REPORTING_PERIOD_MAX_INDEX[kind]; index += 1) {
      const { from, to } = reportingPeriod({ kind, year: y, index });
      if (from <= today && today <= to) return { kind, year: y, index };
    }
  }
  // Unreachable: the quarters of a year and the next one cover every day of the year.
  return { kind, year, index: 1 };
}

/** The period just before: January goes back to December and Q1 to Q4 of the year before. */
export function previousPeriod(period: Period): Period {
  if (period.index > 1) return { ...period, index: period.index - 1 };
  return { ...period, year: period.year - 1, index: REPORTING_PERIOD_MAX_INDEX[period.kind] };
}

/** `count` periods ending with `last`, oldest first. */
export function periodsEndingAt(last: Period, count: number = PERIODS_SHOWN): Period[] {
  const periods = [last];
  while (periods.length < count) periods.unshift(previousPeriod(periods[0] as Period));
  return periods;
}

export function periodLabel(period: Period): string {
  return m.periodLabel(period.kind, period.year, period.index);
}

export function periodShortLabel(period: Period): string {
  return m.periodShortLabel(period.kind, period.year, period.index);
}

/** The indices one may choose in `year`: none after the current period, whose data cannot exist yet. */
export function indexOptions(kind: ReportingPeriodKind, year: number, current: Period): number[] {
  const max =
    year < current.year ? REPORTING_PERIOD_MAX_INDEX[kind] : year === current.year ? current.index : 0;
  return Array.from({ length: max }, (_, i) => i + 1);
}

/** The years one may choose: the current period's year and the nine before it. */
export function yearOptions(current: Period): number[] {
  return Array.from({ length: 10 }, (_, i) => current.year - i);
}

/** A change of year keeps the index unless that would pass the current period. */
export function withYear(period: Period, year: number, current: Period): Period {
  const options = indexOptions(period.kind, year, current);
  return { ...period, year, index: Math.min(period.index, options.at(-1) ?? 1) };
}

/** The share of TX_PVLS's denominator that is suppressed, 0–100; null when there is no denominator. */
export function suppressionPercent(pvls: IndicatorsItem['txPvls']): number | null {
  if (pvls.denominator <= 0) return null;
  return (pvls.numerator / pvls.denominator) * 100;
}

/** One decimal with the Vietnamese comma, '—' without a denominator. */
export function formatPercent(percent: number | null): string {
  if (percent === null) return m.noPercent;
  return `${formatNumberVi(percent, 1)}%`;
}

/**
 * TX_ML by its six outcomes (R5), in the contract's order and zeros included: the report gives every one, and a
 * missing row would read as not counted.
 */
export function txMlBreakdown(txMl: IndicatorsItem['txMl']): { key: string; label: string; value: number }[] {
  return TX_ML_OUTCOMES.map((key) => ({ key, label: TX_ML_OUTCOME_LABELS[key], value: txMl.byOutcome[key] }));
}

/**
 * How TX_CURR moved over the period (R10) as one line. When the figures do not add up, the line says what they add
 * up to beside TX_CURR at the end, rather than write an equality that does not hold.
 */
export function reconciliationLine(r: ReconciliationItem): string {
  const n = formatNumberVi;
  const terms = m.reconciliationTerms(n(r.txCurrStart), n(r.txNew), n(r.txRtt), n(r.transfersIn), n(r.txMl));
  if (r.unexplained === 0) return m.reconciliationBalanced(terms, n(r.txCurrEnd));
  return m.reconciliationUnbalanced(terms, n(r.txCurrEnd - r.unexplained), n(r.txCurrEnd));
}

/** The warning under the line when TX_CURR at the end is not what the figures add up to; null when it is. */
export function unexplainedWarning(r: ReconciliationItem): string | null {
  if (r.unexplained === 0) return null;
  const count = formatNumberVi(Math.abs(r.unexplained));
  return r.unexplained > 0 ? m.unexplainedMore(count) : m.unexplainedFewer(count);
}

/** One bar group of the chart: a period and its four figures (TX_PVLS by its suppressed numerator). */
export interface IndicatorBar {
  period: string;
  txCurr: number;
  txNew: number;
  txMl: number;
  txPvls: number;
}

export function indicatorBars(rows: readonly { period: Period; data: IndicatorsItem }[]): IndicatorBar[] {
  return rows.map(({ period, data }) => ({
    period: periodShortLabel(period),
    txCurr: data.txCurr,
    txNew: data.txNew,
    txMl: data.txMl.total,
    txPvls: data.txPvls.numerator,
  }));
}

/** Excel reads a file without this byte order mark as the local code page and garbles Vietnamese. */
const UTF8_BOM = '\uFEFF';

/**
 * The figures as CSV: a header and one row per period. Dates stay yyyy-MM-dd and the percentage has one decimal
 * with a dot, so a spreadsheet reads them the same in any locale; the percentage is empty without a denominator.
 */
export function indicatorsCsv(rows: readonly { period: Period; data: IndicatorsItem }[]): string {
  const header = [
    m.colPeriod,
    m.colFrom,
    m.colTo,
    m.colTxCurr,
    m.colTxNew,
    m.colTxRtt,
    m.colTransfersIn,
    m.colTxMl,
    ...TX_ML_OUTCOMES.map((key) => m.colTxMlOutcome(TX_ML_OUTCOME_LABELS[key])),
    m.colPvlsNumerator,
    m.colPvlsDenominator,
    m.colPvlsPercent,
    m.colTxCurrStart,
    m.colUnexplained,
  ];
  const lines = rows.map(({ period, data }) => {
    const percent = suppressionPercent(data.txPvls);
    return [
      periodLabel(period),
      data.from,
      data.to,
      data.txCurr,
      data.txNew,
      data.txRtt,
      data.transfersIn,
      data.txMl.total,
      ...TX_ML_OUTCOMES.map((key) => data.txMl.byOutcome[key]),
      data.txPvls.numerator,
      data.txPvls.denominator,
      percent === null ? '' : percent.toFixed(1),
      data.reconciliation.txCurrStart,
      data.reconciliation.unexplained,
    ];
  });
  const records = [header, ...lines].map(csvRecord);
  return UTF8_BOM + records.join('');
}
