import type { Appointment } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /Appointment/GetByDoctorId/{doctorId}: every appointment of the doctor, newest first. */
export async function getDoctorAppointments(doctorId: number): Promise<Appointment[]> {
  const { data } = await apiRequest<Appointment[]>(`/Appointment/GetByDoctorId/${doctorId}`);
  return data ?? [];
}

export const doctorAppointmentsQueryOptions = (doctorId: number) =>
  queryOptions({
    queryKey: ['appointments', 'doctor', doctorId],
    queryFn: () => getDoctorAppointments(doctorId),
    staleTime: 15_000,
  });

export function useDoctorAppointments(doctorId: number | null) {
  return useQuery({ ...doctorAppointmentsQueryOptions(doctorId ?? 0), enabled: doctorId !== null });
}
