import '../../components/form-styles';
import type { AuditEvent } from '@clinic/contract';
import { Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { type Column, NOWRAP } from '../../components/data-table';
import { PageHeading } from '../../components/page-heading';
import { useGuardedSession } from '../../components/require-role';
import { formatInstant } from '../../lib/clinic-time';
import { usePageCount } from '../../lib/use-server-paging';
import { useMyRecordAccess } from './api/audit';
import {
  AUDIT_PAGE_SIZE,
  actionLabel,
  actorLabel,
  categoryLabel,
  type DateFilters,
  isFiltered,
  isOwnAccess,
  isReversed,
  NO_DATES,
  recordAccessQuery,
} from './audit-model';
import { DateRangeFields, EventCard, EventList, OutcomeCell, RefusedBadge } from './components/access-parts';
import { auditMessages as m } from './messages';

/**
 * /patient/record-access (Patient): who opened the patient's record, when, and what they did, newest first and
 * paged by the server. The patient's own visits are left out unless asked for, then shown as "Bạn". A table on
 * wide screens, cards on phones.
 */
export function RecordAccessPage() {
  const selfId = useGuardedSession().user.userId;
  const [filters, setFilters] = useState<DateFilters>(NO_DATES);
  const [includeOwn, setIncludeOwn] = useState(false);
  const [page, setPage] = useState(1);
  const list = useMyRecordAccess(recordAccessQuery(filters, page, AUDIT_PAGE_SIZE, includeOwn));
  const pages = usePageCount(list.data?.total, AUDIT_PAGE_SIZE, page, setPage);

  const refilter = (next: DateFilters) => {
    setFilters(next);
    setPage(1);
  };

  const who = (e: AuditEvent) => actorLabel(e, selfId);
  const columns: Column<AuditEvent>[] = [
    { header: m.colWhen, cell: (e) => formatInstant(e.at), td: NOWRAP },
    {
      header: m.colWho,
      cell: (e) => (
        <Text span size="sm" fw={isOwnAccess(e, selfId) ? 400 : 600}>
          {who(e)}
        </Text>
      ),
    },
    { header: m.colWhat, cell: categoryLabel },
    { header: m.colAction, cell: actionLabel },
    { header: m.colOutcome, cell: (e) => <OutcomeCell event={e} />, td: NOWRAP },
  ];

  return (
    <Stack gap="lg">
      <PageHeading title={m.recordAccessTitle} intro={m.recordAccessIntro} />
      <DateRangeFields value={filters} onChange={refilter} />
      <Switch
        label={m.includeOwn}
        checked={includeOwn}
        onChange={(event) => {
          setIncludeOwn(event.currentTarget.checked);
          setPage(1);
        }}
      />
      <EventList
        reversed={isReversed(filters)}
        noMatch={m.recordAccessNoMatch}
        list={list}
        failed={m.recordAccessLoadFailed}
        empty={
          <Text>
            {isFiltered(filters)
              ? m.recordAccessNoMatch
              : includeOwn
                ? m.recordAccessEmpty
                : m.recordAccessNoOthers}
          </Text>
        }
        caption={m.recordAccessCaption}
        columns={columns}
        minWidth={720}
        from="md"
        card={(e) => (
          <EventCard
            event={e}
            who={
              <Text fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {who(e)}
              </Text>
            }
            outcome={e.outcome === 'refused' && <RefusedBadge />}
          />
        )}
        pagination={{ pages, current: page, onChange: setPage, label: m.recordAccessPagination }}
      />
    </Stack>
  );
}
