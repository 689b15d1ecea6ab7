import { endpoints } from '@clinic/contract';
import type { EndpointBody } from '../../../lib/api/endpoint-client';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';

/** PUT /TestResult/Update {testResultId, appointmentId, patientId, doctorId, testTypeId, resultValue, notes}. */
export const useUpdateTestResult = () =>
  useEndpointMutation(endpoints.testResult.update, {
    input: (body: EndpointBody<typeof endpoints.testResult.update>) => ({ body }),
  });
