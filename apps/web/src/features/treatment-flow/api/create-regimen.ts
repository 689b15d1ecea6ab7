import { endpoints } from '@clinic/contract';
import type { EndpointBody } from '../../../lib/api/endpoint-client';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';

const endpoint = endpoints.arvRegimen.create;

/** POST /ARVRegimens/Create: answers data.regimenId. A doctor's regimen is always customised. */
export const useCreateRegimen = () =>
  useEndpointMutation(endpoint, {
    input: (body: EndpointBody<typeof endpoint>) => ({ body }),
    answer: ({ data, message }) => ({ regimenId: data?.regimenId ?? null, message }),
  });
