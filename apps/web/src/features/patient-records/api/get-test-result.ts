import { endpoints, type TestResultItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';

const endpoint = endpoints.testResult.getByAppointmentId;

/** GET /TestResult/GetByAppointmentId/{appointmentId}: 404 when the appointment has no result (or is not ours). */
export async function getTestResultByAppointment(appointmentId: number): Promise<TestResultItem | null> {
  return callEndpoint(endpoint, { params: { appointmentId } });
}

export const testResultByAppointmentQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: queryKeys.of(endpoint, { appointmentId }),
    queryFn: () => getTestResultByAppointment(appointmentId),
  });

export function useTestResultByAppointment(appointmentId: number | null) {
  return useQuery({
    ...testResultByAppointmentQueryOptions(appointmentId ?? 0),
    enabled: appointmentId !== null,
  });
}
