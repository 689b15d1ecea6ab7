import { endpoints } from '@clinic/contract';
import type { EndpointBody } from '../../../lib/api/endpoint-client';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';

const endpoint = endpoints.email.resetPassword;

/** POST /Email/ResetPassword with the mailed code; answers the server's message. */
export const useResetPassword = () =>
  useEndpointMutation(endpoint, {
    input: (body: EndpointBody<typeof endpoint>) => ({ body }),
  });
