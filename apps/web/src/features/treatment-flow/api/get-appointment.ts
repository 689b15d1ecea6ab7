import type { Appointment } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /Appointment/GetByID/{id}: the appointment a result is recorded for. */
export async function getAppointment(appointmentId: number): Promise<Appointment | null> {
  const { data } = await apiRequest<Appointment>(`/Appointment/GetByID/${appointmentId}`);
  return data;
}

export const appointmentQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: ['appointments', 'one', appointmentId],
    queryFn: () => getAppointment(appointmentId),
  });

export function useAppointment(appointmentId: number | undefined) {
  return useQuery({ ...appointmentQueryOptions(appointmentId ?? 0), enabled: appointmentId !== undefined });
}
