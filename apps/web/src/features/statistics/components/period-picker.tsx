import '@mantine/core/styles/Input.css';
import { formatDateVi, type ReportingPeriodKind } from '@clinic/contract';
import { Group, NativeSelect, Text } from '@mantine/core';
import { useMemo } from 'react';
import { clinicToday } from '../../../lib/clinic-time';
import {
  currentPeriod,
  indexOptions,
  type Period,
  periodLabel,
  withYear,
  yearOptions,
} from '../indicators-model';
import { statisticsMessages as m } from '../messages';

/**
 * The kind of period, its year and its index (month, quarter...), never past the newest period of the kind, which
 * moves with the kind. Choosing another kind starts from its current period.
 */
export function PeriodPicker<K extends ReportingPeriodKind>({
  kinds,
  kindLabels,
  period,
  onChange,
}: {
  kinds: readonly K[];
  kindLabels: Record<K, string>;
  period: Period;
  onChange: (period: Period) => void;
}) {
  const current = useMemo(() => currentPeriod(period.kind, clinicToday()), [period.kind]);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label={m.periodKind}
        value={period.kind}
        data={kinds.map((kind) => ({ value: kind, label: kindLabels[kind] }))}
        onChange={(event) => onChange(currentPeriod(event.currentTarget.value as K, clinicToday()))}
      />
      <NativeSelect
        label={m.periodYear}
        value={String(period.year)}
        data={yearOptions(current).map(String)}
        onChange={(event) => onChange(withYear(period, Number(event.currentTarget.value), current))}
      />
      <NativeSelect
        label={m.periodIndex[period.kind]}
        value={String(period.index)}
        data={indexOptions(period.kind, period.year, current).map(String)}
        onChange={(event) => onChange({ ...period, index: Number(event.currentTarget.value) })}
      />
    </Group>
  );
}

/** The period shown, with its first and last days as the server counted them. */
export function PeriodRange({ period, from, to }: { period: Period; from: string; to: string }) {
  return (
    <Text size="sm" fw={500}>
      {m.periodRange(periodLabel(period), formatDateVi(from), formatDateVi(to))}
    </Text>
  );
}
