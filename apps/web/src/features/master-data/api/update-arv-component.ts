import { type ArvComponentItem, endpoints } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { ARV_COMPONENT_READS } from '../../../lib/api/master-data';
import { queryKeys } from '../../../lib/api/query-keys';
import { OWN_ERRORS } from '../../../lib/query-client';

/** PUT /ARVComponents/Update {componentId, componentName, description, isActive}; isActive false deactivates. */
export async function updateArvComponent(body: ArvComponentItem): Promise<ArvComponentItem | null> {
  return callEndpoint(endpoints.arvComponent.update, { body });
}

export const updateArvComponentMutationOptions = () => mutationOptions({ mutationFn: updateArvComponent });

export function useUpdateArvComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateArvComponentMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () =>
      Promise.all(
        ARV_COMPONENT_READS.map((endpoint) =>
          queryClient.invalidateQueries({ queryKey: queryKeys.all(endpoint) }),
        ),
      ),
  });
}
