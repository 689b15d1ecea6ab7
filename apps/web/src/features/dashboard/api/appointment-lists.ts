import type { Appointment, AppointmentListQuery } from '@clinic/contract';
import { useQueries } from '@tanstack/react-query';
import type { Page } from '../../../lib/api/endpoint-query';
import { ownAppointmentsPage } from '../../../lib/api/own-appointments';

/**
 * A dashboard's named lists of its owner's appointments, one read per query of each list: `combine` gets the
 * pages of each list once every answer is in (null until then), and whether a read failed; `refetch` asks
 * again the reads that failed.
 */
export function useAppointmentLists<Id extends string, R>(
  endpoint: Parameters<typeof ownAppointmentsPage>[0],
  ownerId: number,
  queries: Record<Id, AppointmentListQuery[]>,
  combine: (lists: Record<Id, Page<Appointment>[]> | null, isError: boolean) => R,
) {
  const ids = Object.keys(queries) as Id[];
  const asked = ids.flatMap((id) => queries[id].map((query) => ({ id, query })));
  return useQueries({
    queries: asked.map(({ query }) => ownAppointmentsPage(endpoint, ownerId, query)),
    combine: (results) => {
      const pages = results.map((r) => r.data);
      const ready = pages.every((p): p is Page<Appointment> => p !== undefined);
      const isError = results.some((r) => r.isError);
      const lists = ready
        ? (Object.fromEntries(ids.map((id) => [id, pages.filter((_, i) => asked[i]?.id === id)])) as Record<
            Id,
            Page<Appointment>[]
          >)
        : null;
      return {
        ...combine(lists, isError),
        isError,
        refetch: () => Promise.all(results.filter((r) => r.isError).map((r) => r.refetch())),
      };
    },
  });
}
