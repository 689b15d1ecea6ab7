import { endpoints } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import type { AccountKind, UpdateBody } from '../account-model';
import { invalidateAccounts } from './account-endpoints';

/** Staff and managers are deactivated with only their userId and isActive false. */
export interface DeactivationBody {
  userId: number;
  isActive: false;
}

/** PUT /manager/Update, /doctor/Update or /staff/Update. */
export async function updateAccount(kind: AccountKind, body: UpdateBody | DeactivationBody): Promise<string> {
  // Each kind's form builds that kind's body (or the deactivation), which the shared types cannot tell apart.
  const p = endpoints.profile;
  const answer =
    kind === 'Manager'
      ? await callEndpointFull(p.manager.update, { body: body as z.input<typeof p.manager.update.body> })
      : kind === 'Staff'
        ? await callEndpointFull(p.staff.update, { body: body as z.input<typeof p.staff.update.body> })
        : await callEndpointFull(p.doctor.update, { body: body as z.input<typeof p.doctor.update.body> });
  return answer.message;
}

export const updateAccountMutationOptions = (kind: AccountKind) =>
  mutationOptions({ mutationFn: (body: UpdateBody | DeactivationBody) => updateAccount(kind, body) });

export function useUpdateAccount(kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateAccountMutationOptions(kind),
    meta: OWN_ERRORS,
    onSuccess: () => invalidateAccounts(queryClient),
  });
}
