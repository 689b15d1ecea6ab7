import type { Category } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { CATEGORIES_KEY } from './keys';

/** GET /Category/GetById/{id}. */
export async function getCategory(categoryId: number): Promise<Category> {
  const { data } = await apiRequest<Category>(`/Category/GetById/${categoryId}`);
  if (!data) throw new ApiError(404, 'Không tìm thấy danh mục');
  return { categoryId: data.categoryId, categoryName: data.categoryName, isActive: data.isActive !== false };
}

export const categoryQueryOptions = (categoryId: number) =>
  queryOptions({ queryKey: [...CATEGORIES_KEY, 'one', categoryId], queryFn: () => getCategory(categoryId) });

export function useCategory(categoryId: number | null) {
  return useQuery({ ...categoryQueryOptions(categoryId ?? 0), enabled: categoryId !== null });
}
