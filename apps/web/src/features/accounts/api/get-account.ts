import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { AccountProfile } from '../account-model';
import { PROFILE_READS } from './account-endpoints';

/** GET /Manager/GetByID/{userId} or /Staff/GetByID/{userId}. */
export async function getAccount(role: 'Manager' | 'Staff', userId: number): Promise<AccountProfile> {
  const data = await callEndpoint(PROFILE_READS[role], { params: { id: userId } });
  if (!data) throw new Error('empty account');
  return data;
}

export const accountQueryOptions = (role: 'Manager' | 'Staff', userId: number) =>
  queryOptions({
    queryKey: queryKeys.of(PROFILE_READS[role], { id: userId }),
    queryFn: () => getAccount(role, userId),
  });

export function useAccount(role: 'Manager' | 'Staff', userId: number, enabled = true) {
  return useQuery({ ...accountQueryOptions(role, userId), enabled, retry: false });
}
