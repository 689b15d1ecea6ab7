import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';

export async function verifyPatient(body: { email: string; verifyCode: string }): Promise<string> {
  const { message } = await apiRequest<unknown>('/Email/VerifyPatient', {
    method: 'POST',
    body,
    auth: false,
  });
  return message;
}

export const verifyPatientMutationOptions = () => mutationOptions({ mutationFn: verifyPatient });

export function useVerifyPatient() {
  return useMutation({ ...verifyPatientMutationOptions(), meta: OWN_ERRORS });
}
