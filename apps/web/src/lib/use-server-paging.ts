import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { PageQuery } from './api/endpoint-query';

/**
 * The search box, the page and the read of a list the server pages. The search is sent after 300 ms of quiet,
 * and a page past the end (a deletion emptied the last one) gives way to the new last page.
 */
export function useServerPaging<R extends { data?: { total: number } | undefined }>(
  pageSize: number,
  useList: (query: PageQuery) => R,
) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useList({ page, pageSize, search: debounced });
  const pages = usePageCount(list.data?.total, pageSize, page, setPage);
  return { list, search, setSearch, debounced, page, setPage, pages };
}

/**
 * The pages of a list the server pages (at least one), once its total is known; a page past the end (a deletion
 * or a filter emptied it) gives way to the new last page.
 */
export function usePageCount(
  total: number | undefined,
  pageSize: number,
  page: number,
  setPage: (page: number) => void,
): number {
  const pages = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  useEffect(() => {
    if (total !== undefined && page > pages) setPage(pages);
  }, [total, page, pages, setPage]);
  return pages;
}
