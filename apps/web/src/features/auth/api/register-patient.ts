import type { PatientCreateBody } from '@clinic/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';

export async function registerPatient(body: PatientCreateBody): Promise<void> {
  await apiRequest<unknown>('/Patient/Create', { method: 'POST', body, auth: false });
}

export const registerPatientMutationOptions = () => mutationOptions({ mutationFn: registerPatient });

export function useRegisterPatient() {
  return useMutation({ ...registerPatientMutationOptions(), meta: OWN_ERRORS });
}
