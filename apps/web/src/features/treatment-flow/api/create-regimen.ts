import { endpoints } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { invalidateRegimens } from './get-regimens';

export interface RegimenCreateInput {
  regimenName: string;
  component1Id: number | null;
  component2Id: number | null;
  component3Id: number | null;
  component4Id: number | null;
  description: string;
  suitableFor: string;
  sideEffects: string;
  usageInstructions: string;
  frequency: 1 | 2;
}

/** POST /ARVRegimens/Create: answers data.regimenId. A doctor's regimen is always customised. */
export async function createRegimen(
  body: RegimenCreateInput,
): Promise<{ regimenId: number | null; message: string }> {
  const { data, message } = await callEndpointFull(endpoints.arvRegimen.create, { body });
  return { regimenId: data?.regimenId ?? null, message };
}

export const createRegimenMutationOptions = () => mutationOptions({ mutationFn: createRegimen });

export function useCreateRegimen() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createRegimenMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => invalidateRegimens(queryClient),
  });
}
