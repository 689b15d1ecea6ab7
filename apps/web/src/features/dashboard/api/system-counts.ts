import { endpoints, type StatisticsCounts, type SystemCounts } from '@clinic/contract';
import { useEndpointQuery } from '../../../lib/api/endpoint-hooks';

/** GET /Statistics/Counts for the Admin, Manager and Staff dashboards; null when not system counts. */
export function useSystemCounts() {
  return useEndpointQuery(
    endpoints.statistics.counts,
    {},
    {
      select: (data: StatisticsCounts | null): SystemCounts | null =>
        data?.scope === 'system' ? data : null,
      retry: 1,
    },
  );
}
