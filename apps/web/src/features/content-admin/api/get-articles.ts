import { type Article, endpoints } from '@clinic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';

export interface ArticlePageQuery {
  page: number;
  pageSize: number;
  search: string;
}

export interface ArticlePage {
  items: Article[];
  total: number;
}

const endpoint = endpoints.article.getAll;

const pageQuery = (query: ArticlePageQuery) => ({
  page: query.page,
  pageSize: query.pageSize,
  search: query.search.trim() || undefined,
});

/**
 * GET /Article/GetAll?page&pageSize&search with the token: every article, hidden ones included, newest first,
 * one page at a time (the server searches titles case-insensitively).
 */
export async function getManagedArticles(query: ArticlePageQuery): Promise<ArticlePage> {
  const { data, meta } = await callEndpointFull(endpoint, { query: pageQuery(query), auth: true });
  const items = data ?? [];
  return { items, total: meta?.total ?? items.length };
}

export const managedArticlesQueryOptions = (query: ArticlePageQuery) =>
  queryOptions({
    queryKey: [...queryKeys.page(endpoint, null, pageQuery(query)), 'signed-in'],
    queryFn: () => getManagedArticles(query),
  });

export function useManagedArticles(query: ArticlePageQuery) {
  return useQuery({ ...managedArticlesQueryOptions(query), placeholderData: keepPreviousData });
}
