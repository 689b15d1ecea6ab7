import type { Appointment, AppointmentListQuery, endpoints } from '@clinic/contract';
import { endpointPage, type MaybeRead, type Page, type Paged } from './endpoint-query';

/**
 * One page of a doctor's or a patient's own appointments, filtered and paged by the server (a history grows
 * without end): the dashboards' lists and the manager's table. Asked again after 15 s rather than a minute: any
 * booking of the clinic may change them. A null query (a filter the server would refuse) asks nothing.
 */
export function ownAppointmentsPage(
  endpoint: typeof endpoints.appointment.getByDoctorId | typeof endpoints.appointment.getByPatientId,
  id: number,
  query: AppointmentListQuery | null,
): MaybeRead<Page<Appointment>> & Paged & { staleTime: number } {
  return {
    ...endpointPage(endpoint, query && { params: { id }, query }),
    staleTime: 15_000,
  };
}
