import { type Appointment, endpoints } from '@clinic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';

export const PAGE_SIZE = 10;

export interface AppointmentPage {
  items: Appointment[];
  total: number;
}

const endpoint = endpoints.appointment.getByPatientId;

/** GET /Appointment/GetByPatientId/{patientId} with the optional page and pageSize (newest first). */
export async function getPatientAppointments(patientId: number, page: number): Promise<AppointmentPage> {
  const { data, meta } = await callEndpointFull(endpoint, {
    params: { id: patientId },
    query: { page, pageSize: PAGE_SIZE },
  });
  const items = data ?? [];
  return { items, total: meta?.total ?? items.length };
}

export const patientAppointmentsQueryOptions = (patientId: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.page(endpoint, { id: patientId }, { page, pageSize: PAGE_SIZE }),
    queryFn: () => getPatientAppointments(patientId, page),
    placeholderData: keepPreviousData,
  });

export function usePatientAppointments(patientId: number, page: number) {
  return useQuery(patientAppointmentsQueryOptions(patientId, page));
}
