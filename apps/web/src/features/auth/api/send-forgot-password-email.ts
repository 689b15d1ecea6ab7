import { endpoints } from '@clinic/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';

export async function sendForgotPasswordEmail(email: string): Promise<string> {
  const { message } = await callEndpointFull(endpoints.email.sendForgotPasswordEmail, { body: { email } });
  return message;
}

export const sendForgotPasswordEmailMutationOptions = () =>
  mutationOptions({ mutationFn: sendForgotPasswordEmail });

export function useSendForgotPasswordEmail() {
  return useMutation({ ...sendForgotPasswordEmailMutationOptions(), meta: OWN_ERRORS });
}
