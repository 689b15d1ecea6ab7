import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import { formatNumberVi, type IndicatorsItem, REPORTING_PERIOD_KINDS } from '@clinic/contract';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { ScrollTable } from '../../../components/data-table';
import { PageError } from '../../../components/page-states';
import { TitledPanel } from '../../../components/titled-panel';
import { clinicToday } from '../../../lib/clinic-time';
import { saveFile } from '../../../lib/save-file';
import { useIndicators } from '../api/get-indicators';
import {
  currentPeriod,
  formatPercent,
  indicatorBars,
  indicatorsCsv,
  type Period,
  periodLabel,
  periodsEndingAt,
  reconciliationLine,
  suppressionPercent,
  txMlBreakdown,
  unexplainedWarning,
} from '../indicators-model';
import { statisticsMessages as m } from '../messages';
import { FigureColumns, FigureSection } from './figure-table';
import { PeriodPicker, PeriodRange } from './period-picker';
import { IndicatorsChart } from './stat-bar-chart';

function StatCard({
  code,
  label,
  value,
  help,
  children,
}: {
  code: string;
  label: string;
  value: string;
  help: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={id}>
      <Stack gap={4}>
        <Text size="xs" c="dimmed" fw={600}>
          {code}
        </Text>
        <Text id={id} fw={600}>
          {label}
        </Text>
        <Text fz={28} fw={700} lh={1.2}>
          {value}
        </Text>
        {children}
        <Text size="xs" c="dimmed">
          {help}
        </Text>
      </Stack>
    </Paper>
  );
}

function StatCards({ data }: { data: IndicatorsItem }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
      <StatCard code={m.colTxCurr} label={m.txCurr} value={formatNumberVi(data.txCurr)} help={m.txCurrHelp} />
      <StatCard code={m.colTxNew} label={m.txNew} value={formatNumberVi(data.txNew)} help={m.txNewHelp} />
      <StatCard code={m.colTxRtt} label={m.txRtt} value={formatNumberVi(data.txRtt)} help={m.txRttHelp} />
      <StatCard
        code={m.colTransfersIn}
        label={m.transfersIn}
        value={formatNumberVi(data.transfersIn)}
        help={m.transfersInHelp}
      />
      <StatCard code={m.colTxMl} label={m.txMl} value={formatNumberVi(data.txMl.total)} help={m.txMlHelp}>
        <Stack gap={0} component="ul" m={0} p={0} aria-label={m.txMlOutcomes} style={{ listStyle: 'none' }}>
          {txMlBreakdown(data.txMl).map((row) => (
            <Text component="li" size="sm" key={row.key}>
              {row.label}: <b>{formatNumberVi(row.value)}</b>
            </Text>
          ))}
        </Stack>
      </StatCard>
      <StatCard
        code={m.colPvls}
        label={m.txPvls}
        value={m.txPvlsFraction(
          formatNumberVi(data.txPvls.numerator),
          formatNumberVi(data.txPvls.denominator),
        )}
        help={m.txPvlsHelp}
      >
        <Text size="sm" fw={600}>
          {formatPercent(suppressionPercent(data.txPvls))}
        </Text>
      </StatCard>
    </SimpleGrid>
  );
}

/** R10: the period's TX_CURR at the start carried to its end, and a warning when the figures do not add up. */
function Reconciliation({ data }: { data: IndicatorsItem }) {
  const warning = unexplainedWarning(data.reconciliation);
  return (
    <TitledPanel title={m.reconciliationTitle} order={3} size="h5" gap="xs">
      <Text fw={500}>{reconciliationLine(data.reconciliation)}</Text>
      {warning && (
        <Alert color="orange" variant="light" title={m.unexplainedTitle}>
          {warning}
        </Alert>
      )}
    </TitledPanel>
  );
}

/** The chart's figures as a table, for those who do not read charts and for exact numbers. */
function IndicatorsTable({ rows }: { rows: { period: Period; data: IndicatorsItem }[] }) {
  return (
    <FigureSection title={m.indicatorsTableTitle} level={3}>
      <ScrollTable minWidth={600} label={{ text: m.indicatorsTableTitle }}>
        <Table verticalSpacing="xs" highlightOnHover>
          <FigureColumns
            names={m.colPeriod}
            figures={[
              m.colTxCurr,
              m.colTxNew,
              m.colTxRtt,
              m.colTransfersIn,
              m.colTxMl,
              m.colPvls,
              m.colPvlsPercent,
            ]}
          />
          <Table.Tbody>
            {rows.map(({ period, data }) => (
              <Table.Tr key={`${period.year}-${period.index}`}>
                <Table.Th scope="row" fw={500}>
                  {periodLabel(period)}
                </Table.Th>
                <Table.Td ta="right">{formatNumberVi(data.txCurr)}</Table.Td>
                <Table.Td ta="right">{formatNumberVi(data.txNew)}</Table.Td>
                <Table.Td ta="right">{formatNumberVi(data.txRtt)}</Table.Td>
                <Table.Td ta="right">{formatNumberVi(data.transfersIn)}</Table.Td>
                <Table.Td ta="right">{formatNumberVi(data.txMl.total)}</Table.Td>
                <Table.Td ta="right">
                  {m.txPvlsFraction(
                    formatNumberVi(data.txPvls.numerator),
                    formatNumberVi(data.txPvls.denominator),
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatPercent(suppressionPercent(data.txPvls))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </FigureSection>
  );
}

/**
 * "Chỉ số chương trình": TX_CURR, TX_NEW, TX_RTT, transfers in, TX_ML and TX_PVLS of the chosen period as cards with
 * the reconciliation of TX_CURR under them, that period and the four before it as a chart and a table, and those
 * figures as a CSV file. The server scopes the figures by role (a doctor gets their own patients), so `note` only
 * says so.
 */
export function IndicatorsSection({ note }: { note?: string }) {
  const titleId = useId();
  const [period, setPeriod] = useState<Period>(() => currentPeriod('month', clinicToday()));
  const periods = useMemo(() => periodsEndingAt(period), [period]);
  const results = useIndicators(periods);
  const chosen = results.at(-1);
  const failed = results.filter((r) => r.isError);
  const rows = results.every((r) => r.data)
    ? periods.map((p, i) => ({ period: p, data: results[i]?.data as IndicatorsItem }))
    : null;

  const download = () => {
    if (!rows) return;
    saveFile(
      new Blob([indicatorsCsv(rows)], { type: 'text/csv;charset=utf-8' }),
      m.csvFileName(period.kind, period.year, period.index),
    );
  };

  let body: ReactNode;
  if (failed.length > 0) {
    body = (
      <PageError
        message={m.indicatorsLoadFailed}
        onRetry={() => {
          for (const r of failed) void r.refetch();
        }}
      />
    );
  } else {
    body = (
      <Stack gap="md">
        {chosen?.data ? (
          <>
            <PeriodRange period={period} from={chosen.data.from} to={chosen.data.to} />
            <StatCards data={chosen.data} />
            <Reconciliation data={chosen.data} />
          </>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" aria-busy="true">
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <Skeleton key={n} height={180} radius="md" />
            ))}
          </SimpleGrid>
        )}
        {rows ? (
          // One above the other: side by side, the eight-column table would need to scroll on a laptop.
          <Stack gap="md">
            <IndicatorsChart data={indicatorBars(rows)} />
            <IndicatorsTable rows={rows} />
          </Stack>
        ) : (
          <Skeleton height={320} radius="md" aria-busy="true" />
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h3" id={titleId}>
              {m.indicatorsTitle}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {m.indicatorsDescription}
              {note && ` ${note}`}
            </Text>
          </div>
          <Button variant="default" onClick={download} disabled={!rows}>
            {m.downloadCsv}
          </Button>
        </Group>
        <PeriodPicker
          kinds={REPORTING_PERIOD_KINDS}
          kindLabels={m.kindLabels}
          period={period}
          onChange={setPeriod}
        />
        {body}
      </Stack>
    </Paper>
  );
}
