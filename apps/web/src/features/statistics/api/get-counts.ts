import { endpoints, type StatisticsCounts } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';

const endpoint = endpoints.statistics.counts;

/**
 * GET /Statistics/Counts: system counts for Admin, Manager and Staff, own counts for a doctor. Computed by the
 * server (only verified, active accounts), never from whole tables in the browser.
 */
export async function getCounts(): Promise<StatisticsCounts | null> {
  return callEndpoint(endpoint);
}

export const countsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.of(endpoint), queryFn: getCounts, retry: 1 });

/** A failure of the counts is silent; the screens show 0. */
export function useCounts() {
  return useQuery(countsQueryOptions());
}
