import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { useBodyMutation, useIdMutation } from '../../../lib/api/endpoint-mutation';
import { endpointPage, endpointRecord, type PageQuery, pageQuery } from '../../../lib/api/endpoint-query';
import { contentAdminMessages as m } from '../messages';

const { article } = endpoints;

/**
 * GET /Article/GetAll?page&pageSize&search with the token: every article, hidden ones included, newest first,
 * one page at a time (the server searches titles case-insensitively).
 */
export function useManagedArticles(query: PageQuery) {
  return useQuery(endpointPage(article.getAll, { query: pageQuery(query), auth: true }));
}

/** GET /Article/GetByID/{id} with the token: a hidden article too. */
export function useManagedArticle(articleId: number | null) {
  return useQuery(endpointRecord(article.getById, articleId, m.articleNotFound, { auth: true }));
}

/** POST /Article/Create {title, content, categoryId, userId}; the server makes the caller the author. */
export const useCreateArticle = () => useBodyMutation(article.create);

/** PUT /Article/Update: the whole article; the Hiện/Ẩn toggle sends it with isActive flipped. */
export const useUpdateArticle = () => useBodyMutation(article.update);

/** DELETE /Article/Delete/{id}: a real deletion. */
export const useDeleteArticle = () => useIdMutation(article.delete);
