import { type Appointment, endpoints } from '@clinic/contract';
import { useQueries } from '@tanstack/react-query';
import type { Page } from '../../../lib/api/endpoint-query';
import { ownAppointmentsPage } from '../../../lib/api/own-appointments';
import { type DoctorList, type DoctorListId, doctorList, doctorListQueries } from '../doctor-dashboard-model';

/**
 * GET /Appointment/GetByDoctorId/{doctorId} once per query of the dashboard's lists (doctorListQueries): each
 * asks the server for one day or for the first few rows of a status, never for the whole history. The lists
 * are null until every answer is in.
 */
export function useDoctorLists(doctorId: number, today: string) {
  const queries = doctorListQueries(today);
  const ids = Object.keys(queries) as DoctorListId[];
  const asked = ids.flatMap((id) => queries[id].map((query) => ({ id, query })));
  return useQueries({
    queries: asked.map(({ query }) =>
      ownAppointmentsPage(endpoints.appointment.getByDoctorId, doctorId, query),
    ),
    combine: (results) => {
      const pages = results.map((r) => r.data);
      const ready = pages.every((p): p is Page<Appointment> => p !== undefined);
      return {
        isError: results.some((r) => r.isError),
        lists: ready
          ? (Object.fromEntries(
              ids.map((id) => [
                id,
                doctorList(
                  id,
                  pages.filter((_, i) => asked[i]?.id === id),
                ),
              ]),
            ) as Record<DoctorListId, DoctorList>)
          : null,
        refetch: () => Promise.all(results.filter((r) => r.isError).map((r) => r.refetch())),
      };
    },
  });
}
