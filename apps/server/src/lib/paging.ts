import type { PageMeta } from '@clinic/contract';

/** Page size of a list when only `page` is given (pageSize is at most 100). */
export const DEFAULT_PAGE_SIZE = 20;

/** LIKE wildcards typed by the user are matched literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface PageOptions {
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The page a list was asked for, with the rows it skips; null for the whole list (neither page nor pageSize). */
export function pageWindow(opts: PageOptions): { page: number; pageSize: number; offset: number } | null {
  if (opts.page === undefined && opts.pageSize === undefined) return null;
  const page = opts.page ?? 1;
  const pageSize = opts.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** An ordered select: awaited, the whole list; limited and offset, one page of it. */
interface Pageable<T> extends PromiseLike<T[]> {
  limit(limit: number): { offset(offset: number): PromiseLike<T[]> };
}

/**
 * With page or pageSize a list answers one page and the meta of the whole (filtered) result; without either, the
 * whole list. The count is a query over the same filter, run only when a page is asked for.
 */
export async function listPage<T, I>(
  opts: PageOptions,
  ordered: Pageable<T>,
  counted: PromiseLike<{ total: number }[]>,
  toItem: (row: T) => I,
): Promise<{ items: I[]; meta?: PageMeta }> {
  const window = pageWindow(opts);
  if (window === null) return { items: (await ordered).map(toItem) };
  const { page, pageSize, offset } = window;
  const [rows, [count]] = await Promise.all([ordered.limit(pageSize).offset(offset), counted]);
  return { items: rows.map(toItem), meta: { page, pageSize, total: count?.total ?? 0 } };
}
