import type { Article } from '@clinic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ARTICLES_KEY } from './keys';

export interface ArticlePageQuery {
  page: number;
  pageSize: number;
  search: string;
}

export interface ArticlePage {
  items: Article[];
  total: number;
}

/**
 * GET /Article/GetAll?page&pageSize&search with the token: every article, hidden ones included, newest first,
 * one page at a time (the server searches titles case-insensitively).
 */
export async function getManagedArticles(query: ArticlePageQuery): Promise<ArticlePage> {
  const search = query.search.trim();
  const { data, meta } = await apiRequest<Article[]>('/Article/GetAll', {
    query: { page: query.page, pageSize: query.pageSize, search: search || undefined },
  });
  const items = data ?? [];
  return { items, total: meta?.total ?? items.length };
}

export const managedArticlesQueryOptions = (query: ArticlePageQuery) =>
  queryOptions({
    queryKey: [...ARTICLES_KEY, 'page', query],
    queryFn: () => getManagedArticles(query),
  });

export function useManagedArticles(query: ArticlePageQuery) {
  return useQuery({ ...managedArticlesQueryOptions(query), placeholderData: keepPreviousData });
}
