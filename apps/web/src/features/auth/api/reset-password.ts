import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';

export async function resetPassword(body: {
  email: string;
  verifyCode: string;
  newPassword: string;
}): Promise<string> {
  const { message } = await apiRequest<unknown>('/Email/ResetPassword', {
    method: 'POST',
    body,
    auth: false,
  });
  return message;
}

export const resetPasswordMutationOptions = () => mutationOptions({ mutationFn: resetPassword });

export function useResetPassword() {
  return useMutation({ ...resetPasswordMutationOptions(), meta: OWN_ERRORS });
}
