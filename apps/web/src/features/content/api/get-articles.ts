import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import { activeArticles, type RawArticle } from './normalize';

/**
 * GET /Article/GetAll: the public articles, newest first; with `latest`, only that many (the home page's, so
 * its first visit does not download every article's text).
 */
export function useActiveArticles(latest?: number) {
  return useQuery({
    ...endpointQuery(endpoints.article.getAll, latest ? { query: { page: 1, pageSize: latest } } : {}),
    select: (data: RawArticle[] | null) => activeArticles(data),
  });
}
