import { endpoints } from '@clinic/contract';
import { useEndpointQuery } from '../../../lib/api/endpoint-hooks';

/**
 * GET /Statistics/Counts: system counts for Admin, Manager and Staff, own counts for a doctor. Computed by the
 * server (only verified, active accounts), never from whole tables in the browser. A failure is silent; the
 * screens show 0.
 */
export function useCounts() {
  return useEndpointQuery(endpoints.statistics.counts, {}, { retry: 1 });
}
