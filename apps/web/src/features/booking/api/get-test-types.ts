import type { TestTypeItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /TestType/GetAll (spec 7): active ones only. */
export async function getActiveTestTypes(): Promise<TestTypeItem[]> {
  const { data } = await apiRequest<TestTypeItem[]>('/TestType/GetAll');
  return (data ?? []).filter((t) => t.isActive !== false);
}

export const activeTestTypesQueryOptions = () =>
  queryOptions({ queryKey: ['test-types', 'active'], queryFn: getActiveTestTypes });

export function useActiveTestTypes(enabled = true) {
  return useQuery({ ...activeTestTypesQueryOptions(), enabled });
}
