import type { Appointment } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /Appointment/GetByPatientId/{patientId}, every row: the dashboard picks the next ones itself. */
export async function getAllPatientAppointments(patientId: number): Promise<Appointment[]> {
  const { data } = await apiRequest<Appointment[]>(`/Appointment/GetByPatientId/${patientId}`);
  return data ?? [];
}

export const allPatientAppointmentsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: ['patient', 'appointments', patientId, 'all'],
    queryFn: () => getAllPatientAppointments(patientId),
  });

export function useAllPatientAppointments(patientId: number) {
  return useQuery(allPatientAppointmentsQueryOptions(patientId));
}
