import '@mantine/core/styles/Table.css';
import {
  Card,
  type CardProps,
  type MantineBreakpoint,
  Stack,
  Table,
  type TableProps,
  type TableTdProps,
  type TableThProps,
  Text,
} from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { ListPagination } from './list-pagination';
import { PlainList } from './plain-list';

export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Props of the column's cells: a width, no wrapping... */
  td?: TableTdProps;
  th?: TableThProps;
}

/** No wrapping: dates and times stay on one line. */
export const NOWRAP = { style: { whiteSpace: 'nowrap' } } as const;

/**
 * A list's table: a caption naming it for screen readers, one header cell per column (scope col), one row per
 * item. A column given as `false` is left out (e.g. the actions of a read-only view). It scrolls sideways under
 * `minWidth` instead of squeezing the columns.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  minWidth,
  visibleFrom,
  captionLeft = true,
  ...table
}: {
  caption: ReactNode;
  columns: readonly (Column<T> | false)[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  minWidth: number;
  visibleFrom?: TableProps['visibleFrom'];
  /** false: the caption centred under the table, as the browser lays it out. */
  captionLeft?: boolean;
} & Omit<TableProps, 'children' | 'visibleFrom'>) {
  const shown = columns.filter((column): column is Column<T> => column !== false);
  return (
    <Table.ScrollContainer minWidth={minWidth} visibleFrom={visibleFrom}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" {...table}>
        <Table.Caption style={captionLeft ? { textAlign: 'left' } : undefined}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {shown.map((column, i) => (
              <Table.Th key={i} scope="col" {...column.th}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {shown.map((column, i) => (
                <Table.Td key={i} {...column.td}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A list as a table from the `from` breakpoint up, and below it (phones) as a list of one card per row, holding
 * what `card` answers, instead of a table that scrolls sideways. `cardsLabel` names the list of cards.
 */
export function TableOrCards<T>({
  from,
  card,
  cardProps,
  cardsLabel,
  ...table
}: Omit<Parameters<typeof DataTable<T>>[0], 'visibleFrom'> & {
  from: MantineBreakpoint;
  card: (row: T) => ReactNode;
  cardProps?: CardProps;
  cardsLabel?: string;
}) {
  return (
    <>
      <DataTable {...table} visibleFrom={from} />
      <PlainList hiddenFrom={from} aria-label={cardsLabel}>
        {table.rows.map((row) => (
          <Card key={table.rowKey(row)} withBorder padding="md" {...cardProps} component="li">
            <Stack gap={6}>{card(row)}</Stack>
          </Card>
        ))}
      </PlainList>
    </>
  );
}

/** A list's page links: how many pages, the one shown, what choosing another does, and the links' name. */
export type PageLinks = Parameters<typeof ListPagination>[0];

/**
 * One page of a list as a table with the page links under it, or the sentence saying there is nothing to show
 * (`empty`) when the page has no rows.
 */
export function PagedTable<T>({
  empty,
  pagination,
  ...table
}: Parameters<typeof DataTable<T>>[0] & { empty: ReactNode; pagination: PageLinks }) {
  if (table.rows.length === 0) return <Text>{empty}</Text>;
  return (
    <Stack gap="md">
      <DataTable {...table} />
      <ListPagination {...pagination} />
    </Stack>
  );
}
