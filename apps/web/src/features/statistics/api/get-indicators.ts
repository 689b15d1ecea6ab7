import { endpoints } from '@clinic/contract';
import { useQueries } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { Period } from '../indicators-model';

const indicators = endpoints.statistics.indicators;

/**
 * GET /Statistics/Indicators for each period, in parallel, one cache entry per period under the endpoint's shared
 * key, so that stepping back a period reuses four of the five answers. Answers in the order of `periods`.
 */
export function useIndicators(periods: readonly Period[]) {
  return useQueries({
    queries: periods.map(({ kind, year, index }) => {
      const query = { kind, year, index };
      return {
        queryKey: queryKeys.of(indicators, null, query),
        queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(indicators, { query, signal }),
      };
    }),
  });
}
