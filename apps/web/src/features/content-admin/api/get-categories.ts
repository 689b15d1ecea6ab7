import type { Category } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CATEGORIES_KEY } from './keys';

/** GET /Category/GetAll with the token: every category, hidden ones included (permissions: A M S). */
export async function getAllCategories(): Promise<Category[]> {
  const { data } = await apiRequest<Category[]>('/Category/GetAll');
  return (data ?? []).map((c) => ({
    categoryId: c.categoryId,
    categoryName: c.categoryName,
    isActive: c.isActive !== false,
  }));
}

export const allCategoriesQueryOptions = () =>
  queryOptions({ queryKey: [...CATEGORIES_KEY, 'all'], queryFn: getAllCategories });

export function useAllCategories() {
  return useQuery(allCategoriesQueryOptions());
}
