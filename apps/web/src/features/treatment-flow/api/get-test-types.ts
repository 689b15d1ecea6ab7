import type { TestTypeItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /TestType/GetAll: active test types, for the unit and normal range of the fixed type. */
export async function getTestTypes(): Promise<TestTypeItem[]> {
  const { data } = await apiRequest<TestTypeItem[]>('/TestType/GetAll');
  return (data ?? []).filter((t) => t.isActive);
}

export const testTypesQueryOptions = () =>
  queryOptions({ queryKey: ['test-types'], queryFn: getTestTypes, staleTime: 5 * 60_000 });

export function useTestTypes() {
  return useQuery(testTypesQueryOptions());
}
