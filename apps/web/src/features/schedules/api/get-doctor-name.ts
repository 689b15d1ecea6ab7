import { endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';

/** GET /Doctor/GetByID/{id}, read only for the name shown on the create page. */
export async function getDoctorName(doctorId: number): Promise<string | null> {
  const data: { fullName?: unknown } | null = await callEndpoint(endpoints.profile.doctor.getById, {
    params: { id: doctorId },
  });
  return typeof data?.fullName === 'string' && data.fullName ? data.fullName : null;
}

export const doctorNameQueryOptions = (doctorId: number) =>
  queryOptions({
    // Not the raw card: this entry holds the name alone.
    queryKey: [...queryKeys.of(endpoints.profile.doctor.getById, { id: doctorId }), 'name'],
    queryFn: () => getDoctorName(doctorId),
    retry: false,
  });

export function useDoctorName(doctorId: number | null) {
  return useQuery({ ...doctorNameQueryOptions(doctorId ?? 0), enabled: doctorId !== null });
}
