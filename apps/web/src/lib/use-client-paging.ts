import { useMemo, useState } from 'react';
import { pageOf } from './pagination';

/**
 * The search box and the page of a list read whole and paged in the browser: what `filter` keeps of `items` for the
 * search, and its page (pageOf). `search` goes to ListSearch, whose typing goes back to page 1.
 */
export function useClientPaging<T>(
  items: readonly T[] | undefined,
  filter: (items: readonly T[], search: string) => readonly T[],
  size: number,
) {
  const [value, onSearch] = useState('');
  const [page, setPage] = useState(1);
  const filtered = useMemo(() => filter(items ?? [], value), [filter, items, value]);
  return { search: { value, onSearch, setPage }, setPage, filtered, ...pageOf(filtered, page, size) };
}
