import { type ArvComponentItem, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { arvComponentsQueryOptions as sharedArvComponentsQueryOptions } from '../../../lib/api/master-data';

const active = (data: ArvComponentItem[] | null): ArvComponentItem[] =>
  (data ?? []).filter((c) => c.isActive);

/** GET /ARVComponents/GetAll: the components a custom regimen is made of (active ones only). */
export async function getArvComponents(): Promise<ArvComponentItem[]> {
  return active(await callEndpoint(endpoints.arvComponent.getAll));
}

export const arvComponentsQueryOptions = () =>
  queryOptions({ ...sharedArvComponentsQueryOptions(), select: active, staleTime: 5 * 60_000 });

export function useArvComponents() {
  return useQuery(arvComponentsQueryOptions());
}
