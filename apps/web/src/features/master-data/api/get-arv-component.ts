import { type ArvComponentItem, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';
import { ApiError } from '../../../lib/api-client';

const endpoint = endpoints.arvComponent.getById;

/** GET /ARVComponents/GetByID/{id}. */
export async function getArvComponent(componentId: number): Promise<ArvComponentItem> {
  const data = await callEndpoint(endpoint, { params: { id: componentId } });
  if (!data) throw new ApiError(404, 'not found');
  return data;
}

export const arvComponentQueryOptions = (componentId: number) =>
  queryOptions({
    queryKey: queryKeys.of(endpoint, { id: componentId }),
    queryFn: () => getArvComponent(componentId),
    // The form starts from what was loaded; a background refetch must not reset it mid-edit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useArvComponent(componentId: number | null) {
  return useQuery({ ...arvComponentQueryOptions(componentId ?? 0), enabled: componentId !== null });
}
