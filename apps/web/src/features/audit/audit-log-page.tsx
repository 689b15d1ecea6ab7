import '../../components/form-styles';
import type { AuditEvent } from '@clinic/contract';
import { Button, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { type Column, NOWRAP } from '../../components/data-table';
import { PageHeading } from '../../components/page-heading';
import { apiErrorMessage, isSessionError } from '../../lib/api-errors';
import { formatInstant } from '../../lib/clinic-time';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSearchParams } from '../../lib/router';
import { usePageCount } from '../../lib/use-server-paging';
import { downloadAuditCsv, useAuditEvents } from './api/audit';
import {
  AUDIT_PAGE_SIZE,
  actionLabel,
  actorLabel,
  categoryLabel,
  exportSearch,
  idFilter,
  isFiltered,
  isReversed,
  type LogFilters,
  logQuery,
} from './audit-model';
import { DateRangeFields, EventCard, EventList, OutcomeCell } from './components/access-parts';
import { auditMessages as m } from './messages';

/**
 * /admin/audit (Admin): every access to a patient's record, newest first, filtered by dates, acting account and
 * patient on the server, with the same filters exported as CSV. `?userId=` (from an alert) opens it filtered.
 */
export function AuditLogPage() {
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<LogFilters>(() => ({
    from: '',
    to: '',
    userId: idFilter(params.get('userId')),
    patientId: idFilter(params.get('patientId')),
  }));
  // Ids are sent once typing pauses, not one request per digit.
  const [sent] = useDebouncedValue(filters, 300);
  const [page, setPage] = useState(1);
  const list = useAuditEvents(logQuery(sent, page, AUDIT_PAGE_SIZE));
  const pages = usePageCount(list.data?.total, AUDIT_PAGE_SIZE, page, setPage);
  const [exporting, setExporting] = useState(false);

  const refilter = (next: LogFilters) => {
    setFilters(next);
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAuditCsv(exportSearch(filters), m.csvFileName);
      notifySuccess(m.exported);
    } catch (error) {
      if (!isSessionError(error)) notifyError(apiErrorMessage(error, m.exportFailed));
    } finally {
      setExporting(false);
    }
  };

  const columns: Column<AuditEvent>[] = [
    { header: m.colEvent, cell: (e) => e.eventId, td: NOWRAP },
    { header: m.colWhen, cell: (e) => formatInstant(e.at), td: NOWRAP },
    { header: m.colActor, cell: (e) => <ActorCell event={e} /> },
    { header: m.colPatient, cell: (e) => idText(e.patientId), td: NOWRAP },
    { header: m.colAction, cell: actionLabel },
    { header: m.colWhat, cell: categoryLabel },
    { header: m.colRecord, cell: (e) => idText(e.recordId), td: NOWRAP },
    { header: m.colOutcome, cell: (e) => <OutcomeCell event={e} />, td: NOWRAP },
  ];

  return (
    <Stack gap="lg">
      <PageHeading
        title={m.logTitle}
        intro={m.logIntro}
        action={
          <Button
            variant="default"
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={isReversed(filters)}
          >
            {m.exportCsv}
          </Button>
        }
      />
      <Stack gap="sm" role="group" aria-label={m.filters}>
        <DateRangeFields value={filters} onChange={(dates) => refilter({ ...filters, ...dates })} />
        <SimpleGrid cols={2} spacing="sm">
          <IdFilterField
            label={m.userId}
            value={filters.userId}
            onChange={(userId) => refilter({ ...filters, userId })}
          />
          <IdFilterField
            label={m.patientId}
            value={filters.patientId}
            onChange={(patientId) => refilter({ ...filters, patientId })}
          />
        </SimpleGrid>
      </Stack>
      <EventList
        reversed={isReversed(filters)}
        noMatch={m.logNoMatch}
        list={list}
        failed={m.logLoadFailed}
        empty={<Text>{isFiltered(sent) ? m.logNoMatch : m.logEmpty}</Text>}
        caption={m.logCaption}
        columns={columns}
        minWidth={960}
        from="lg"
        card={(e) => (
          <EventCard event={e} who={<ActorCell event={e} />} outcome={<OutcomeCell event={e} />}>
            <Text size="sm">{m.cardIds(idText(e.patientId), idText(e.recordId), e.eventId)}</Text>
          </EventCard>
        )}
        pagination={{ pages, current: page, onChange: setPage, label: m.logPagination }}
      />
    </Stack>
  );
}

/** An account's or a patient's id: whole numbers from 1, typed without the spinner's arrows. */
function IdFilterField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | '';
  onChange: (id: number | '') => void;
}) {
  return (
    <NumberInput
      label={label}
      min={1}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      value={value}
      onChange={(next) => onChange(idFilter(next))}
    />
  );
}

/** The actor by name or role, and the account's id (what the "Mã tài khoản" filter takes). */
function ActorCell({ event }: { event: AuditEvent }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {actorLabel(event)}
      </Text>
      {event.actorUserId !== null && <Text size="sm">{m.accountId(event.actorUserId)}</Text>}
    </Stack>
  );
}

const idText = (id: number | null) => (id === null ? m.none : m.idRef(id));
