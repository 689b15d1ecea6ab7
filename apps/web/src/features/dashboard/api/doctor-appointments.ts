import { endpoints } from '@clinic/contract';
import { type DoctorList, type DoctorListId, doctorList, doctorListQueries } from '../doctor-dashboard-model';
import { useAppointmentLists } from './appointment-lists';

/**
 * GET /Appointment/GetByDoctorId/{doctorId} once per query of the dashboard's lists (doctorListQueries): each
 * asks the server for one day or for the first few rows of a status, never for the whole history. The lists
 * are null until every answer is in.
 */
export function useDoctorLists(doctorId: number, today: string) {
  return useAppointmentLists(
    endpoints.appointment.getByDoctorId,
    doctorId,
    doctorListQueries(today),
    (lists) => ({
      lists: lists
        ? (Object.fromEntries(
            (Object.keys(lists) as DoctorListId[]).map((id) => [id, doctorList(id, lists[id])]),
          ) as Record<DoctorListId, DoctorList>)
        : null,
    }),
  );
}
