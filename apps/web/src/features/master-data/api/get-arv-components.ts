import type { ArvComponentItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every query about components starts with this key, so a save refreshes the prescribing screens too. */
export const ARV_COMPONENTS_KEY = ['arv-components'] as const;

/** GET /ARVComponents/GetAll: Admin, Manager and Staff receive inactive ones too; the list page filters them. */
export async function getArvComponents(): Promise<ArvComponentItem[]> {
  const { data } = await apiRequest<ArvComponentItem[]>('/ARVComponents/GetAll');
  return Array.isArray(data) ? data : [];
}

export const arvComponentsQueryOptions = () =>
  queryOptions({ queryKey: [...ARV_COMPONENTS_KEY, 'manage'], queryFn: getArvComponents });

export function useArvComponents() {
  return useQuery(arvComponentsQueryOptions());
}
