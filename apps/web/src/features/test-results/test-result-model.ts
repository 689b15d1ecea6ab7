import {
  type endpoints,
  type ReadResultKind,
  type ResultReading,
  resultReading,
  type TestResultItem,
} from '@clinic/contract';
import type { EndpointBody } from '../../lib/api/endpoint-client';

export interface TestResultFormValues {
  resultValue: string;
  notes: string;
}

/**
 * What an edited result will be stored with: its text as read, or, while the text is the one loaded and cannot be
 * read, the number stored with it (sent by a client besides the text), which saving the notes must not drop.
 */
export function updateReading(
  loaded: TestResultItem,
  text: string,
): { kind: ReadResultKind; reading: ResultReading | null } | undefined {
  const read = resultReading(loaded.testTypeKind, text);
  if (read?.reading !== null || text.trim() !== loaded.resultValue.trim()) return read;
  if (loaded.numericValue === null && !loaded.belowDetection) return read;
  return {
    kind: read.kind,
    reading: { numericValue: loaded.numericValue, belowDetection: loaded.belowDetection },
  };
}

/**
 * Only the result value and the notes change (trimmed, empty notes sent as null); the rest is sent back as
 * loaded. A viral load or CD4 result carries the number it is stored with (updateReading: numericValue,
 * belowDetection); unread, the text alone. The form checks this body with the contract's update schema, as the
 * server does.
 */
export function updateBody(
  loaded: TestResultItem,
  values: TestResultFormValues,
): EndpointBody<typeof endpoints.testResult.update> {
  const notes = values.notes.trim();
  const resultValue = values.resultValue.trim();
  const reading = updateReading(loaded, resultValue)?.reading;
  return {
    testResultId: loaded.testResultId,
    appointmentId: loaded.appointmentId,
    patientId: loaded.patientId,
    doctorId: loaded.doctorId,
    testTypeId: loaded.testTypeId,
    resultValue,
    ...(reading && { numericValue: reading.numericValue, belowDetection: reading.belowDetection }),
    notes: notes ? notes : null,
  };
}

// The server's own text ('Không tìm thấy thông tin cuộc hẹn', ...) or a default.
export { apiErrorMessage as saveErrorMessage } from '../../lib/api-errors';
