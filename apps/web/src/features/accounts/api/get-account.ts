import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AccountProfile } from '../account-model';
import { ACCOUNTS_KEY } from './get-accounts';

/** GET /Manager/GetByID/{userId} or /Staff/GetByID/{userId}. */
export async function getAccount(role: 'Manager' | 'Staff', userId: number): Promise<AccountProfile> {
  const { data } = await apiRequest<AccountProfile>(`/${role}/GetByID/${userId}`);
  if (!data) throw new Error('empty account');
  return data;
}

export const accountQueryOptions = (role: 'Manager' | 'Staff', userId: number) =>
  queryOptions({
    queryKey: [...ACCOUNTS_KEY, role, 'one', userId],
    queryFn: () => getAccount(role, userId),
  });

export function useAccount(role: 'Manager' | 'Staff', userId: number, enabled = true) {
  return useQuery({ ...accountQueryOptions(role, userId), enabled, retry: false });
}
