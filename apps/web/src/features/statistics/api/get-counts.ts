import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

/**
 * GET /Statistics/Counts: system counts for Admin, Manager and Staff, own counts for a doctor. Computed by the
 * server (only verified, active accounts), never from whole tables in the browser. A failure is silent; the
 * screens show 0.
 */
export function useCounts() {
  return useQuery({ ...endpointQuery(endpoints.statistics.counts, {}), retry: 1 });
}
