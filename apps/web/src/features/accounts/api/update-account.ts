import type { Endpoint } from '@clinic/contract';
import type { EndpointInput } from '../../../lib/api/endpoint-client';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import type { AccountKind, UpdateBody } from '../account-model';
import { ACCOUNT_READS, UPDATE_ENDPOINTS } from './account-endpoints';

/** Staff and managers are deactivated with only their userId and isActive false. */
export interface DeactivationBody {
  userId: number;
  isActive: false;
}

/** PUT /manager/Update, /doctor/Update or /staff/Update. */
export function useUpdateAccount(kind: AccountKind) {
  // Each kind's form builds that kind's body (or the deactivation), which the shared types cannot tell apart.
  return useEndpointMutation(UPDATE_ENDPOINTS[kind] as Endpoint, {
    input: (body: UpdateBody | DeactivationBody) => ({ body }) as unknown as EndpointInput<Endpoint>,
    invalidates: ACCOUNT_READS,
  });
}
