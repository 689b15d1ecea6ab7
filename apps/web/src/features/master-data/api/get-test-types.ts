import { endpoints, type TestTypeItem } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { testTypesQueryOptions as sharedTestTypesQueryOptions } from '../../../lib/api/master-data';

/** GET /TestType/GetAll: Admin, Manager and Staff receive inactive ones too; the list page filters them. */
export async function getTestTypes(): Promise<TestTypeItem[]> {
  return (await callEndpoint(endpoints.testType.getAll)) ?? [];
}

export const testTypesQueryOptions = sharedTestTypesQueryOptions;

export function useTestTypes() {
  return useQuery({ ...testTypesQueryOptions(), select: (data) => data ?? [] });
}
