import { endpoints, type TestResultItem } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateClinic } from '../../../lib/api/clinic';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import type { TestResultUpdateInput } from '../test-result-model';

/** PUT /TestResult/Update {testResultId, appointmentId, patientId, doctorId, testTypeId, resultValue, notes}. */
export async function updateTestResult(body: TestResultUpdateInput): Promise<TestResultItem | null> {
  return callEndpoint(endpoints.testResult.update, { body });
}

export const updateTestResultMutationOptions = () => mutationOptions({ mutationFn: updateTestResult });

export function useUpdateTestResult() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateTestResultMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => {
      void invalidateClinic(queryClient);
    },
  });
}
