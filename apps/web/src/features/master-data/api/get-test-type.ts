import { endpoints, type TestTypeItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';
import { ApiError } from '../../../lib/api-client';

const endpoint = endpoints.testType.getById;

/** GET /TestType/GetByID/{id}. */
export async function getTestType(testTypeId: number): Promise<TestTypeItem> {
  const data = await callEndpoint(endpoint, { params: { id: testTypeId } });
  if (!data) throw new ApiError(404, 'not found');
  return data;
}

export const testTypeQueryOptions = (testTypeId: number) =>
  queryOptions({
    queryKey: queryKeys.of(endpoint, { id: testTypeId }),
    queryFn: () => getTestType(testTypeId),
    // The form starts from what was loaded; a background refetch must not reset it mid-edit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useTestType(testTypeId: number | null) {
  return useQuery({ ...testTypeQueryOptions(testTypeId ?? 0), enabled: testTypeId !== null });
}
