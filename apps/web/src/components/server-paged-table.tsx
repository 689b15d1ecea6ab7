import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '../lib/api/endpoint-query';
import type { useServerPaging } from '../lib/use-server-paging';
import { PagedTable, type PageLinks, TableOrCards } from './data-table';
import { ListSearch } from './list-header';
import { ListPagination } from './list-pagination';
import { QueryView } from './query-view';

/** The texts of a list the server searches and pages, from the feature that shows it. */
export interface ServerListTexts {
  searchLabel: string;
  searchPlaceholder: string;
  /** The count of the whole filtered list, over the table. */
  count: (total: number) => ReactNode;
  /** Why the list could not be read. */
  failed: string;
  /** The list has nothing yet. */
  empty: ReactNode;
  /** Nothing matches the search. */
  noMatch: ReactNode;
  caption: string;
  pagination: string;
}

/**
 * A list the server searches and pages (useServerPaging in lib/use-server-paging.ts): the search box with the
 * count of the whole filtered list, then the page as a table with the page links, or why there is nothing to
 * show (`noMatch` while a search is sent, else `empty`).
 */
export function ServerPagedTable<T>({
  paging: { list, search, setSearch, debounced, page, setPage, pages },
  texts: { searchLabel, searchPlaceholder, count, failed, empty, noMatch, caption, pagination },
  serverMessage,
  ...table
}: {
  paging: ReturnType<typeof useServerPaging<UseQueryResult<Page<T>>>>;
  texts: ServerListTexts;
  serverMessage?: boolean;
} & Omit<Parameters<typeof PagedTable<T>>[0], 'empty' | 'rows' | 'pagination' | 'caption'>) {
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
            caption={caption}
            rows={items}
            pagination={{ pages, current: page, onChange: setPage, label: pagination }}
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
