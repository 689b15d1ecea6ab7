import type { Article } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { activeNewestFirst, normalizeArticle, type RawArticle } from './normalize';

export async function getActiveArticles(): Promise<Article[]> {
  const { data } = await apiRequest<RawArticle[]>('/Article/GetAll', { auth: false });
  return activeNewestFirst((data ?? []).map(normalizeArticle));
}

export const articlesQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'articles'], queryFn: getActiveArticles });

export function useActiveArticles() {
  return useQuery(articlesQueryOptions());
}
