import { endpoints } from '@clinic/contract';
import type { EndpointBody } from '../../../lib/api/endpoint-client';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';

const endpoint = endpoints.email.verifyPatient;

/** POST /Email/VerifyPatient with the mailed code; answers the server's message. */
export const useVerifyPatient = () =>
  useEndpointMutation(endpoint, {
    input: (body: EndpointBody<typeof endpoint>) => ({ body }),
  });
