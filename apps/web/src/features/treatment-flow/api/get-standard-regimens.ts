import type { ArvRegimenItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /ARVRegimens/GetByIsCustomized/false: the standard (non-customised) regimens. */
export async function getStandardRegimens(): Promise<ArvRegimenItem[]> {
  const { data } = await apiRequest<ArvRegimenItem[]>('/ARVRegimens/GetByIsCustomized/false');
  return (data ?? []).filter((r) => r.isActive !== false);
}

export const standardRegimensQueryOptions = () =>
  queryOptions({
    queryKey: ['arv-regimens', 'standard'],
    queryFn: getStandardRegimens,
    staleTime: 5 * 60_000,
  });

export function useStandardRegimens() {
  return useQuery(standardRegimensQueryOptions());
}
