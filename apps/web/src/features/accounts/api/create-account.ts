import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import type { AccountKind, CreateBody } from '../account-model';
import { ACCOUNTS_KEY } from './get-accounts';

/** POST /Manager/Create, /Doctor/Create or /Staff/Create; duplicates answer 409. */
export async function createAccount(kind: AccountKind, body: CreateBody): Promise<string> {
  const { message } = await apiRequest<unknown>(`/${kind}/Create`, { method: 'POST', body });
  return message;
}

export const createAccountMutationOptions = (kind: AccountKind) =>
  mutationOptions({ mutationFn: (body: CreateBody) => createAccount(kind, body) });

export function useCreateAccount(kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createAccountMutationOptions(kind),
    meta: OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}
