import { endpoints } from '@clinic/contract';
import { missedToRebook, patientDashboardQueries, upcomingAppointments } from '../patient-dashboard-model';
import { useAppointmentLists } from './appointment-lists';

/**
 * GET /Appointment/GetByPatientId/{patientId} once per query of the dashboard (patientDashboardQueries): a few
 * small pages, never the whole history. `upcoming` and `missed` are empty and null until every answer is in;
 * the reads are pending or failed together, as the one list they replace was.
 */
export function usePatientDashboardAppointments(patientId: number, today: string) {
  return useAppointmentLists(
    endpoints.appointment.getByPatientId,
    patientId,
    patientDashboardQueries(today),
    (lists, isError) => ({
      isPending: !lists && !isError,
      upcoming: upcomingAppointments(lists ? lists.upcoming.flatMap((p) => p.items) : [], today),
      missed: lists ? missedToRebook(lists.missed.flatMap((p) => p.items)) : null,
    }),
  );
}
