import { type Appointment, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';

const endpoint = endpoints.appointment.getByPatientId;

/** GET /Appointment/GetByPatientId/{patientId}, every row: the dashboard picks the next ones itself. */
export async function getAllPatientAppointments(patientId: number): Promise<Appointment[]> {
  return (await callEndpoint(endpoint, { params: { id: patientId } })) ?? [];
}

export const allPatientAppointmentsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: queryKeys.of(endpoint, { id: patientId }),
    queryFn: () => callEndpoint(endpoint, { params: { id: patientId } }),
    select: (data): Appointment[] => data ?? [],
  });

export function useAllPatientAppointments(patientId: number) {
  return useQuery(allPatientAppointmentsQueryOptions(patientId));
}
