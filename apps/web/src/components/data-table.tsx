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
import { type Key, type ReactNode, useEffect, useId, useRef, useState } from 'react';
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

/** Whether the element is narrower than what it holds, measured again whenever either changes size. */
function useScrollsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}

/**
 * A table that scrolls sideways under `minWidth`. While it does (a phone), its scroll area is a named region that
 * Tab reaches, so that keyboard users can scroll it with the arrow keys; when the whole table fits, it is no stop.
 */
export function ScrollTable({
  minWidth,
  visibleFrom,
  label,
  children,
}: {
  minWidth: number;
  visibleFrom?: TableProps['visibleFrom'];
  /** The region's name: a text, or the id of what names it (the table's caption). */
  label: { text: string } | { by: string };
  children: ReactNode;
}) {
  const { ref, scrolls } = useScrollsSideways();
  const name = 'text' in label ? { 'aria-label': label.text } : { 'aria-labelledby': label.by };
  return (
    <Table.ScrollContainer
      ref={ref}
      type="native"
      minWidth={minWidth}
      visibleFrom={visibleFrom}
      {...(scrolls ? { tabIndex: 0, role: 'region', ...name } : {})}
    >
      {children}
    </Table.ScrollContainer>
  );
}

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
  const captionId = useId();
  return (
    <ScrollTable minWidth={minWidth} visibleFrom={visibleFrom} label={{ by: captionId }}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" {...table}>
        <Table.Caption id={captionId} style={captionLeft ? { textAlign: 'left' } : undefined}>
          {caption}
        </Table.Caption>
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
    </ScrollTable>
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
