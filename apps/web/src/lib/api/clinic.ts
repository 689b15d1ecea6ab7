import { type Appointment, type AppointmentListQuery, endpoints } from '@clinic/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callEndpoint, callEndpointFull } from './endpoint-client';
import type { Page } from './endpoint-hooks';
import { queryKeys } from './query-keys';

const { appointment, clinical, testResult, treatment } = endpoints;

/*
 * The clinic's reads that several features show (the dashboards, the lists, the treatment flow), as the server
 * sends them: one cache entry per endpoint and record, shaped by each feature with `select`.
 */

export const appointmentQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: queryKeys.of(appointment.getById, { id: appointmentId }),
    queryFn: () => callEndpoint(appointment.getById, { params: { id: appointmentId } }),
  });

/** One page of the caller's own appointments (a doctor's or a patient's list), filtered and paged by the server. */
function ownAppointmentsPage(endpoint: typeof appointment.getByDoctorId | typeof appointment.getByPatientId) {
  return (id: number, query: AppointmentListQuery) =>
    queryOptions({
      queryKey: queryKeys.page(endpoint, { id }, query),
      queryFn: async ({ signal }): Promise<Page<Appointment>> => {
        const { data, meta } = await callEndpointFull(endpoint, { params: { id }, query, signal });
        const items = data ?? [];
        return { items, total: meta?.total ?? items.length };
      },
      staleTime: 15_000,
    });
}

/**
 * One page of the doctor's appointments (a doctor's history grows without end): the manager's table and the
 * dashboard's lists read it, and a change refreshes both (invalidateClinic).
 */
export const doctorAppointmentsQueryOptions = ownAppointmentsPage(appointment.getByDoctorId);

/**
 * One page of a patient's own appointments (a patient's history grows too): the patient's dashboard reads a few
 * small pages of it, and a change refreshes them with the patient's list (invalidateClinic, by the endpoint).
 */
export const patientAppointmentsPageQueryOptions = ownAppointmentsPage(appointment.getByPatientId);

/** The caller's treatments: the server answers a patient's own ones. */
export const treatmentsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.of(treatment.getAll),
    queryFn: () => callEndpoint(treatment.getAll),
  });

export const testResultQueryOptions = (testResultId: number) =>
  queryOptions({
    queryKey: queryKeys.of(testResult.getById, { id: testResultId }),
    queryFn: () => callEndpoint(testResult.getById, { params: { id: testResultId } }),
  });

const CLINIC_READS = [
  appointment.getAvailableDoctors,
  appointment.getByPatientId,
  appointment.getByDoctorId,
  appointment.getById,
  testResult.getAll,
  testResult.getById,
  testResult.getByAppointmentId,
  treatment.getAll,
  clinical.getSummary,
  clinical.getWorklist,
];

/**
 * What a booking, a status change, a result or a treatment may change: the appointments (their state and the
 * free doctors of their slot), the results and the treatments hanging from them, and the clinical summaries and
 * worklist made of those.
 */
export function invalidateClinic(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    CLINIC_READS.map((endpoint) => queryClient.invalidateQueries({ queryKey: queryKeys.all(endpoint) })),
  );
}
