import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '../lib/api/endpoint-query';
import type { useServerPaging } from '../lib/use-server-paging';
import { PagedTable, type PageLinks, TableOrCards } from './data-table';
import { ListSearch } from './list-header';
import { ListPagination } from './list-pagination';
import { QueryView } from './query-view';

/**
 * A list the server searches and pages (useServerPaging in lib/use-server-paging.ts): the search box with the
 * count of the whole filtered list, then the page as a table with the page links, or why there is nothing to
 * show (`noMatch` while a search is sent, else `empty`).
 */
export function ServerPagedTable<T>({
  paging: { list, search, setSearch, debounced, page, setPage, pages },
  searchLabel,
  searchPlaceholder,
  count,
  failed,
  serverMessage,
  empty,
  noMatch,
  paginationLabel,
  ...table
}: {
  paging: ReturnType<typeof useServerPaging<UseQueryResult<Page<T>>>>;
  searchLabel: string;
  searchPlaceholder: string;
  count: (total: number) => ReactNode;
  failed: string;
  serverMessage?: boolean;
  empty: ReactNode;
  noMatch: ReactNode;
  paginationLabel: string;
} & Omit<Parameters<typeof PagedTable<T>>[0], 'empty' | 'rows' | 'pagination'>) {
  return (
    <>
      <ListSearch
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={search}
        onSearch={setSearch}
        setPage={setPage}
        count={list.data ? count(list.data.total) : undefined}
      />
      <QueryView query={list} failed={failed} serverMessage={serverMessage}>
        {({ items }) => (
          <PagedTable
            empty={debounced ? noMatch : empty}
            rows={items}
            pagination={{ pages, current: page, onChange: setPage, label: paginationLabel }}
            {...table}
          />
        )}
      </QueryView>
    </>
  );
}

/**
 * A list the server pages, read by `list`: QueryView's states, then the page as TableOrCards with the `count` of
 * the whole list over it and the page links under it, or `empty` alone when the page has no rows. A list that
 * pages keeps its cards small and names them by the caption.
 */
export function PagedTableOrCards<T>({
  list,
  failed,
  loading,
  count,
  empty,
  pagination,
  ...table
}: Omit<Parameters<typeof TableOrCards<T>>[0], 'rows' | 'caption' | 'cardsLabel' | 'cardProps'> & {
  list: UseQueryResult<Page<T>>;
  failed: string;
  loading?: ReactNode;
  caption: string;
  count?: (total: number) => ReactNode;
  empty: ReactNode;
  pagination: PageLinks;
}) {
  return (
    <QueryView query={list} failed={failed} loading={loading}>
      {({ items, total }) =>
        items.length === 0 ? (
          empty
        ) : (
          <Stack gap="md">
            {count && (
              <Text size="sm" aria-live="polite">
                {count(total)}
              </Text>
            )}
            <TableOrCards
              {...table}
              rows={items}
              cardsLabel={table.caption}
              cardProps={{ padding: 'sm', radius: 'md' }}
            />
            <ListPagination {...pagination} />
          </Stack>
        )
      }
    </QueryView>
  );
}
