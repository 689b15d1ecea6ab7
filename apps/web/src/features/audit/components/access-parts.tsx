import type { AuditEvent } from '@clinic/contract';
import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateField } from '../../../components/date-field';
import { PagedTableOrCards } from '../../../components/server-paged-table';
import { formatInstant } from '../../../lib/clinic-time';
import { actionLabel, categoryLabel, type DateFilters, isReversed } from '../audit-model';
import { AUDIT_OUTCOME_LABELS, auditMessages as m } from '../messages';

/** "Bị từ chối" in deep red with white text (AA contrast); an allowed access is plain words. */
export function OutcomeCell({ event }: { event: Pick<AuditEvent, 'outcome'> }) {
  if (event.outcome === 'allowed') return <Text size="sm">{AUDIT_OUTCOME_LABELS.allowed}</Text>;
  return <RefusedBadge />;
}

export function RefusedBadge() {
  return (
    <Badge
      variant="filled"
      color="red.9"
      style={{ textTransform: 'none', flexShrink: 0, minWidth: 'max-content' }}
    >
      {AUDIT_OUTCOME_LABELS.refused}
    </Badge>
  );
}

/**
 * The "from" and "to" dates of a log, side by side on a phone too; a reversed range is said under "to". A
 * change calls `onChange` with both ends.
 */
export function DateRangeFields({
  value,
  onChange,
}: {
  value: DateFilters;
  onChange: (next: DateFilters) => void;
}) {
  return (
    <SimpleGrid cols={2} spacing="sm">
      <DateField label={m.from} value={value.from} onChange={(from) => onChange({ ...value, from })} />
      <DateField
        label={m.to}
        value={value.to}
        error={isReversed(value) ? m.rangeReversed : null}
        onChange={(to) => onChange({ ...value, to })}
      />
    </SimpleGrid>
  );
}

/** An event as a phone's card: who and the outcome side by side, what was done and when, then `children`. */
export function EventCard({
  event,
  who,
  outcome,
  children,
}: {
  event: AuditEvent;
  who: ReactNode;
  outcome: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
        {who}
        {outcome}
      </Group>
      <Text size="sm">{m.actionOn(actionLabel(event), categoryLabel(event))}</Text>
      <Text size="sm">{formatInstant(event.at)}</Text>
      {children}
    </>
  );
}

/** A page of a log's events, counted over the table; a reversed date range asks nothing and says `noMatch`. */
export function EventList<T extends AuditEvent>({
  reversed,
  noMatch,
  ...list
}: { reversed: boolean; noMatch: string } & Omit<
  Parameters<typeof PagedTableOrCards<T>>[0],
  'count' | 'rowKey'
>) {
  if (reversed) return <Text>{noMatch}</Text>;
  return <PagedTableOrCards {...list} count={m.count} rowKey={(e) => e.eventId} />;
}
