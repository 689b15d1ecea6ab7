import { endpoints } from '@clinic/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';

/** Sends a fresh e-mail verification code (a new code replaces the old one). */
export async function sendVerifyEmail(email: string): Promise<void> {
  await callEndpointFull(endpoints.email.sendEmail, { body: { email } });
}

export const sendVerifyEmailMutationOptions = () => mutationOptions({ mutationFn: sendVerifyEmail });

export function useSendVerifyEmail() {
  return useMutation({ ...sendVerifyEmailMutationOptions(), meta: OWN_ERRORS });
}
