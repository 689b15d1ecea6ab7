import type { TestTypeItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every query about test types starts with this key, so a save refreshes the booking and result screens too. */
export const TEST_TYPES_KEY = ['test-types'] as const;

/** GET /TestType/GetAll: Admin, Manager and Staff receive inactive ones too; the list page filters them. */
export async function getTestTypes(): Promise<TestTypeItem[]> {
  const { data } = await apiRequest<TestTypeItem[]>('/TestType/GetAll');
  return Array.isArray(data) ? data : [];
}

export const testTypesQueryOptions = () =>
  queryOptions({ queryKey: [...TEST_TYPES_KEY, 'manage'], queryFn: getTestTypes });

export function useTestTypes() {
  return useQuery(testTypesQueryOptions());
}
