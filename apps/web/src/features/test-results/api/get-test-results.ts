import { endpoints, type TestResultItem } from '@clinic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';

export const PAGE_SIZE = 10;

export interface TestResultPage {
  items: TestResultItem[];
  total: number;
}

const endpoint = endpoints.testResult.getAll;

const listQuery = (page: number, search: string) => ({
  page,
  pageSize: PAGE_SIZE,
  search: search.trim() || undefined,
});

/**
 * GET /TestResult/GetAll?page&pageSize&search: the caller's own results, newest appointment first; the server
 * searches patient, doctor, test type and result value case-insensitively.
 */
export async function getTestResults(page: number, search: string): Promise<TestResultPage> {
  const { data, meta } = await callEndpointFull(endpoint, { query: listQuery(page, search) });
  const items = Array.isArray(data) ? data : [];
  return { items, total: meta?.total ?? items.length };
}

export const testResultsQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: queryKeys.page(endpoint, null, listQuery(page, search)),
    queryFn: () => getTestResults(page, search),
    placeholderData: keepPreviousData,
  });

export function useTestResults(page: number, search: string) {
  return useQuery(testResultsQueryOptions(page, search));
}
