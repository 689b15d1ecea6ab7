import type { Endpoint } from '@clinic/contract';
import type { EndpointInput } from '../../../lib/api/endpoint-client';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import type { AccountKind, CreateBody } from '../account-model';
import { CREATE_ENDPOINTS } from './account-endpoints';

/** POST /Manager/Create, /Doctor/Create or /Staff/Create; duplicates answer 409. */
export function useCreateAccount(kind: AccountKind) {
  // The form of each kind builds that kind's body, which the shared CreateBody type cannot tell apart.
  return useEndpointMutation(CREATE_ENDPOINTS[kind] as Endpoint, {
    input: (body: CreateBody) => ({ body }) as unknown as EndpointInput<Endpoint>,
  });
}
