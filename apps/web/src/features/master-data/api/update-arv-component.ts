import type { ArvComponentItem } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { ARV_COMPONENTS_KEY } from './get-arv-components';

/** PUT /ARVComponents/Update {componentId, componentName, description, isActive}; isActive false deactivates. */
export async function updateArvComponent(body: ArvComponentItem): Promise<ArvComponentItem | null> {
  const { data } = await apiRequest<ArvComponentItem>('/ARVComponents/Update', { method: 'PUT', body });
  return data;
}

export const updateArvComponentMutationOptions = () => mutationOptions({ mutationFn: updateArvComponent });

export function useUpdateArvComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateArvComponentMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ARV_COMPONENTS_KEY }),
  });
}
