import { endpoints, type ManagerCreateBody, type StaffCreateBody } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import type { AccountKind, CreateBody } from '../account-model';
import { invalidateAccounts } from './account-endpoints';

/** POST /Manager/Create, /Doctor/Create or /Staff/Create; duplicates answer 409. */
export async function createAccount(kind: AccountKind, body: CreateBody): Promise<string> {
  // The form of each kind builds that kind's body, which the shared CreateBody type cannot tell apart.
  const a = endpoints.accounts;
  const answer =
    kind === 'Manager'
      ? await callEndpointFull(a.managerCreate, { body: body as ManagerCreateBody })
      : kind === 'Staff'
        ? await callEndpointFull(a.staffCreate, { body: body as StaffCreateBody })
        : await callEndpointFull(a.doctorCreate, { body: body as z.input<typeof a.doctorCreate.body> });
  return answer.message;
}

export const createAccountMutationOptions = (kind: AccountKind) =>
  mutationOptions({ mutationFn: (body: CreateBody) => createAccount(kind, body) });

export function useCreateAccount(kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createAccountMutationOptions(kind),
    meta: OWN_ERRORS,
    onSuccess: () => invalidateAccounts(queryClient),
  });
}
