import type { endpoints, TestResultItem } from '@clinic/contract';
import type { EndpointBody } from '../../lib/api/endpoint-client';

export interface TestResultFormValues {
  resultValue: string;
  notes: string;
}

/**
 * Only the result value and the notes change (trimmed, empty notes sent as null); the rest is sent back as
 * loaded. The form checks this body with the contract's update schema, as the server does.
 */
export function updateBody(
  loaded: TestResultItem,
  values: TestResultFormValues,
): EndpointBody<typeof endpoints.testResult.update> {
  const notes = values.notes.trim();
  return {
    testResultId: loaded.testResultId,
    appointmentId: loaded.appointmentId,
    patientId: loaded.patientId,
    doctorId: loaded.doctorId,
    testTypeId: loaded.testTypeId,
    resultValue: values.resultValue.trim(),
    notes: notes ? notes : null,
  };
}

// The server's own text ('Không tìm thấy thông tin cuộc hẹn', ...) or a default.
export { apiErrorMessage as saveErrorMessage } from '../../lib/api-errors';
