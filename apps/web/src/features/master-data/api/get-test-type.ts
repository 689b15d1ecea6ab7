import type { TestTypeItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { TEST_TYPES_KEY } from './get-test-types';

/** GET /TestType/GetByID/{id}. */
export async function getTestType(testTypeId: number): Promise<TestTypeItem> {
  const { data } = await apiRequest<TestTypeItem>(`/TestType/GetByID/${testTypeId}`);
  if (!data) throw new ApiError(404, 'not found');
  return data;
}

export const testTypeQueryOptions = (testTypeId: number) =>
  queryOptions({
    queryKey: [...TEST_TYPES_KEY, 'one', testTypeId],
    queryFn: () => getTestType(testTypeId),
    // The form starts from what was loaded; a background refetch must not reset it mid-edit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useTestType(testTypeId: number | null) {
  return useQuery({ ...testTypeQueryOptions(testTypeId ?? 0), enabled: testTypeId !== null });
}
