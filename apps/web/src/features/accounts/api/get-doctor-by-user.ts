import { type DoctorListItem, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';
import { ApiError } from '../../../lib/api-client';

/**
 * The doctor whose account is `userId` (/doctors/update/{userId} is keyed by the account, while
 * GET /Doctor/GetByID takes the doctorId): GET /Doctor/GetAll, then the full record by its doctorId.
 */
export async function getDoctorByUserId(userId: number): Promise<DoctorListItem> {
  const data = await callEndpoint(endpoints.accounts.doctorGetAll);
  const found = (Array.isArray(data) ? data : []).find((d) => d.userId === userId);
  if (!found) throw new ApiError(404, 'not found');
  const doctor = await callEndpoint(endpoints.profile.doctor.getById, { params: { id: found.doctorId } });
  // The list row lacks a few profile fields; it stands in only when the full record is missing.
  return (doctor as DoctorListItem | null) ?? (found as DoctorListItem);
}

export const doctorByUserQueryOptions = (userId: number) =>
  queryOptions({
    // Keyed under the doctors' list: the record is found through it, so a change there refreshes it.
    queryKey: [...queryKeys.all(endpoints.accounts.doctorGetAll), 'by-user', userId],
    queryFn: () => getDoctorByUserId(userId),
  });

export function useDoctorByUser(userId: number, enabled = true) {
  return useQuery({ ...doctorByUserQueryOptions(userId), enabled, retry: false });
}
