import type { AuditEvent } from '@clinic/contract';
import { Badge, SimpleGrid, Text } from '@mantine/core';
import { DateField } from '../../../components/date-field';
import { type DateFilters, isReversed } from '../audit-model';
import { auditMessages as m } from '../messages';

/** "Bị từ chối" in deep red with white text (AA contrast); an allowed access is plain words. */
export function OutcomeCell({ event }: { event: Pick<AuditEvent, 'outcome'> }) {
  if (event.outcome === 'allowed') return <Text size="sm">{m.allowed}</Text>;
  return <RefusedBadge />;
}

export function RefusedBadge() {
  return (
    <Badge
      variant="filled"
      color="red.9"
      style={{ textTransform: 'none', flexShrink: 0, minWidth: 'max-content' }}
    >
      {m.refused}
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
