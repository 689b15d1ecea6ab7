import { type Category, type categoryCreateBody, type categoryUpdateBody, endpoints } from '@clinic/contract';
import type { z } from 'zod';
import { useEndpointQuery } from '../../../lib/api/endpoint-hooks';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import { ApiError } from '../../../lib/api-client';
import { contentAdminMessages as m } from '../messages';
import { CONTENT_READS } from './content-reads';

export type CategoryCreateInput = z.output<typeof categoryCreateBody>;
export type CategoryUpdateInput = z.output<typeof categoryUpdateBody>;

const asCategory = (c: Category): Category => ({
  categoryId: c.categoryId,
  categoryName: c.categoryName,
  isActive: c.isActive !== false,
});

/** GET /Category/GetAll with the token: every category, hidden ones included (permissions: A M S). */
export function useAllCategories() {
  return useEndpointQuery(
    endpoints.category.getAll,
    { auth: true },
    { select: (data: Category[] | null) => (data ?? []).map(asCategory) },
  );
}

/** GET /Category/GetById/{id} with the token. */
export function useCategory(categoryId: number | null) {
  return useEndpointQuery(
    endpoints.category.getById,
    categoryId === null ? null : { params: { id: categoryId }, auth: true },
    {
      read: (data) => {
        if (!data) throw new ApiError(404, m.categoryNotFound);
        return asCategory(data);
      },
    },
  );
}

/** POST /Category/Create {categoryName, isActive}. */
export const useCreateCategory = () =>
  useEndpointMutation(endpoints.category.create, {
    input: (body: CategoryCreateInput) => ({ body }),
    invalidates: CONTENT_READS,
  });

/**
 * PUT /Category/Update {categoryId, categoryName, isActive}; isActive false is the category's deletion. Article
 * rows show the category's name, and the public pages hide a hidden category's articles.
 */
export const useUpdateCategory = () =>
  useEndpointMutation(endpoints.category.update, {
    input: (body: CategoryUpdateInput) => ({ body }),
    invalidates: CONTENT_READS,
  });
