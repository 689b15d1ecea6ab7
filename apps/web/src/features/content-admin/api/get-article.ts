import type { Article } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { ARTICLES_KEY } from './keys';

/** GET /Article/GetByID/{id} with the token: a hidden article too. */
export async function getManagedArticle(articleId: number): Promise<Article> {
  const { data } = await apiRequest<Article>(`/Article/GetByID/${articleId}`);
  if (!data) throw new ApiError(404, 'Không tìm thấy bài viết');
  return data;
}

export const managedArticleQueryOptions = (articleId: number) =>
  queryOptions({
    queryKey: [...ARTICLES_KEY, 'one', articleId],
    queryFn: () => getManagedArticle(articleId),
  });

export function useManagedArticle(articleId: number | null) {
  return useQuery({ ...managedArticleQueryOptions(articleId ?? 0), enabled: articleId !== null });
}
