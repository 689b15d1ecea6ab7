import { Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryView } from '../../../components/query-view';
import { labScreenMessages as m } from '../messages';
import { ScrollTable } from './scroll-table';

/**
 * A read of `{ items }` as the laboratory screens show it: the loader, the failure with its retry, `empty` when
 * there is nothing, else a table named `label` with one header cell per `columns` and the rows `row` makes.
 */
export function ItemsTable<T>({
  query,
  empty,
  label,
  minWidth,
  columns,
  row,
}: {
  query: UseQueryResult<{ items: T[] } | null>;
  empty: string;
  label: string;
  minWidth: number;
  columns: readonly ReactNode[];
  row: (item: T) => ReactNode;
}) {
  return (
    <QueryView query={query} failed={m.loadError}>
      {(data) =>
        !data || data.items.length === 0 ? (
          <Text c="dimmed">{empty}</Text>
        ) : (
          <ScrollTable label={label} minWidth={minWidth}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column, i) => (
                  <Table.Th key={i}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{data.items.map(row)}</Table.Tbody>
          </ScrollTable>
        )
      }
    </QueryView>
  );
}
