import { type ArvComponentItem, endpoints } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { ARV_COMPONENT_READS } from '../../../lib/api/master-data';
import { queryKeys } from '../../../lib/api/query-keys';
import { OWN_ERRORS } from '../../../lib/query-client';

export interface ArvComponentCreateInput {
  componentName: string;
  description: string;
  isActive: boolean;
}

/** POST /ARVComponents/Create {componentName, description, isActive}. */
export async function createArvComponent(body: ArvComponentCreateInput): Promise<ArvComponentItem | null> {
  return callEndpoint(endpoints.arvComponent.create, { body });
}

export const createArvComponentMutationOptions = () => mutationOptions({ mutationFn: createArvComponent });

export function useCreateArvComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createArvComponentMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () =>
      Promise.all(
        ARV_COMPONENT_READS.map((endpoint) =>
          queryClient.invalidateQueries({ queryKey: queryKeys.all(endpoint) }),
        ),
      ),
  });
}
