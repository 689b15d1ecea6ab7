import type { ArvComponentItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { ARV_COMPONENTS_KEY } from './get-arv-components';

/** GET /ARVComponents/GetByID/{componentId}. */
export async function getArvComponent(componentId: number): Promise<ArvComponentItem> {
  const { data } = await apiRequest<ArvComponentItem>(`/ARVComponents/GetByID/${componentId}`);
  if (!data) throw new ApiError(404, 'not found');
  return data;
}

export const arvComponentQueryOptions = (componentId: number) =>
  queryOptions({
    queryKey: [...ARV_COMPONENTS_KEY, 'one', componentId],
    queryFn: () => getArvComponent(componentId),
    // The form starts from what was loaded; a background refetch must not reset it mid-edit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useArvComponent(componentId: number | null) {
  return useQuery({ ...arvComponentQueryOptions(componentId ?? 0), enabled: componentId !== null });
}
