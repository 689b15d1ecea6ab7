import type { Appointment } from '@clinic/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const PAGE_SIZE = 10;

export interface AppointmentPage {
  items: Appointment[];
  total: number;
}

/** GET /Appointment/GetByPatientId/{patientId} with the optional page and pageSize of design 4 (newest first). */
export async function getPatientAppointments(patientId: number, page: number): Promise<AppointmentPage> {
  const { data, meta } = await apiRequest<Appointment[]>(`/Appointment/GetByPatientId/${patientId}`, {
    query: { page, pageSize: PAGE_SIZE },
  });
  const items = data ?? [];
  return { items, total: meta?.total ?? items.length };
}

export const patientAppointmentsQueryOptions = (patientId: number, page: number) =>
  queryOptions({
    queryKey: ['patient', 'appointments', patientId, 'page', page],
    queryFn: () => getPatientAppointments(patientId, page),
    placeholderData: keepPreviousData,
  });

export function usePatientAppointments(patientId: number, page: number) {
  return useQuery(patientAppointmentsQueryOptions(patientId, page));
}
