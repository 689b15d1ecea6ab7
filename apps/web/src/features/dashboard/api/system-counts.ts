import { endpoints, type StatisticsCounts, type SystemCounts } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';

const endpoint = endpoints.statistics.counts;

const systemOnly = (data: StatisticsCounts | null): SystemCounts | null =>
  data?.scope === 'system' ? data : null;

/** GET /Statistics/Counts for the Admin, Manager and Staff dashboards; null when not system counts. */
export async function getSystemCounts(): Promise<SystemCounts | null> {
  return systemOnly(await callEndpoint(endpoint));
}

export const systemCountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.of(endpoint),
    queryFn: () => callEndpoint(endpoint),
    select: systemOnly,
    retry: 1,
  });

export function useSystemCounts() {
  return useQuery(systemCountsQueryOptions());
}
