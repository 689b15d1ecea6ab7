import { endpoints, type WorklistItem } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

export type WorklistRow = WorklistItem['items'][number];

/** GET /Clinical/Worklist: the doctor's patients that need action, most urgent first as the server sends them. */
export function useWorklist() {
  return useQuery({
    ...endpointQuery(endpoints.clinical.getWorklist, {}),
    select: (data) => data?.items ?? [],
  });
}
