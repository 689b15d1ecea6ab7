import type { TestResultItem } from '@clinic/contract';
import { ApiError } from '../../lib/api-client';
import type { FieldErrors } from '../../lib/forms';
import { testResultsMessages as m } from './messages';

/** The body of PUT /TestResult/Update (spec administration 3). */
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

/** Spec 5: only the result value (required) and the notes change; the rest is sent back as loaded. */
export function buildUpdate(
  loaded: TestResultItem,
  values: TestResultFormValues,
): { body: TestResultUpdateInput | null; errors: FieldErrors } {
  const resultValue = values.resultValue.trim();
  if (!resultValue) return { body: null, errors: { resultValue: m.resultValueRequired } };
  const notes = values.notes.trim();
  return {
    body: {
      testResultId: loaded.testResultId,
      appointmentId: loaded.appointmentId,
      patientId: loaded.patientId,
      doctorId: loaded.doctorId,
      testTypeId: loaded.testTypeId,
      resultValue,
      notes: notes ? notes : null,
    },
    errors: {},
  };
}

// Spec 8: the server's own text ('Không tìm thấy thông tin cuộc hẹn', ...) or a default.
export { apiErrorMessage as saveErrorMessage } from '../../lib/api-errors';

/** The server's 400 errors for the two editable fields (resultValue / ResultValue, notes / Notes). */
export function resultFieldErrors(error: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (!(error instanceof ApiError)) return out;
  for (const [key, list] of Object.entries(error.fieldErrors)) {
    const field =
      key.toLowerCase() === 'resultvalue' ? 'resultValue' : key.toLowerCase() === 'notes' ? 'notes' : null;
    if (field && list[0] && !out[field]) out[field] = list[0];
  }
  return out;
}

/** A route id: a positive integer, or null. */
export function parseRouteId(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
