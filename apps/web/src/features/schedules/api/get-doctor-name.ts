import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /Doctor/GetByID/{id}, read only for the name shown on the create page. */
export async function getDoctorName(doctorId: number): Promise<string | null> {
  const { data } = await apiRequest<{ fullName?: unknown }>(`/Doctor/GetByID/${doctorId}`);
  return typeof data?.fullName === 'string' && data.fullName ? data.fullName : null;
}

export const doctorNameQueryOptions = (doctorId: number) =>
  queryOptions({
    queryKey: ['schedule-doctor-name', doctorId],
    queryFn: () => getDoctorName(doctorId),
    retry: false,
  });

export function useDoctorName(doctorId: number | null) {
  return useQuery({ ...doctorNameQueryOptions(doctorId ?? 0), enabled: doctorId !== null });
}
