import { endpoints, type TestResultItem } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateClinic } from '../../../lib/api/clinic';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';

export interface TestResultCreateInput {
  appointmentId: number;
  patientId: number | null;
  doctorId: number | null;
  testTypeId: number | null;
  resultValue: string;
  notes: string;
}

/** POST /TestResult/Create; the server takes patient and doctor from the appointment. */
export async function createTestResult(
  body: TestResultCreateInput,
): Promise<{ result: TestResultItem | null; message: string }> {
  const { data, message } = await callEndpointFull(endpoints.testResult.create, { body });
  return { result: data, message };
}

export const createTestResultMutationOptions = () => mutationOptions({ mutationFn: createTestResult });

export function useCreateTestResult() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createTestResultMutationOptions(),
    meta: OWN_ERRORS,
    onSettled: () => invalidateClinic(queryClient),
  });
}
