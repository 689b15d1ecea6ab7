import { type Article, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';
import { activeNewestFirst, normalizeArticle, type RawArticle } from './normalize';

const endpoint = endpoints.article.getAll;

const activeArticles = (data: RawArticle[] | null): Article[] =>
  activeNewestFirst((data ?? []).map(normalizeArticle));

export async function getActiveArticles(): Promise<Article[]> {
  return activeArticles(await callEndpoint(endpoint));
}

export const articlesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.of(endpoint),
    queryFn: () => callEndpoint(endpoint),
    select: activeArticles,
  });

export function useActiveArticles() {
  return useQuery(articlesQueryOptions());
}
