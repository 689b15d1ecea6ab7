import { type Category, endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { useBodyMutation } from '../../../lib/api/endpoint-mutation';
import { endpointQuery, endpointRecord } from '../../../lib/api/endpoint-query';
import { contentAdminMessages as m } from '../messages';

const { category } = endpoints;

const asCategory = (c: Category): Category => ({
  categoryId: c.categoryId,
  categoryName: c.categoryName,
  isActive: c.isActive !== false,
});

/** GET /Category/GetAll with the token: every category, hidden ones included (permissions: A M S). */
export function useAllCategories() {
  return useQuery({
    ...endpointQuery(category.getAll, { auth: true }),
    select: (data: Category[] | null) => (data ?? []).map(asCategory),
  });
}

/** GET /Category/GetById/{id} with the token. */
export function useCategory(categoryId: number | null) {
  const read = endpointRecord(category.getById, categoryId, m.categoryNotFound, { auth: true });
  return useQuery({ ...read, select: (data) => asCategory(read.select(data)) });
}

/** POST /Category/Create {categoryName, isActive}. */
export const useCreateCategory = () => useBodyMutation(category.create);

/**
 * PUT /Category/Update {categoryId, categoryName, isActive}; isActive false is the category's deletion. Article
 * rows show the category's name, and the public pages hide a hidden category's articles.
 */
export const useUpdateCategory = () => useBodyMutation(category.update);
