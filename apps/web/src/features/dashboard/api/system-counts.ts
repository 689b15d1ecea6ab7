import type { StatisticsCounts, SystemCounts } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /Statistics/Counts for the Admin, Manager and Staff dashboards; null when not system counts. */
export async function getSystemCounts(): Promise<SystemCounts | null> {
  const { data } = await apiRequest<StatisticsCounts>('/Statistics/Counts');
  return data?.scope === 'system' ? data : null;
}

export const systemCountsQueryOptions = () =>
  queryOptions({ queryKey: ['statistics', 'counts', 'system'], queryFn: getSystemCounts, retry: 1 });

export function useSystemCounts() {
  return useQuery(systemCountsQueryOptions());
}
