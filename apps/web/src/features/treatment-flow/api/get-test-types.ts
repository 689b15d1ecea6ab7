import { endpoints, type TestTypeItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { testTypesQueryOptions as sharedTestTypesQueryOptions } from '../../../lib/api/master-data';

const active = (data: TestTypeItem[] | null): TestTypeItem[] => (data ?? []).filter((t) => t.isActive);

/** GET /TestType/GetAll: active test types, for the unit and normal range of the fixed type. */
export async function getTestTypes(): Promise<TestTypeItem[]> {
  return active(await callEndpoint(endpoints.testType.getAll));
}

export const testTypesQueryOptions = () =>
  queryOptions({ ...sharedTestTypesQueryOptions(), select: active, staleTime: 5 * 60_000 });

export function useTestTypes() {
  return useQuery(testTypesQueryOptions());
}
