import type { Appointment } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /Appointment/GetByDoctorId/{doctorId}, every row: the doctor's dashboard groups them itself. */
export async function getAllDoctorAppointments(doctorId: number): Promise<Appointment[]> {
  const { data } = await apiRequest<Appointment[]>(`/Appointment/GetByDoctorId/${doctorId}`);
  return data ?? [];
}

// The same key as the appointment manager's list: both show the same rows and refresh together.
export const allDoctorAppointmentsQueryOptions = (doctorId: number) =>
  queryOptions({
    queryKey: ['appointments', 'doctor', doctorId],
    queryFn: () => getAllDoctorAppointments(doctorId),
    staleTime: 15_000,
  });

export function useAllDoctorAppointments(doctorId: number) {
  return useQuery(allDoctorAppointmentsQueryOptions(doctorId));
}
