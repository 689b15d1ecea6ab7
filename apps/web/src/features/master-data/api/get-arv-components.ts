import { type ArvComponentItem, endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { arvComponentsQueryOptions as sharedArvComponentsQueryOptions } from '../../../lib/api/master-data';

/** GET /ARVComponents/GetAll: Admin, Manager and Staff receive inactive ones too; the list page filters them. */
export async function getArvComponents(): Promise<ArvComponentItem[]> {
  return (await callEndpoint(endpoints.arvComponent.getAll)) ?? [];
}

export const arvComponentsQueryOptions = sharedArvComponentsQueryOptions;

export function useArvComponents() {
  return useQuery({ ...arvComponentsQueryOptions(), select: (data) => data ?? [] });
}
