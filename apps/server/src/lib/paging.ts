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

/** The page asked for, page 1 and DEFAULT_PAGE_SIZE where not given, with the rows it skips. */
function windowOf(opts: PageOptions): { page: number; pageSize: number; offset: number } {
  const page = opts.page ?? 1;
  const pageSize = opts.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** The page a list was asked for, with the rows it skips; null for the whole list (neither page nor pageSize). */
export function pageWindow(opts: PageOptions): { page: number; pageSize: number; offset: number } | null {
  return opts.page === undefined && opts.pageSize === undefined ? null : windowOf(opts);
}

/** An ordered select: awaited, the whole list; limited and offset, one page of it. */
interface Pageable<T> extends PromiseLike<T[]> {
  limit(limit: number): { offset(offset: number): PromiseLike<T[]> };
}

/**
 * One page of an ordered select (page 1 where none is given) and the meta of the whole (filtered) result, for a
 * list that is never answered whole. The count is a query over the same filter.
 */
export async function onePage<T, I>(
  opts: PageOptions,
  ordered: Pageable<T>,
  counted: PromiseLike<{ total: number }[]>,
  toItem: (row: T) => I,
): Promise<{ items: I[]; meta: PageMeta }> {
  const { page, pageSize, offset } = windowOf(opts);
  const [rows, [count]] = await Promise.all([ordered.limit(pageSize).offset(offset), counted]);
  return { items: rows.map(toItem), meta: { page, pageSize, total: count?.total ?? 0 } };
}

/**
 * With page or pageSize a list answers one page and the meta of the whole (filtered) result (onePage); without
 * either, the whole list, and the count is not run.
 */
export async function listPage<T, I>(
  opts: PageOptions,
  ordered: Pageable<T>,
  counted: PromiseLike<{ total: number }[]>,
  toItem: (row: T) => I,
): Promise<{ items: I[]; meta?: PageMeta }> {
  if (pageWindow(opts) === null) return { items: (await ordered).map(toItem) };
  return onePage(opts, ordered, counted, toItem);
}
