import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';

export async function sendForgotPasswordEmail(email: string): Promise<string> {
  const { message } = await apiRequest<unknown>('/Email/SendForgotPasswordEmail', {
    method: 'POST',
    body: { email },
    auth: false,
  });
  return message;
}

export const sendForgotPasswordEmailMutationOptions = () =>
  mutationOptions({ mutationFn: sendForgotPasswordEmail });

export function useSendForgotPasswordEmail() {
  return useMutation({ ...sendForgotPasswordEmailMutationOptions(), meta: OWN_ERRORS });
}
