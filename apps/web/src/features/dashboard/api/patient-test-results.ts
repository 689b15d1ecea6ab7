import type { TestResultItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /TestResult/GetAll, first page only: the server answers the patient's own results, newest first. */
export async function getLatestTestResults(count: number): Promise<TestResultItem[]> {
  const { data } = await apiRequest<TestResultItem[]>('/TestResult/GetAll', {
    query: { page: 1, pageSize: count },
  });
  return (data ?? []).slice(0, count);
}

export const latestTestResultsQueryOptions = (count: number) =>
  queryOptions({
    queryKey: ['patient', 'test-results', 'latest', count],
    queryFn: () => getLatestTestResults(count),
  });

export function useLatestTestResults(count: number) {
  return useQuery(latestTestResultsQueryOptions(count));
}
