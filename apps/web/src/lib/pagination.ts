/**
 * One page of a list paged in the browser: a page past the end (the list shrank under a filter) shows the last one,
 * and an empty list still has page 1.
 */
export function pageOf<T>(items: readonly T[], page: number, size: number) {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(page, pages);
  return { pages, current, shown: items.slice((current - 1) * size, current * size) };
}
