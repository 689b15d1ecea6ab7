import type { ArvComponentItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /ARVComponents/GetAll: the components a custom regimen is made of (active ones only). */
export async function getArvComponents(): Promise<ArvComponentItem[]> {
  const { data } = await apiRequest<ArvComponentItem[]>('/ARVComponents/GetAll');
  return (data ?? []).filter((c) => c.isActive);
}

export const arvComponentsQueryOptions = () =>
  queryOptions({ queryKey: ['arv-components'], queryFn: getArvComponents, staleTime: 5 * 60_000 });

export function useArvComponents() {
  return useQuery(arvComponentsQueryOptions());
}
