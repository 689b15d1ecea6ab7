import '../../../components/form-styles';
import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateField } from '../../../components/date-field';
import { parseStatusFilter, STATUS_FILTER_OPTIONS } from '../appointment-model';
import { doctorAppointmentsMessages as m } from '../messages';
import type { AppointmentList } from '../use-appointment-list';

/** The manager's filters: status, search and order on one row, then the date range. */
export function AppointmentFilters({ list }: { list: AppointmentList }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NativeSelect
          label={m.statusFilter}
          value={list.status}
          onChange={(e) => list.setStatus(parseStatusFilter(e.currentTarget.value))}
          data={STATUS_FILTER_OPTIONS.map((s) => ({
            value: s,
            label: s === 'all' ? m.allStatuses : m.status(s),
          }))}
        />
        <TextInput
          label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          type="search"
          value={list.search}
          onChange={(e) => list.setSearch(e.currentTarget.value)}
        />
        <NativeSelect
          label={m.sortByDate}
          value={list.sort}
          onChange={(e) => list.setSort(e.currentTarget.value === 'asc' ? 'asc' : 'desc')}
          data={[
            { value: 'desc', label: m.sortNewest },
            { value: 'asc', label: m.sortOldest },
          ]}
        />
      </SimpleGrid>
      {/* The two ends of the range side by side, on a phone too. */}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <DateField label={m.from} value={list.from} onChange={list.setFrom} />
        <DateField
          label={m.to}
          value={list.to}
          error={list.reversed ? m.rangeReversed : null}
          onChange={list.setTo}
        />
      </SimpleGrid>
    </Stack>
  );
}
