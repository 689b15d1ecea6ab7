import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import type { AccountKind, UpdateBody } from '../account-model';
import { ACCOUNTS_KEY } from './get-accounts';

/** Administration 4: staff and managers are deactivated with only their userId and isActive false. */
export interface DeactivationBody {
  userId: number;
  isActive: false;
}

/** PUT /manager/Update, /doctor/Update or /staff/Update (the path in lower case, as in spec 7). */
export async function updateAccount(kind: AccountKind, body: UpdateBody | DeactivationBody): Promise<string> {
  const { message } = await apiRequest<unknown>(`/${kind.toLowerCase()}/Update`, { method: 'PUT', body });
  return message;
}

export const updateAccountMutationOptions = (kind: AccountKind) =>
  mutationOptions({ mutationFn: (body: UpdateBody | DeactivationBody) => updateAccount(kind, body) });

export function useUpdateAccount(kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateAccountMutationOptions(kind),
    meta: OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}
