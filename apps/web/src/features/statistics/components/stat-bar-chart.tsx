import { Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useId } from 'react';
import type { IndicatorBar } from '../indicators-model';
import { statisticsMessages as m } from '../messages';
import type { CountRow } from '../statistics-model';
import { BarChart } from './bar-chart';

/** A bar chart in a titled card, its data also given as text for screen readers. */
function ChartCard({
  title,
  description,
  summary,
  children,
  level = 2,
}: {
  title: string;
  description?: string;
  summary: string;
  children: ReactNode;
  /** the heading level, 3 inside another titled section */
  level?: 2 | 3;
}) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={level} size={level === 2 ? 'h3' : 'h4'} id={id}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      )}
      <VisuallyHidden>{summary}</VisuallyHidden>
      <div aria-hidden="true" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        {children}
      </div>
    </Paper>
  );
}

/** The six months of appointments, dataset 'Lịch khám', integer y-axis with step 1. */
export function AppointmentsChart({ data }: { data: { month: string; [key: string]: number | string }[] }) {
  const values = data.map((d) => Number(d[m.appointmentsSeries]) || 0);
  return (
    <ChartCard
      title={m.appointmentsChartTitle}
      description={m.appointmentsChartDescription}
      summary={m.chartSummary(data.map((d, i) => `${d.month}: ${values[i]}`).join('; '))}
    >
      <BarChart
        categories={data.map((d) => d.month)}
        series={[{ label: m.appointmentsSeries, color: 'teal.7' }]}
        values={values.map((v) => [v])}
        maxBarWidth={48}
      />
    </ChartCard>
  );
}

/** Counts as horizontal bars, so that long Vietnamese labels stay readable on a phone. */
export function CountsChart({ rows, title = m.countsChartTitle }: { rows: CountRow[]; title?: string }) {
  return (
    <ChartCard title={title} summary={m.chartSummary(rows.map((r) => `${r.label}: ${r.value}`).join('; '))}>
      <BarChart
        orientation="bars"
        withLegend={false}
        categories={rows.map((r) => r.label)}
        series={[{ label: m.countsSeries, color: 'teal.7' }]}
        values={rows.map((r) => [r.value])}
        maxBarWidth={28}
      />
    </ChartCard>
  );
}

/** The four series of the indicators chart: the bar data's keys, their legend names and colours. */
const INDICATOR_SERIES = [
  { name: 'txCurr', label: m.seriesTxCurr, color: 'teal.7' },
  { name: 'txNew', label: m.seriesTxNew, color: 'blue.6' },
  { name: 'txMl', label: m.seriesTxMl, color: 'orange.6' },
  { name: 'txPvls', label: m.seriesTxPvls, color: 'grape.6' },
] as const satisfies readonly { name: Exclude<keyof IndicatorBar, 'period'>; label: string; color: string }[];

/** The four programme indicators of five periods as grouped bars, oldest period first. */
export function IndicatorsChart({ data }: { data: IndicatorBar[] }) {
  const summary = data
    .map((d) => `${d.period}: ${INDICATOR_SERIES.map((s) => `${s.label} ${d[s.name]}`).join(', ')}`)
    .join('; ');
  return (
    <ChartCard
      level={3}
      title={m.indicatorsChartTitle}
      description={m.indicatorsChartDescription}
      summary={m.chartSummary(summary)}
    >
      <BarChart
        categories={data.map((d) => d.period)}
        series={INDICATOR_SERIES}
        values={data.map((d) => INDICATOR_SERIES.map((s) => d[s.name]))}
        maxBarWidth={24}
      />
    </ChartCard>
  );
}

/** The sexes' bars of the report's chart, in REPORT_SEXES order (Female, Male). */
const REPORT_SERIES = [
  { label: m.reportSexLabels.Female, color: 'grape.6' },
  { label: m.reportSexLabels.Male, color: 'blue.6' },
] as const;

/** One indicator of the programme report by age band, Female and Male side by side. */
export function ReportChart({
  title,
  bands,
  values,
}: {
  title: string;
  bands: readonly string[];
  /** values[band][sex] */
  values: number[][];
}) {
  const summary = bands
    .map(
      (band, i) => `${band}: ${REPORT_SERIES.map((s, j) => `${s.label} ${values[i]?.[j] ?? 0}`).join(', ')}`,
    )
    .join('; ');
  // Fifteen groups of columns do not fit a phone's width: there the bands are rows, as in an age pyramid.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <ChartCard
      level={2}
      title={title}
      description={m.reportChartDescription}
      summary={m.chartSummary(summary)}
    >
      <BarChart
        orientation={narrow ? 'bars' : 'columns'}
        categories={[...bands]}
        series={REPORT_SERIES}
        values={values}
        maxBarWidth={narrow ? 12 : 16}
      />
    </ChartCard>
  );
}
