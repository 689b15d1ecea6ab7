import { endpoints, type WorklistItem } from '@clinic/contract';
import { useEndpointQuery } from '../../../lib/api/endpoint-hooks';

export type WorklistRow = WorklistItem['items'][number];

/** GET /Clinical/Worklist: the doctor's patients that need action, most urgent first as the server sends them. */
export function useWorklist() {
  return useEndpointQuery(endpoints.clinical.getWorklist, {}, { select: (data) => data?.items ?? [] });
}
