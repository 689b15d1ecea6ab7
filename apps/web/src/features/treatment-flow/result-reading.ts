import { formatNumberVi, readNumericResult, type TestTypeKind } from '@clinic/contract';
import { treatmentFlowMessages as m } from './messages';

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

/** The number as read, sent with the text so that the server stores what the doctor saw; nothing when unread. */
export function readingFields(kind: TestTypeKind | null | undefined, text: string): Partial<ResultReading> {
  const reading = resultReading(kind, text)?.reading;
  return reading ? { numericValue: reading.numericValue, belowDetection: reading.belowDetection } : {};
}
