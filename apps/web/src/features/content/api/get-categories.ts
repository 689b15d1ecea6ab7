import type { Category } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { normalizeCategory, type RawCategory } from './normalize';

export async function getActiveCategories(): Promise<Category[]> {
  const { data } = await apiRequest<RawCategory[]>('/Category/GetAll', { auth: false });
  return (data ?? []).map(normalizeCategory).filter((c) => c.isActive);
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'categories'], queryFn: getActiveCategories });

export function useActiveCategories() {
  return useQuery(categoriesQueryOptions());
}
