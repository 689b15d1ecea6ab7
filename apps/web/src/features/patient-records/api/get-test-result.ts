import type { TestResultItem } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /TestResult/GetByAppointmentId/{appointmentId}: 404 when the appointment has no result (or is not ours). */
export async function getTestResultByAppointment(appointmentId: number): Promise<TestResultItem | null> {
  const { data } = await apiRequest<TestResultItem>(`/TestResult/GetByAppointmentId/${appointmentId}`);
  return data;
}

export const testResultByAppointmentQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: ['patient', 'test-result', 'appointment', appointmentId],
    queryFn: () => getTestResultByAppointment(appointmentId),
  });

export function useTestResultByAppointment(appointmentId: number | null) {
  return useQuery({
    ...testResultByAppointmentQueryOptions(appointmentId ?? 0),
    enabled: appointmentId !== null,
  });
}
