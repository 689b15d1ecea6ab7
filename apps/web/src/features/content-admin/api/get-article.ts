import { type Article, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';
import { ApiError } from '../../../lib/api-client';

const endpoint = endpoints.article.getById;

function found(data: Article | null): Article {
  if (!data) throw new ApiError(404, 'Không tìm thấy bài viết');
  return data;
}

const readArticle = (articleId: number) => callEndpoint(endpoint, { params: { id: articleId }, auth: true });

/** GET /Article/GetByID/{id} with the token: a hidden article too. */
export async function getManagedArticle(articleId: number): Promise<Article> {
  return found(await readArticle(articleId));
}

export const managedArticleQueryOptions = (articleId: number) =>
  queryOptions({
    queryKey: queryKeys.signedIn(endpoint, { id: articleId }),
    queryFn: () => getManagedArticle(articleId),
  });

export function useManagedArticle(articleId: number | null) {
  return useQuery({ ...managedArticleQueryOptions(articleId ?? 0), enabled: articleId !== null });
}
