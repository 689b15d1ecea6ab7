import { endpoints, type TestResultItem } from '@clinic/contract';
import { useEndpointQuery } from '../../../lib/api/endpoint-hooks';

/** GET /TestResult/GetAll, first page only: the server answers the patient's own results, newest first. */
export function useLatestTestResults(count: number) {
  return useEndpointQuery(
    endpoints.testResult.getAll,
    { query: { page: 1, pageSize: count } },
    {
      select: (data): TestResultItem[] => (data ?? []).slice(0, count),
    },
  );
}
