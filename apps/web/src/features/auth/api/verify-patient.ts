import { endpoints } from '@clinic/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';

export async function verifyPatient(body: { email: string; verifyCode: string }): Promise<string> {
  const { message } = await callEndpointFull(endpoints.email.verifyPatient, { body });
  return message;
}

export const verifyPatientMutationOptions = () => mutationOptions({ mutationFn: verifyPatient });

export function useVerifyPatient() {
  return useMutation({ ...verifyPatientMutationOptions(), meta: OWN_ERRORS });
}
