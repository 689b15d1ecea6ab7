import {
  formatDateVi,
  RETENTION_STATE_LABELS,
  TRACING_OUTCOME_LABELS,
  type TracingItem,
} from '@clinic/contract';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CountedSection } from '../../components/count-badge';
import { type Column, NOWRAP, TableOrCards } from '../../components/data-table';
import { ListPagination } from '../../components/list-pagination';
import { SkeletonRows } from '../../components/page-states';
import { QueryView } from '../../components/query-view';
import { usePageCount } from '../../lib/use-server-paging';
import { TRACING_PAGE_SIZE, type TracingRow, useTracingPage } from './api/tracing';
import { OutcomeModal } from './components/outcome-modal';
import { tracingMessages as m } from './messages';

// Orange with dark text and deep red with white text both keep AA contrast; the words carry the state too.
const STATE_BADGE: Record<TracingItem['state'], { color: string }> = {
  late: { color: 'orange.5' },
  interrupted: { color: 'red.9' },
};

/**
 * The tracing list (late or interrupted patients to contact) with an outcome entry per patient, paged on the
 * server. A table on wide screens, one card per patient on narrow ones, so a phone shows every field without
 * scrolling sideways.
 */
export function TracingPanel() {
  const [page, setPage] = useState(1);
  const list = useTracingPage(page);
  const [selected, setSelected] = useState<TracingRow | null>(null);
  // An outcome that takes the only patient of the last page off the list leaves that page empty: go back one.
  const total = list.data?.total ?? 0;
  const pages = usePageCount(list.data?.total, TRACING_PAGE_SIZE, page, setPage);

  return (
    <CountedSection
      id="tracing"
      title={m.panelTitle}
      count={list.data ? { count: total, label: m.count(total), color: 'red.9' } : null}
    >
      <Text size="sm" mb="md">
        {m.panelIntro}
      </Text>
      <QueryView
        query={list}
        failed={m.loadFailed}
        loading={<SkeletonRows label={m.caption} count={3} height={36} />}
      >
        {({ items }) => (
          <Stack gap="md">
            <TracingRows rows={items} onRecord={setSelected} />
            <ListPagination pages={pages} current={page} onChange={setPage} label={m.pagination} />
          </Stack>
        )}
      </QueryView>
      <OutcomeModal patient={selected} onClose={() => setSelected(null)} />
    </CountedSection>
  );
}

export function TracingRows({
  rows,
  onRecord,
}: {
  rows: readonly TracingRow[];
  onRecord: (row: TracingRow) => void;
}) {
  if (rows.length === 0) return <Text size="sm">{m.empty}</Text>;
  const columns: Column<TracingRow>[] = [
    // The state sits under the name rather than in a column of its own, so the table fits a laptop's width.
    {
      header: m.patient,
      cell: (row) => (
        <Stack gap={4} align="flex-start">
          <Text fw={600}>{row.fullName}</Text>
          <StateBadge state={row.state} />
        </Stack>
      ),
      td: { style: { minWidth: 150 } },
    },
    { header: m.phone, cell: (row) => <PhoneLink row={row} />, td: NOWRAP },
    { header: m.daysLate, cell: (row) => m.daysLateValue(row.daysLate), td: NOWRAP },
    { header: m.runOut, cell: (row) => dateOrNone(row.runOutDate), td: NOWRAP },
    { header: m.lastMissed, cell: (row) => dateOrNone(row.lastMissedAppointmentDate), td: NOWRAP },
    { header: m.lastContact, cell: (row) => dateOrNone(row.lastContactDate), td: NOWRAP },
    { header: m.lastOutcome, cell: (row) => outcomeText(row) },
    { header: m.actions, cell: (row) => <RecordButton row={row} onRecord={onRecord} />, td: NOWRAP },
  ];
  return (
    <TableOrCards
      caption={m.caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.patientId}
      minWidth={960}
      from="lg"
      cardsLabel={m.caption}
      cardProps={{ padding: 'sm', radius: 'md' }}
      card={(row) => (
        <>
          <Group justify="space-between" gap="xs" align="flex-start">
            <Text fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {row.fullName}
            </Text>
            <StateBadge state={row.state} />
          </Group>
          <PhoneLink row={row} />
          <Stack gap={2} component="dl" m={0}>
            <Fact label={m.daysLate}>{m.daysLateValue(row.daysLate)}</Fact>
            <Fact label={m.runOut}>{dateOrNone(row.runOutDate)}</Fact>
            <Fact label={m.lastMissed}>{dateOrNone(row.lastMissedAppointmentDate)}</Fact>
            <Fact label={m.lastContact}>{dateOrNone(row.lastContactDate)}</Fact>
            <Fact label={m.lastOutcome}>{outcomeText(row)}</Fact>
          </Stack>
          <RecordButton row={row} onRecord={onRecord} fullWidth />
        </>
      )}
    />
  );
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text component="dt" size="sm" fw={600}>
        {label}:
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </Group>
  );
}

function StateBadge({ state }: { state: TracingRow['state'] }) {
  return (
    <Badge
      variant="filled"
      autoContrast
      color={STATE_BADGE[state].color}
      style={{ textTransform: 'none', flexShrink: 0, minWidth: 'max-content' }}
    >
      {RETENTION_STATE_LABELS[state]}
    </Badge>
  );
}

function PhoneLink({ row }: { row: TracingRow }) {
  const phone = row.phoneNumber.trim();
  if (!phone) return <Text size="sm">{m.none}</Text>;
  // A tel: link takes digits and a leading plus only; the number is shown as the clinic wrote it.
  return (
    <Anchor
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      aria-label={m.callPatient(row.fullName, phone)}
      fw={600}
      style={{ whiteSpace: 'nowrap' }}
    >
      {phone}
    </Anchor>
  );
}

function RecordButton({
  row,
  onRecord,
  fullWidth = false,
}: {
  row: TracingRow;
  onRecord: (row: TracingRow) => void;
  fullWidth?: boolean;
}) {
  return (
    <Button
      size="compact-sm"
      variant="outline"
      fullWidth={fullWidth}
      aria-label={m.recordFor(row.fullName)}
      onClick={() => onRecord(row)}
    >
      {m.record}
    </Button>
  );
}

const dateOrNone = (date: string | null) => (date ? formatDateVi(date) : m.none);

const outcomeText = (row: TracingRow) =>
  row.lastOutcome
    ? m.outcomeOn(TRACING_OUTCOME_LABELS[row.lastOutcome.outcome], formatDateVi(row.lastOutcome.date))
    : m.none;
