import type { ArvComponentItem } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { ARV_COMPONENTS_KEY } from './get-arv-components';

export interface ArvComponentCreateInput {
  componentName: string;
  description: string;
  isActive: boolean;
}

/** POST /ARVComponents/Create {componentName, description, isActive}. */
export async function createArvComponent(body: ArvComponentCreateInput): Promise<ArvComponentItem | null> {
  const { data } = await apiRequest<ArvComponentItem>('/ARVComponents/Create', { method: 'POST', body });
  return data;
}

export const createArvComponentMutationOptions = () => mutationOptions({ mutationFn: createArvComponent });

export function useCreateArvComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createArvComponentMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ARV_COMPONENTS_KEY }),
  });
}
