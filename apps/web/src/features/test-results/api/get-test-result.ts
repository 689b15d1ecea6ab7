import type { TestResultItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { TEST_RESULTS_KEY } from './get-test-results';

/** GET /TestResult/GetByID/{id}: one of the caller's results (someone else's answers 404). */
export async function getTestResult(testResultId: number): Promise<TestResultItem> {
  const { data } = await apiRequest<TestResultItem>(`/TestResult/GetByID/${testResultId}`);
  if (!data) throw new ApiError(404, 'not found');
  return data;
}

export const testResultQueryOptions = (testResultId: number) =>
  queryOptions({
    queryKey: [...TEST_RESULTS_KEY, 'one', testResultId],
    queryFn: () => getTestResult(testResultId),
    // The form starts from what was loaded; a background refetch must not reset it mid-edit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useTestResult(testResultId: number | null) {
  return useQuery({ ...testResultQueryOptions(testResultId ?? 0), enabled: testResultId !== null });
}
