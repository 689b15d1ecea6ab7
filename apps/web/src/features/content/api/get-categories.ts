import { type Category, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';
import { normalizeCategory, type RawCategory } from './normalize';

const endpoint = endpoints.category.getAll;

const activeCategories = (data: RawCategory[] | null): Category[] =>
  (data ?? []).map(normalizeCategory).filter((c) => c.isActive);

export async function getActiveCategories(): Promise<Category[]> {
  return activeCategories(await callEndpoint(endpoint));
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.of(endpoint),
    queryFn: () => callEndpoint(endpoint),
    select: activeCategories,
  });

export function useActiveCategories() {
  return useQuery(categoriesQueryOptions());
}
