import type { DoctorListItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { ACCOUNTS_KEY } from './get-accounts';

/**
 * The doctor whose account is `userId` (/doctors/update/{userId} is keyed by the account, while
 * GET /Doctor/GetByID takes the doctorId): GET /Doctor/GetAll, then the full record by its doctorId.
 */
export async function getDoctorByUserId(userId: number): Promise<DoctorListItem> {
  const { data } = await apiRequest<DoctorListItem[]>('/Doctor/GetAll');
  const found = (Array.isArray(data) ? data : []).find((d) => d.userId === userId);
  if (!found) throw new ApiError(404, 'not found');
  const { data: doctor } = await apiRequest<DoctorListItem>(`/Doctor/GetByID/${found.doctorId}`);
  return doctor ?? found;
}

export const doctorByUserQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...ACCOUNTS_KEY, 'Doctor', 'one', userId],
    queryFn: () => getDoctorByUserId(userId),
  });

export function useDoctorByUser(userId: number, enabled = true) {
  return useQuery({ ...doctorByUserQueryOptions(userId), enabled, retry: false });
}
