import type { TestResultItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /TestResult/GetByID/{id}: the result a treatment is prescribed for, shown as a reminder. */
export async function getTestResult(testResultId: number): Promise<TestResultItem | null> {
  const { data } = await apiRequest<TestResultItem>(`/TestResult/GetByID/${testResultId}`);
  return data;
}

export const testResultQueryOptions = (testResultId: number) =>
  queryOptions({ queryKey: ['test-results', testResultId], queryFn: () => getTestResult(testResultId) });

export function useTestResult(testResultId: number | undefined) {
  return useQuery({ ...testResultQueryOptions(testResultId ?? 0), enabled: testResultId !== undefined });
}
