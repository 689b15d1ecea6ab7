import { type Article, type articleCreateBody, type articleUpdateBody, endpoints } from '@clinic/contract';
import type { z } from 'zod';
import type { PageQuery } from '../../../lib/api/endpoint-hooks';
import { useEndpointQuery, usePagedQuery } from '../../../lib/api/endpoint-hooks';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import { ApiError } from '../../../lib/api-client';
import { contentAdminMessages as m } from '../messages';
import { CONTENT_READS } from './content-reads';

export type ArticleCreateInput = z.output<typeof articleCreateBody>;
export type ArticleUpdateInput = z.output<typeof articleUpdateBody>;

/**
 * GET /Article/GetAll?page&pageSize&search with the token: every article, hidden ones included, newest first,
 * one page at a time (the server searches titles case-insensitively).
 */
export function useManagedArticles(query: PageQuery) {
  return usePagedQuery(endpoints.article.getAll, query, { auth: true });
}

function found(data: Article | null): Article {
  if (!data) throw new ApiError(404, m.articleNotFound);
  return data;
}

/** GET /Article/GetByID/{id} with the token: a hidden article too. */
export function useManagedArticle(articleId: number | null) {
  return useEndpointQuery(
    endpoints.article.getById,
    articleId === null ? null : { params: { id: articleId }, auth: true },
    { read: found },
  );
}

/** POST /Article/Create {title, content, categoryId, userId}; the server makes the caller the author. */
export const useCreateArticle = () =>
  useEndpointMutation(endpoints.article.create, {
    input: (body: ArticleCreateInput) => ({ body }),
    invalidates: CONTENT_READS,
  });

/** PUT /Article/Update: the whole article; the Hiện/Ẩn toggle sends it with isActive flipped. */
export const useUpdateArticle = () =>
  useEndpointMutation(endpoints.article.update, {
    input: (body: ArticleUpdateInput) => ({ body }),
    invalidates: CONTENT_READS,
  });

/** DELETE /Article/Delete/{id}: a real deletion. */
export const useDeleteArticle = () =>
  useEndpointMutation(endpoints.article.delete, {
    input: (articleId: number) => ({ params: { id: articleId } }),
    invalidates: CONTENT_READS,
  });
