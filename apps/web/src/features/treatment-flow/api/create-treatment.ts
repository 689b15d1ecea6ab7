import { endpoints } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateClinic } from '../../../lib/api/clinic';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';

export interface TreatmentCreateInput {
  testResultId: number;
  regimenId: number;
  startDate: string;
  endDate: string;
  notes: string;
}

/** POST /Treatment/Create; the answer has id or treatmentId. */
export async function createTreatment(
  body: TreatmentCreateInput,
): Promise<{ treatmentId: number | null; message: string }> {
  const { data, message } = await callEndpointFull(endpoints.treatment.create, { body });
  return { treatmentId: data?.treatmentId ?? data?.id ?? null, message };
}

export const createTreatmentMutationOptions = () => mutationOptions({ mutationFn: createTreatment });

export function useCreateTreatment() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createTreatmentMutationOptions(),
    meta: OWN_ERRORS,
    onSettled: () => invalidateClinic(queryClient),
  });
}
