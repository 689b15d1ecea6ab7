/** Default page size of the admin lists when only `page` is given (pageSize is at most 100). */
export const DEFAULT_PAGE_SIZE = 20;

/** LIKE wildcards typed by the user are matched literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** With page or pageSize a list answers one page and its meta; without either, the whole list. */
export function pageOf(opts: {
  page?: number | undefined;
  pageSize?: number | undefined;
}): { page: number; pageSize: number; offset: number } | null {
  if (opts.page === undefined && opts.pageSize === undefined) return null;
  const page = opts.page ?? 1;
  const pageSize = opts.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}
