import '@mantine/charts/styles.css';
import '@mantine/core/styles/ColorSwatch.css';
import { BarChart, type BarChartProps } from '@mantine/charts';
import { Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type CSSProperties, type ReactNode, useId } from 'react';
import type { IndicatorBar } from '../indicators-model';
import { statisticsMessages as m } from '../messages';
import { type CountRow, unitTicks } from '../statistics-model';

// Mantine's value labels show nothing without a formatter.
const formatCount = (value: number) => value.toLocaleString('vi-VN');

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
  const columns = useColumnChartProps(unitTicks(values));
  return (
    <ChartCard
      title={m.appointmentsChartTitle}
      description={m.appointmentsChartDescription}
      summary={m.chartSummary(data.map((d, i) => `${d.month}: ${values[i]}`).join('; '))}
    >
      <BarChart
        h={300}
        data={data}
        dataKey="month"
        series={[{ name: m.appointmentsSeries, color: 'teal.7' }]}
        maxBarWidth={48}
        {...columns}
      />
    </ChartCard>
  );
}

/** The count axis: whole numbers from 0, on the given ticks when there are few enough. */
function countAxis(ticks: number[] | undefined) {
  return {
    allowDecimals: false,
    domain: [0, ticks ? ticks.length - 1 : 'auto'] as [number, number | 'auto'],
    ...(ticks ? { ticks, tickCount: ticks.length } : {}),
  };
}

/** Each bar shows its value; the card's text gives the same data to screen readers. */
const VALUE_LABELS = {
  withBarValueLabel: true,
  accessibilityLayer: false,
  // The variable barLabelColor would set: BarChart also passes that prop on to its <div>, which React rejects.
  style: { '--chart-bar-label-color': 'var(--mantine-color-gray-8)' } as CSSProperties,
  valueFormatter: formatCount,
} as const;

/**
 * What the column charts share: a legend below, every period labelled (slanted on a phone, where five or six
 * labels do not fit side by side), a whole-number count axis and a value on each bar.
 */
function useColumnChartProps(ticks: number[] | undefined): Partial<BarChartProps> {
  const narrow = useMediaQuery('(max-width: 36em)');
  return {
    withLegend: true,
    legendProps: { verticalAlign: 'bottom' },
    tickLine: 'y',
    gridAxis: 'x',
    xAxisProps: narrow ? { interval: 0, angle: -40, textAnchor: 'end', height: 56 } : { interval: 0 },
    yAxisProps: countAxis(ticks),
    ...VALUE_LABELS,
  };
}

/** Counts as horizontal bars, so that long Vietnamese labels stay readable on a phone. */
export function CountsChart({ rows, title = m.countsChartTitle }: { rows: CountRow[]; title?: string }) {
  const ticks = unitTicks(rows.map((r) => r.value));
  const data = rows.map((r) => ({ label: r.label, [m.countsSeries]: r.value }));
  return (
    <ChartCard title={title} summary={m.chartSummary(rows.map((r) => `${r.label}: ${r.value}`).join('; '))}>
      <BarChart
        h={Math.max(160, rows.length * 44 + 40)}
        data={data}
        dataKey="label"
        orientation="vertical"
        series={[{ name: m.countsSeries, color: 'teal.7' }]}
        tickLine="x"
        gridAxis="y"
        maxBarWidth={28}
        yAxisProps={{ width: 150 }}
        xAxisProps={countAxis(ticks)}
        {...VALUE_LABELS}
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
  const columns = useColumnChartProps(unitTicks(data.flatMap((d) => INDICATOR_SERIES.map((s) => d[s.name]))));
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
        h={300}
        data={data}
        dataKey="period"
        series={[...INDICATOR_SERIES]}
        maxBarWidth={24}
        {...columns}
      />
    </ChartCard>
  );
}
