import { endpoints } from '@clinic/contract';
import type { EndpointBody } from '../../../lib/api/endpoint-client';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';

const endpoint = endpoints.auth.login;

/** POST /Auth/login: the whole envelope, whose status and data tell a login from an unverified account. */
export const useLogin = () =>
  useEndpointMutation(endpoint, {
    input: (body: EndpointBody<typeof endpoint>) => ({ body }),
    answer: (envelope) => envelope,
  });
