import { endpoints } from '@clinic/contract';
import { invalidateClinic } from '../../../lib/api/clinic';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import type { TestResultUpdateInput } from '../test-result-model';

/** PUT /TestResult/Update {testResultId, appointmentId, patientId, doctorId, testTypeId, resultValue, notes}. */
export const useUpdateTestResult = () =>
  useEndpointMutation(endpoints.testResult.update, {
    input: (body: TestResultUpdateInput) => ({ body }),
    invalidates: invalidateClinic,
  });
