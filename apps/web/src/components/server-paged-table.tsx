import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '../lib/api/endpoint-query';
import type { useServerPaging } from '../lib/use-server-paging';
import { PagedTable } from './data-table';
import { ListSearch } from './list-header';
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
} & Omit<Parameters<typeof PagedTable<T>>[0], 'empty' | 'rows' | 'pages' | 'current' | 'onPage'>) {
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
            pages={pages}
            current={page}
            onPage={setPage}
            {...table}
          />
        )}
      </QueryView>
    </>
  );
}
