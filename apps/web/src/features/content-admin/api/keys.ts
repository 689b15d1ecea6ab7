import { endpoints } from '@clinic/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/api/query-keys';

const CONTENT_READS = [
  endpoints.category.getAll,
  endpoints.category.getById,
  endpoints.article.getAll,
  endpoints.article.getById,
];

/**
 * Every read of the content, the public pages' included: an article's row shows its category's name and a
 * hidden category hides its articles, so any change may show anywhere.
 */
export function invalidateContent(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    CONTENT_READS.map((endpoint) => queryClient.invalidateQueries({ queryKey: queryKeys.all(endpoint) })),
  );
}
