import { endpoints, type StatisticsCounts, type SystemCounts } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

/** GET /Statistics/Counts for the Admin, Manager and Staff dashboards; null when not system counts. */
export function useSystemCounts() {
  return useQuery({
    ...endpointQuery(endpoints.statistics.counts, {}),
    select: (data: StatisticsCounts | null): SystemCounts | null => (data?.scope === 'system' ? data : null),
    retry: 1,
  });
}
