import type { TestResultItem } from '@clinic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every query about results starts with this key, so an update refreshes the other result screens too. */
export const TEST_RESULTS_KEY = ['test-results'] as const;
export const PAGE_SIZE = 10;

export interface TestResultPage {
  items: TestResultItem[];
  total: number;
}

/**
 * GET /TestResult/GetAll?page&pageSize&search: the caller's own results, newest appointment first; the server
 * searches patient, doctor, test type and result value case-insensitively.
 */
export async function getTestResults(page: number, search: string): Promise<TestResultPage> {
  const { data, meta } = await apiRequest<TestResultItem[]>('/TestResult/GetAll', {
    query: { page, pageSize: PAGE_SIZE, search: search.trim() || undefined },
  });
  const items = Array.isArray(data) ? data : [];
  return { items, total: meta?.total ?? items.length };
}

export const testResultsQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: [...TEST_RESULTS_KEY, 'list', { page, search: search.trim() }],
    queryFn: () => getTestResults(page, search),
    placeholderData: keepPreviousData,
  });

export function useTestResults(page: number, search: string) {
  return useQuery(testResultsQueryOptions(page, search));
}
