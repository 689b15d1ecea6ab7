import { endpoints } from '@clinic/contract';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';

const endpoint = endpoints.email.sendForgotPasswordEmail;

/** POST /Email/SendForgotPasswordEmail; answers the server's message. */
export const useSendForgotPasswordEmail = () =>
  useEndpointMutation(endpoint, {
    input: (email: string) => ({ body: { email } }),
  });
