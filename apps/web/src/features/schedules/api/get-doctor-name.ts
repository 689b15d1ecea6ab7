import { endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';

const endpoint = endpoints.profile.doctor.getById;

const nameOf = (data: { fullName?: unknown } | null): string | null =>
  typeof data?.fullName === 'string' && data.fullName ? data.fullName : null;

/** GET /Doctor/GetByID/{id}, read only for the name shown on the create page. */
export async function getDoctorName(doctorId: number): Promise<string | null> {
  return nameOf(await callEndpoint(endpoint, { params: { id: doctorId } }));
}

export const doctorNameQueryOptions = (doctorId: number) =>
  queryOptions({
    queryKey: queryKeys.of(endpoint, { id: doctorId }),
    queryFn: () => callEndpoint(endpoint, { params: { id: doctorId } }),
    select: nameOf,
    retry: false,
  });

export function useDoctorName(doctorId: number | null) {
  return useQuery({ ...doctorNameQueryOptions(doctorId ?? 0), enabled: doctorId !== null });
}
