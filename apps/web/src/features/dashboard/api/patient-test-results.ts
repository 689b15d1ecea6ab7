import { endpoints, type TestResultItem } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

/** GET /TestResult/GetAll, first page only: the server answers the patient's own results, newest first. */
export function useLatestTestResults(count: number) {
  return useQuery({
    ...endpointQuery(endpoints.testResult.getAll, { query: { page: 1, pageSize: count } }),
    select: (data): TestResultItem[] => (data ?? []).slice(0, count),
  });
}
