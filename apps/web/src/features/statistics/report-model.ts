import {
  AGE_BANDS,
  type ProgrammeReportItem,
  REPORT_INDICATORS,
  REPORT_SEXES,
  type ReportIndicator,
  type ReportingPeriodKind,
  type ReportSex,
  reportCellKey,
} from '@clinic/contract';
import { statisticsMessages as m } from './messages';

/** The periods a programme report is sent for: PEPFAR's fiscal quarter and Vietnam's reporting quarter. */
export const REPORT_PERIOD_KINDS = [
  'pepfarQuarter',
  'vnQuarter',
] as const satisfies readonly ReportingPeriodKind[];

/** One line of the table: a sex's counts by age band, or both sexes together, and the line's total. */
export interface ReportLine {
  key: ReportSex | 'total';
  label: string;
  values: number[];
  total: number;
}

/** One indicator of the table: its Female, Male and total lines. */
export interface ReportBlock {
  indicator: ReportIndicator;
  label: string;
  lines: ReportLine[];
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The answer's cells as the table shows them: per indicator a line per sex and one for both, by age band. */
export function reportBlocks(report: ProgrammeReportItem): ReportBlock[] {
  const cells = new Map(report.rows.map((r) => [reportCellKey(r.indicator, r.ageBand, r.sex), r.value]));
  return REPORT_INDICATORS.map((indicator) => {
    const bySex = REPORT_SEXES.map((sex): ReportLine => {
      const values = AGE_BANDS.map((band) => cells.get(reportCellKey(indicator, band, sex)) ?? 0);
      return { key: sex, label: m.reportSexLabels[sex], values, total: sum(values) };
    });
    const values = AGE_BANDS.map((_, i) => sum(bySex.map((line) => line.values[i] ?? 0)));
    const both: ReportLine = { key: 'total', label: m.reportBothSexes, values, total: sum(values) };
    return { indicator, label: m.reportIndicatorLabels[indicator], lines: [...bySex, both] };
  });
}

/** One indicator for the chart: per age band the Female and the Male count, in REPORT_SEXES order. */
export function reportBars(blocks: readonly ReportBlock[], indicator: ReportIndicator): number[][] {
  const block = blocks.find((b) => b.indicator === indicator);
  return AGE_BANDS.map((_, i) =>
    REPORT_SEXES.map((sex) => block?.lines.find((l) => l.key === sex)?.values[i] ?? 0),
  );
}
