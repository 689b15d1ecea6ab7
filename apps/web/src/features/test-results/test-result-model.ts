import type { TestResultItem } from '@clinic/contract';

/** The body of PUT /TestResult/Update. */
export interface TestResultUpdateInput {
  testResultId: number;
  appointmentId: number;
  patientId: number | null;
  doctorId: number;
  testTypeId: number | null;
  resultValue: string;
  notes: string | null;
}

export interface TestResultFormValues {
  resultValue: string;
  notes: string;
}

/**
 * Only the result value and the notes change (trimmed, empty notes sent as null); the rest is sent back as
 * loaded. The form checks this body with the contract's update schema, as the server does.
 */
export function updateBody(loaded: TestResultItem, values: TestResultFormValues): TestResultUpdateInput {
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
