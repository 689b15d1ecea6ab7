import type { ArvRegimenItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /ARVRegimens/GetAll: standard and custom regimens, to name the chosen one on the treatment page. */
export async function getRegimens(): Promise<ArvRegimenItem[]> {
  const { data } = await apiRequest<ArvRegimenItem[]>('/ARVRegimens/GetAll');
  return data ?? [];
}

export const regimensQueryOptions = () =>
  queryOptions({ queryKey: ['arv-regimens', 'all'], queryFn: getRegimens });

export function useRegimens() {
  return useQuery(regimensQueryOptions());
}
