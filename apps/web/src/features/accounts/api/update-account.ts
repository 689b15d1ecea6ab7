import type { Endpoint } from '@clinic/contract';
import type { EndpointBody, EndpointInput } from '../../../lib/api/endpoint-client';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import type { AccountKind } from '../account-model';
import { UPDATE_ENDPOINTS } from './account-endpoints';

/** Any kind's update: its form's body, or for staff and managers the bare deactivation. */
export type AccountUpdateBody = EndpointBody<(typeof UPDATE_ENDPOINTS)[AccountKind]>;

/** PUT /manager/Update, /doctor/Update or /staff/Update; staff and managers are deactivated with userId alone. */
export function useUpdateAccount(kind: AccountKind) {
  // Each kind's form builds that kind's body (or the deactivation), which the shared types cannot tell apart.
  return useEndpointMutation(UPDATE_ENDPOINTS[kind] as Endpoint, {
    input: (body: AccountUpdateBody) => ({ body }) as unknown as EndpointInput<Endpoint>,
  });
}
