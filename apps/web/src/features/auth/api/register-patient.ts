import { endpoints, type PatientCreateBody } from '@clinic/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';

export async function registerPatient(body: PatientCreateBody): Promise<void> {
  await callEndpointFull(endpoints.profile.registerPatient, { body });
}

export const registerPatientMutationOptions = () => mutationOptions({ mutationFn: registerPatient });

export function useRegisterPatient() {
  return useMutation({ ...registerPatientMutationOptions(), meta: OWN_ERRORS });
}
