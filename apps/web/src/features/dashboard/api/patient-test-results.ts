import { endpoints, type TestResultItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';

const endpoint = endpoints.testResult.getAll;

/** GET /TestResult/GetAll, first page only: the server answers the patient's own results, newest first. */
export async function getLatestTestResults(count: number): Promise<TestResultItem[]> {
  const data = await callEndpoint(endpoint, { query: { page: 1, pageSize: count } });
  return (data ?? []).slice(0, count);
}

export const latestTestResultsQueryOptions = (count: number) =>
  queryOptions({
    queryKey: queryKeys.of(endpoint, null, { page: 1, pageSize: count }),
    queryFn: () => callEndpoint(endpoint, { query: { page: 1, pageSize: count } }),
    select: (data): TestResultItem[] => (data ?? []).slice(0, count),
  });

export function useLatestTestResults(count: number) {
  return useQuery(latestTestResultsQueryOptions(count));
}
