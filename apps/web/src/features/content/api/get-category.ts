import type { Category } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { normalizeCategory, type RawCategory } from './normalize';

/** null when the category does not exist (or is hidden from the public). */
export async function getCategory(id: number): Promise<Category | null> {
  try {
    const { data } = await apiRequest<RawCategory>(`/Category/GetById/${id}`, { auth: false });
    const category = data ? normalizeCategory(data) : null;
    return category?.isActive ? category : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const categoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['public', 'category', id], queryFn: () => getCategory(id) });

export function useCategory(id: number) {
  return useQuery({ ...categoryQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
