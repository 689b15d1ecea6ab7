import '@mantine/charts/styles.css';
import '@mantine/core/styles/ColorSwatch.css';
import { CD4_BAND_TEXTS, formatDateVi, VIRAL_LOAD_BAND_TEXTS } from '@clinic/contract';
import { LineChart } from '@mantine/charts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { DataTable, NOWRAP } from '../../../components/data-table';
import { monitoringPageMessages as m } from '../messages';
import {
  byDate,
  CD4_REFERENCE_LINES,
  type Cd4Row,
  type ViralLoadRow,
  VL_REFERENCE_LINES,
  viralLoadDomain,
  viralLoadPoint,
  viralLoadTicks,
} from '../monitoring-model';

const formatNumber = (value: number) => value.toLocaleString('vi-VN');

/**
 * A chart in a titled card with the same values as a table under it: the chart is hidden from screen readers,
 * the table is the text alternative everyone can read.
 */
function ChartCard({
  title,
  description,
  empty,
  chart,
  table,
}: {
  title: string;
  description: string;
  empty: boolean;
  chart: ReactNode;
  table: ReactNode;
}) {
  const id = useId();
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
        {empty ? (
          <Text size="sm">{m.noResults}</Text>
        ) : (
          <>
            <div aria-hidden="true">{chart}</div>
            {table}
          </>
        )}
      </Stack>
    </Paper>
  );
}

const referenceLines = (values: readonly number[]) =>
  values.map((y) => ({ y, label: formatNumber(y), color: 'red.7', strokeDasharray: '4 4' }));

/**
 * Straight segments: a smoothed curve would show values between results that were never measured. The x labels
 * keep their distance so that a phone shows a few dates rather than overlapping ones.
 */
const CHART_LAYOUT = { curveType: 'linear', xAxisProps: { minTickGap: 24 }, gridAxis: 'y' } as const;

export function ViralLoadChart({ rows }: { rows: readonly ViralLoadRow[] }) {
  const sorted = byDate(rows);
  const data = sorted.map((r) => ({ date: formatDateVi(r.date), [m.vlSeries]: viralLoadPoint(r) }));
  const [min, max] = viralLoadDomain(sorted);
  return (
    <ChartCard
      title={m.vlChartTitle}
      description={m.vlChartDescription}
      empty={sorted.length === 0}
      chart={
        <LineChart
          h={260}
          data={data}
          dataKey="date"
          series={[{ name: m.vlSeries, color: 'teal.7' }]}
          {...CHART_LAYOUT}
          yAxisProps={{
            scale: 'log',
            domain: [min, max],
            ticks: viralLoadTicks(max),
            allowDataOverflow: true,
            width: 56,
          }}
          valueFormatter={formatNumber}
          referenceLines={referenceLines(VL_REFERENCE_LINES)}
        />
      }
      table={
        <DataTable
          caption={m.vlTableCaption}
          minWidth={300}
          rows={[...sorted].reverse()}
          rowKey={(r) => r.testResultId}
          columns={[
            { header: m.colDate, cell: (r) => formatDateVi(r.date), td: NOWRAP },
            {
              header: m.colValue,
              cell: (r) => (r.belowDetection || r.value === null ? m.belowDetection : formatNumber(r.value)),
            },
            { header: m.colBand, cell: (r) => VIRAL_LOAD_BAND_TEXTS[r.band].label },
          ]}
        />
      }
    />
  );
}

export function Cd4Chart({ rows }: { rows: readonly Cd4Row[] }) {
  const sorted = byDate(rows);
  const data = sorted.map((r) => ({ date: formatDateVi(r.date), [m.cd4Series]: r.value }));
  const top = Math.max(600, ...sorted.map((r) => r.value));
  return (
    <ChartCard
      title={m.cd4ChartTitle}
      description={m.cd4ChartDescription}
      empty={sorted.length === 0}
      chart={
        <LineChart
          h={260}
          data={data}
          dataKey="date"
          series={[{ name: m.cd4Series, color: 'blue.7' }]}
          {...CHART_LAYOUT}
          yAxisProps={{ domain: [0, Math.ceil(top / 100) * 100], width: 48 }}
          valueFormatter={formatNumber}
          referenceLines={referenceLines(CD4_REFERENCE_LINES)}
        />
      }
      table={
        <DataTable
          caption={m.cd4TableCaption}
          minWidth={300}
          rows={[...sorted].reverse()}
          rowKey={(r) => r.testResultId}
          columns={[
            { header: m.colDate, cell: (r) => formatDateVi(r.date), td: NOWRAP },
            { header: m.colValue, cell: (r) => formatNumber(r.value) },
            { header: m.colBand, cell: (r) => CD4_BAND_TEXTS[r.band] },
          ]}
        />
      }
    />
  );
}
