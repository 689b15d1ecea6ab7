import { endpoints } from '@clinic/contract';
import { useBodyMutation } from '../../../lib/api/endpoint-mutation';

/** PUT /TestResult/Update {testResultId, appointmentId, patientId, doctorId, testTypeId, resultValue, notes}. */
export const useUpdateTestResult = () => useBodyMutation(endpoints.testResult.update);
