import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';

/** Sends a fresh e-mail verification code (a new code replaces the old one). */
export async function sendVerifyEmail(email: string): Promise<void> {
  await apiRequest<unknown>('/Email/SendEmail', { method: 'POST', body: { email }, auth: false });
}

export const sendVerifyEmailMutationOptions = () => mutationOptions({ mutationFn: sendVerifyEmail });

export function useSendVerifyEmail() {
  return useMutation({ ...sendVerifyEmailMutationOptions(), meta: OWN_ERRORS });
}
