import type { TestResultItem } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import type { TestResultUpdateInput } from '../test-result-model';
import { TEST_RESULTS_KEY } from './get-test-results';

/** PUT /TestResult/Update {testResultId, appointmentId, patientId, doctorId, testTypeId, resultValue, notes}. */
export async function updateTestResult(body: TestResultUpdateInput): Promise<TestResultItem | null> {
  const { data } = await apiRequest<TestResultItem>('/TestResult/Update', { method: 'PUT', body });
  return data;
}

export const updateTestResultMutationOptions = () => mutationOptions({ mutationFn: updateTestResult });

export function useUpdateTestResult() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateTestResultMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: TEST_RESULTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
      void queryClient.invalidateQueries({ queryKey: ['patient'] });
    },
  });
}
