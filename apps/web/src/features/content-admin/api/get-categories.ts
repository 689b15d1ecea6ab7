import { type Category, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';

const endpoint = endpoints.category.getAll;

const asCategories = (data: Category[] | null): Category[] =>
  (data ?? []).map((c) => ({
    categoryId: c.categoryId,
    categoryName: c.categoryName,
    isActive: c.isActive !== false,
  }));

/** GET /Category/GetAll with the token: every category, hidden ones included (permissions: A M S). */
export async function getAllCategories(): Promise<Category[]> {
  return asCategories(await callEndpoint(endpoint, { auth: true }));
}

export const allCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.signedIn(endpoint),
    queryFn: () => callEndpoint(endpoint, { auth: true }),
    select: asCategories,
  });

export function useAllCategories() {
  return useQuery(allCategoriesQueryOptions());
}
