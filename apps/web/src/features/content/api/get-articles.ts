import { endpoints } from '@clinic/contract';
import { useEndpointQuery } from '../../../lib/api/endpoint-hooks';
import { activeArticles, type RawArticle } from './normalize';

/**
 * GET /Article/GetAll: the public articles, newest first; with `latest`, only that many (the home page's, so
 * its first visit does not download every article's text).
 */
export function useActiveArticles(latest?: number) {
  return useEndpointQuery(endpoints.article.getAll, latest ? { query: { page: 1, pageSize: latest } } : {}, {
    select: (data: RawArticle[] | null) => activeArticles(data),
  });
}
