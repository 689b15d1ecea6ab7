import { type ArvRegimenItem, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';

const endpoint = endpoints.arvRegimen.getAll;

/** GET /ARVRegimens/GetAll: standard and custom regimens, to name the chosen one on the treatment page. */
export async function getRegimens(): Promise<ArvRegimenItem[]> {
  return (await callEndpoint(endpoint)) ?? [];
}

export const regimensQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.of(endpoint),
    queryFn: () => callEndpoint(endpoint),
    select: (data): ArvRegimenItem[] => data ?? [],
  });

export function useRegimens() {
  return useQuery(regimensQueryOptions());
}

/** A new regimen shows in both lists. */
export const REGIMEN_READS = [endpoints.arvRegimen.getAll, endpoints.arvRegimen.getByIsCustomized];
