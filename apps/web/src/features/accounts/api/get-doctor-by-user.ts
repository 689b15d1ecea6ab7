import { type DoctorListItem, endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, found } from '../../../lib/api/endpoint-query';

/**
 * The doctor whose account is `userId` (/doctors/update/{userId} is keyed by the account, while
 * GET /Doctor/GetByID takes the doctorId): GET /Doctor/GetAll, then the full record by its doctorId.
 */
export function useDoctorByUser(userId: number, enabled = true) {
  const row = useQuery({
    ...endpointQuery(endpoints.accounts.doctorGetAll, enabled ? {} : null),
    select: (rows) => found((rows ?? []).find((d) => d.userId === userId) ?? null) as DoctorListItem,
    retry: false,
  });
  const listed = row.data;
  const doctor = useQuery({
    ...endpointQuery(endpoints.profile.doctor.getById, listed ? { params: { id: listed.doctorId } } : null),
    // The list row lacks a few profile fields; it stands in only when the full record is missing.
    select: (data) => (data as DoctorListItem | null) ?? (listed as DoctorListItem),
    retry: false,
  });
  return row.isSuccess ? doctor : row;
}
