import { endpoints } from '@clinic/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';

export async function resetPassword(body: {
  email: string;
  verifyCode: string;
  newPassword: string;
}): Promise<string> {
  const { message } = await callEndpointFull(endpoints.email.resetPassword, { body });
  return message;
}

export const resetPasswordMutationOptions = () => mutationOptions({ mutationFn: resetPassword });

export function useResetPassword() {
  return useMutation({ ...resetPasswordMutationOptions(), meta: OWN_ERRORS });
}
