import { type ArvRegimenItem, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';

const endpoint = endpoints.arvRegimen.getByIsCustomized;
const params = { isCustomized: 'false' };

const active = (data: ArvRegimenItem[] | null): ArvRegimenItem[] =>
  (data ?? []).filter((r) => r.isActive !== false);

/** GET /ARVRegimens/GetByIsCustomized/false: the standard (non-customised) regimens. */
export async function getStandardRegimens(): Promise<ArvRegimenItem[]> {
  return active(await callEndpoint(endpoint, { params }));
}

export const standardRegimensQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.of(endpoint, params),
    queryFn: () => callEndpoint(endpoint, { params }),
    select: active,
    staleTime: 5 * 60_000,
  });

export function useStandardRegimens() {
  return useQuery(standardRegimensQueryOptions());
}
