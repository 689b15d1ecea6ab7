import { endpoints } from '@clinic/contract';
import { useEndpointQuery } from '../../../lib/api/endpoint-hooks';
import { activeNewestFirst, normalizeArticle, type RawArticle } from './normalize';

/** GET /Article/GetAll: the public articles, newest first. */
export function useActiveArticles() {
  return useEndpointQuery(
    endpoints.article.getAll,
    {},
    {
      select: (data: RawArticle[] | null) => activeNewestFirst((data ?? []).map(normalizeArticle)),
    },
  );
}
