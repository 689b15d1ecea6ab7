import type { Article } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { normalizeArticle, type RawArticle } from './normalize';

/** null when the article does not exist or is not public. */
export async function getArticle(id: number): Promise<Article | null> {
  try {
    const { data } = await apiRequest<RawArticle>(`/Article/GetByID/${id}`, { auth: false });
    const article = data ? normalizeArticle(data) : null;
    return article?.isActive ? article : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const articleQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['public', 'article', id], queryFn: () => getArticle(id) });

export function useArticle(id: number) {
  return useQuery({ ...articleQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
