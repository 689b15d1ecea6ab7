import { type Appointment, endpoints } from '@clinic/contract';
import { useQueries } from '@tanstack/react-query';
import type { Page } from '../../../lib/api/endpoint-query';
import { ownAppointmentsPage } from '../../../lib/api/own-appointments';
import {
  missedToRebook,
  type PatientListId,
  patientDashboardQueries,
  upcomingAppointments,
} from '../patient-dashboard-model';

/**
 * GET /Appointment/GetByPatientId/{patientId} once per query of the dashboard (patientDashboardQueries): a few
 * small pages, never the whole history. `upcoming` and `missed` are empty and null until every answer is in;
 * the reads are pending or failed together, as the one list they replace was.
 */
export function usePatientDashboardAppointments(patientId: number, today: string) {
  const queries = patientDashboardQueries(today);
  const ids = Object.keys(queries) as PatientListId[];
  const asked = ids.flatMap((id) => queries[id].map((query) => ({ id, query })));
  return useQueries({
    queries: asked.map(({ query }) =>
      ownAppointmentsPage(endpoints.appointment.getByPatientId, patientId, query),
    ),
    combine: (results) => {
      const pages = results.map((r) => r.data);
      const ready = pages.every((p): p is Page<Appointment> => p !== undefined);
      const items = (id: PatientListId) =>
        ready ? pages.filter((_, i) => asked[i]?.id === id).flatMap((p) => p.items) : [];
      const isError = results.some((r) => r.isError);
      return {
        isPending: !ready && !isError,
        isError,
        upcoming: upcomingAppointments(items('upcoming'), today),
        missed: ready ? missedToRebook(items('missed')) : null,
        refetch: () => Promise.all(results.filter((r) => r.isError).map((r) => r.refetch())),
      };
    },
  });
}
