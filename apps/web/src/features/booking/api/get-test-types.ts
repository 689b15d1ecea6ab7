import { endpoints, type TestTypeItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { testTypesQueryOptions } from '../../../lib/api/master-data';

const active = (data: TestTypeItem[] | null): TestTypeItem[] =>
  (data ?? []).filter((t) => t.isActive !== false);

/** GET /TestType/GetAll: active ones only. */
export async function getActiveTestTypes(): Promise<TestTypeItem[]> {
  return active(await callEndpoint(endpoints.testType.getAll));
}

export const activeTestTypesQueryOptions = () => queryOptions({ ...testTypesQueryOptions(), select: active });

export function useActiveTestTypes(enabled = true) {
  return useQuery({ ...activeTestTypesQueryOptions(), enabled });
}
