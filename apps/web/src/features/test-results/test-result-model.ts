import {
  type endpoints,
  formatNumberVi,
  readNumericResult,
  type TestResultItem,
  type TestTypeKind,
} from '@clinic/contract';
import type { EndpointBody } from '../../lib/api/endpoint-client';
import { testResultsMessages as m } from './messages';

export interface TestResultFormValues {
  resultValue: string;
  notes: string;
}

/** The kinds whose text the form reads back to the doctor before saving: a viral load and a CD4 count. */
export type ReadResultKind = 'viralLoad' | 'cd4';
const readsResult = (kind: TestTypeKind | null | undefined): kind is ReadResultKind =>
  kind === 'viralLoad' || kind === 'cd4';

/** What the server stores for a result: its number, or below detection. */
export type ResultReading = { numericValue: number | null; belowDetection: boolean };

/**
 * A viral load or CD4 result's text as the server reads it (readNumericResult): its number or below detection,
 * null when it cannot be read (the server then stores it with no number, for the doctor to correct).
 * undefined for another kind or an empty text: nothing to show.
 */
export function resultReading(
  kind: TestTypeKind | null | undefined,
  text: string,
): { kind: ReadResultKind; reading: ResultReading | null } | undefined {
  const trimmed = text.trim();
  if (!readsResult(kind) || trimmed === '') return undefined;
  return { kind, reading: readNumericResult(kind, trimmed) };
}

/** What the form shows under the field: "Hệ thống đọc là: 12.500 bản sao/mL", below detection, or a warning. */
export function readingText(read: { kind: ReadResultKind; reading: ResultReading | null }): string {
  const { kind, reading } = read;
  if (reading === null) return m.unreadable;
  if (reading.belowDetection) return m.belowDetection;
  if (reading.numericValue === null) return m.unreadable;
  return m.readAs(`${formatNumberVi(reading.numericValue)} ${m.readUnits[kind]}`);
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
