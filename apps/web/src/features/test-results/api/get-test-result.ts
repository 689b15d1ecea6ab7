import { endpoints, type TestResultItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { testResultQueryOptions as sharedTestResultQueryOptions } from '../../../lib/api/clinic';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { ApiError } from '../../../lib/api-client';

function found(data: TestResultItem | null): TestResultItem {
  if (!data) throw new ApiError(404, 'not found');
  return data;
}

/** GET /TestResult/GetByID/{id}: one of the caller's results (someone else's answers 404). */
export async function getTestResult(testResultId: number): Promise<TestResultItem> {
  return found(await callEndpoint(endpoints.testResult.getById, { params: { id: testResultId } }));
}

export const testResultQueryOptions = (testResultId: number) =>
  queryOptions({
    queryKey: sharedTestResultQueryOptions(testResultId).queryKey,
    queryFn: () => getTestResult(testResultId),
    // The form starts from what was loaded; a background refetch must not reset it mid-edit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
export function useTestResult(testResultId: number | null) {
  return useQuery({ ...testResultQueryOptions(testResultId ?? 0), enabled: testResultId !== null });
}
