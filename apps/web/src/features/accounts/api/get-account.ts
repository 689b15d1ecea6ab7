import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import type { AccountProfile } from '../account-model';
import { PROFILE_READS } from './account-endpoints';

/** GET /Manager/GetByID/{userId} or /Staff/GetByID/{userId}. */
export function useAccount(role: 'Manager' | 'Staff', userId: number, enabled = true) {
  return useQuery({
    ...endpointQuery(PROFILE_READS[role], enabled ? { params: { id: userId } } : null),
    select: (data): AccountProfile => {
      if (!data) throw new Error('empty account');
      return data;
    },
    retry: false,
  });
}
