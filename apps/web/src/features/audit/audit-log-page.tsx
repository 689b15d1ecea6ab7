import '../../components/form-styles';
import { AUDIT_PRESETS, type AuditLogEvent } from '@clinic/contract';
import { Button, Group, Input, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useState } from 'react';
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
  actorName,
  categoryLabel,
  exportSearch,
  idFilter,
  isFiltered,
  isReversed,
  type LogFilters,
  logQuery,
  NO_LOG_FILTERS,
  withDates,
  withPreset,
} from './audit-model';
import { DateRangeFields, EventCard, EventList, OutcomeCell } from './components/access-parts';
import { AUDIT_ROLE_LABELS, auditMessages as m } from './messages';

/**
 * /admin/audit (Admin): every access to a patient's record, newest first, searched on the server by patient (name
 * or id), acting account, the last 24 hours or 7 days or dates, with the same filters exported as CSV. Every actor
 * and the patient are named: an administrator may know who a patient is (the log holds no result). `?userId=`
 * (from an alert) and `?patientId=` open it filtered.
 */
export function AuditLogPage() {
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<LogFilters>(() => ({
    ...NO_LOG_FILTERS,
    userId: idFilter(params.get('userId')),
    patient: String(idFilter(params.get('patientId'))),
  }));
  // Names and ids are sent once typing pauses, not one request per letter.
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

  // The event's and the record's numbers go under the time and the part of the record: seven columns fit a
  // laptop's width without scrolling sideways.
  const columns: Column<AuditLogEvent>[] = [
    {
      header: m.colWhen,
      cell: (e) => <WithNumber main={formatInstant(e.at)} number={m.eventRef(e.eventId)} />,
      td: NOWRAP,
    },
    { header: m.colActor, cell: (e) => <ActorCell event={e} /> },
    { header: m.colPatient, cell: (e) => e.patientName ?? m.none },
    { header: m.colPatientId, cell: (e) => idText(e.patientId), td: NOWRAP },
    { header: m.colAction, cell: actionLabel },
    {
      header: m.colWhat,
      cell: (e) => (
        <WithNumber main={categoryLabel(e)} number={e.recordId === null ? null : m.recordRef(e.recordId)} />
      ),
    },
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={m.patientSearch}
            description={m.patientSearchHint}
            value={filters.patient}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => refilter({ ...filters, patient: event.currentTarget.value })}
          />
          <IdFilterField
            label={m.userId}
            value={filters.userId}
            onChange={(userId) => refilter({ ...filters, userId })}
          />
        </SimpleGrid>
        <PresetButtons filters={filters} onChange={refilter} />
        <DateRangeFields value={filters} onChange={(dates) => refilter(withDates(filters, dates))} />
      </Stack>
      <EventList<AuditLogEvent>
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
            {e.patientId !== null && (
              <Text size="sm">{m.cardPatient(e.patientName ?? m.none, idText(e.patientId))}</Text>
            )}
            <Text size="sm">{m.cardIds(e.recordId, e.eventId)}</Text>
          </EventCard>
        )}
        pagination={{ pages, current: page, onChange: setPage, label: m.logPagination }}
      />
    </Stack>
  );
}

/**
 * The rolling windows, as buttons that stay pressed while chosen: one press shows the last 24 hours or 7 days
 * (and clears the dates under them), a second press on the same one shows every time again.
 */
function PresetButtons({ filters, onChange }: { filters: LogFilters; onChange: (next: LogFilters) => void }) {
  const labelId = useId();
  return (
    <Stack gap={4} role="group" aria-labelledby={labelId}>
      {/* Headed like the fields around it; a div, since it names a group of buttons, not one input. */}
      <Input.Label labelElement="div" id={labelId}>
        {m.period}
      </Input.Label>
      <Group gap="xs">
        {AUDIT_PRESETS.map((preset) => (
          <Button
            key={preset}
            size="compact-md"
            variant={filters.preset === preset ? 'filled' : 'default'}
            aria-pressed={filters.preset === preset}
            onClick={() => onChange(withPreset(filters, preset))}
          >
            {m.presets[preset]}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** A cell's text with a number under it (an event's, a record's), or the text alone when there is none. */
function WithNumber({ main, number }: { main: string; number: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{main}</Text>
      {number && <Text size="xs">{number}</Text>}
    </Stack>
  );
}

/** An account's id: whole numbers from 1, typed without the spinner's arrows. */
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

/** The actor by name, then the role and the account's id (what the "Mã tài khoản" filter takes). */
function ActorCell({ event }: { event: AuditLogEvent }) {
  const role = event.actorRole && AUDIT_ROLE_LABELS[event.actorRole];
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {actorName(event)}
      </Text>
      {event.actorUserId !== null && (
        <Text size="sm">
          {role ? m.roleAndAccount(role, event.actorUserId) : m.accountId(event.actorUserId)}
        </Text>
      )}
    </Stack>
  );
}

const idText = (id: number | null) => (id === null ? m.none : m.idRef(id));
