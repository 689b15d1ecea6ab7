import '@mantine/charts/styles.css';
import '@mantine/core/styles/ColorSwatch.css';
import {
  type BandLimits,
  CD4_BAND_TEXTS,
  type Cd4Band,
  formatDateVi,
  formatNumberVi,
  VIRAL_LOAD_BAND_TEXTS,
  type ViralLoadBand,
} from '@clinic/contract';
import { LineChart, type LineChartProps } from '@mantine/charts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId } from 'react';
import { ReferenceArea } from 'recharts';
import { DataTable, NOWRAP } from '../../../components/data-table';
import { monitoringPageMessages as m } from '../messages';
import {
  type BandArea,
  byDate,
  type Cd4Row,
  cd4BandAreas,
  cd4Top,
  dayNumber,
  dayOfNumber,
  timeAxis,
  type ViralLoadRow,
  viralLoadBandAreas,
  viralLoadDomain,
  viralLoadPoint,
  viralLoadTicks,
} from '../monitoring-model';

const listOf = (values: number[]) => values.map((v) => formatNumberVi(v)).join(', ');

/** Green where all is well, through yellow and orange, to red where the doctor must act. */
const BAND_COLORS: Record<ViralLoadBand | Cd4Band, string> = {
  notDetected: 'green',
  kEqualsK: 'teal',
  lowLevel: 'yellow',
  unsuppressed: 'red',
  normal: 'green',
  moderate: 'yellow',
  low: 'orange',
  advanced: 'red',
};

/**
 * The bands shaded behind the line, passed to recharts as children of Mantine's chart (Mantine's own reference
 * lines cannot fill an area).
 */
function bandAreas(areas: BandArea<ViralLoadBand | Cd4Band>[]) {
  return areas.map(({ band, y1, y2 }) => (
    <ReferenceArea
      key={band}
      y1={y1}
      y2={y2}
      fill={`var(--mantine-color-${BAND_COLORS[band]}-5)`}
      fillOpacity={0.12}
      strokeOpacity={0}
      ifOverflow="hidden"
    />
  ));
}

/** Straight segments: a smoothed curve would show values between results that were never measured. */
const CHART_LAYOUT = { curveType: 'linear', gridAxis: 'y' } as const;

/** Room at each end of the time axis, so that the first and last dots are not cut in half. */
const X_PADDING = 16;

interface ChartProps<Row> {
  rows: readonly Row[];
  limits: BandLimits;
}

/**
 * A patient's results of one test over time in a titled card: the line over the shaded bands, and the same values
 * as a table under it, newest first. The chart is hidden from screen readers; the table is the text alternative
 * everyone can read.
 */
function ResultsChart<Row extends { date: string; testResultId: number }>({
  title,
  description,
  rows,
  series,
  point,
  yAxisProps,
  areas,
  caption,
  value,
  band,
}: {
  title: string;
  description: string;
  rows: readonly Row[];
  series: { name: string; color: string };
  point: (row: Row) => number;
  yAxisProps: LineChartProps['yAxisProps'];
  areas: BandArea<ViralLoadBand | Cd4Band>[];
  caption: string;
  value: (row: Row) => string;
  band: (row: Row) => string;
}) {
  const id = useId();
  const { ref, width } = useElementSize();
  const sorted = byDate(rows);
  const data = sorted.map((r) => ({ day: dayNumber(r.date), [series.name]: point(r) }));
  const yWidth = Number(yAxisProps?.width ?? 60);
  const axis = timeAxis(
    sorted.map((r) => r.date),
    width - yWidth - 2 * X_PADDING,
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {description}
          </Text>
        </div>
        {sorted.length === 0 ? (
          <Text size="sm">{m.noResults}</Text>
        ) : (
          <>
            <div aria-hidden="true" ref={ref}>
              <LineChart
                h={260}
                data={data}
                dataKey="day"
                series={[series]}
                {...CHART_LAYOUT}
                // A number axis of days: the space between two dots is the time between the two results.
                xAxisProps={{
                  type: 'number',
                  domain: axis.domain,
                  ticks: axis.ticks,
                  tickFormatter: axis.label,
                  padding: { left: X_PADDING, right: X_PADDING },
                }}
                // The tooltip asks for its label before any dot is hovered too, without a day.
                tooltipProps={{
                  labelFormatter: (day) => (typeof day === 'number' ? formatDateVi(dayOfNumber(day)) : ''),
                }}
                yAxisProps={yAxisProps}
                valueFormatter={(v) => formatNumberVi(v)}
                // Hidden from screen readers (the table below gives the data): nothing in it may take focus.
                lineChartProps={{ accessibilityLayer: false }}
              >
                {bandAreas(areas)}
              </LineChart>
            </div>
            <DataTable
              caption={caption}
              minWidth={300}
              rows={[...sorted].reverse()}
              rowKey={(r) => r.testResultId}
              columns={[
                { header: m.colDate, cell: (r) => formatDateVi(r.date), td: NOWRAP },
                { header: m.colValue, cell: value },
                { header: m.colBand, cell: band },
              ]}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}

export function ViralLoadChart({ rows, limits }: ChartProps<ViralLoadRow>) {
  const [min, max] = viralLoadDomain(limits, rows);
  return (
    <ResultsChart
      title={m.vlChartTitle}
      description={m.vlChartDescription(listOf([limits.vlDetection, limits.vlKeK, limits.vlUnsuppressed]))}
      rows={rows}
      series={{ name: m.vlSeries, color: 'teal.7' }}
      point={viralLoadPoint}
      yAxisProps={{
        scale: 'log',
        domain: [min, max],
        ticks: viralLoadTicks(limits, max),
        allowDataOverflow: true,
        width: 56,
      }}
      areas={viralLoadBandAreas(limits, [min, max])}
      caption={m.vlTableCaption}
      value={(r) => (r.belowDetection || r.value === null ? m.belowDetection : formatNumberVi(r.value))}
      band={(r) => VIRAL_LOAD_BAND_TEXTS[r.band].label}
    />
  );
}

export function Cd4Chart({ rows, limits }: ChartProps<Cd4Row>) {
  const top = cd4Top(limits, rows);
  return (
    <ResultsChart
      title={m.cd4ChartTitle}
      description={m.cd4ChartDescription(listOf([limits.cd4Advanced, limits.cd4Low, limits.cd4Moderate]))}
      rows={rows}
      series={{ name: m.cd4Series, color: 'blue.7' }}
      point={(r) => r.value}
      yAxisProps={{
        domain: [0, top],
        ticks: [0, limits.cd4Advanced, limits.cd4Low, limits.cd4Moderate, top],
        width: 48,
      }}
      areas={cd4BandAreas(limits, top)}
      caption={m.cd4TableCaption}
      value={(r) => formatNumberVi(r.value)}
      band={(r) => CD4_BAND_TEXTS[r.band]}
    />
  );
}
