import { endpoints } from '@clinic/contract';
import { useQueries } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import type { Period } from '../indicators-model';

/**
 * GET /Statistics/Indicators for each period, in parallel, one cache entry per period under the endpoint's shared
 * key, so that stepping back a period reuses four of the five answers. Answers in the order of `periods`.
 */
export function useIndicators(periods: readonly Period[]) {
  return useQueries({
    queries: periods.map(({ kind, year, index }) =>
      endpointQuery(endpoints.statistics.indicators, { query: { kind, year, index } }),
    ),
  });
}
