import type { Appointment } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /Appointment/GetByID/{id} (spec 7); another patient's appointment answers 404 like a missing one. */
export async function getAppointment(appointmentId: number): Promise<Appointment | null> {
  const { data } = await apiRequest<Appointment>(`/Appointment/GetByID/${appointmentId}`);
  return data;
}

export const appointmentQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: ['patient', 'appointment', appointmentId],
    queryFn: () => getAppointment(appointmentId),
  });

export function useAppointment(appointmentId: number | null) {
  return useQuery({
    ...appointmentQueryOptions(appointmentId ?? 0),
    enabled: appointmentId !== null,
  });
}
