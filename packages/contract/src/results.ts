import { z } from 'zod';
import { appointmentItem } from './appointments.js';
import { optionalFormId, requiredFormId } from './clinical-fields.js';
import { clinicalMessages } from './clinical-messages.js';
import { LONG_TEXT_MAX, optionalText, requiredText } from './fields.js';
import { type NumericTestKind, TEST_TYPE_KINDS, type TestTypeKind } from './master-data.js';
import { messages } from './messages.js';
import { DEFAULT_CLINICAL_THRESHOLDS, RESULT_BANDS } from './monitoring.js';
import { formatNumberVi } from './numbers.js';
import { acceptReadOnly } from './read-only.js';

/**
 * One test result. For a doctor and an anonymous appointment the server sends patientName 'Ẩn danh' and null
 * for every field that could identify the patient (patientId, bloodType, specialNotes).
 */
export const testResultItem = appointmentItem
  .pick({
    appointmentId: true,
    patientId: true,
    doctorId: true,
    testTypeId: true,
    patientName: true,
    doctorName: true,
    testTypeName: true,
    appointmentDate: true,
    appointmentTime: true,
    isAnonymous: true,
  })
  .extend({
    testResultId: z.number().int(),
    resultValue: z.string(),
    /** The number of a viral load, CD4 or creatinine result (null when below detection or another kind). */
    numericValue: z.number().nullable(),
    /** A viral load the assay did not detect ("Không phát hiện", "< 50"). */
    belowDetection: z.boolean(),
    /** What the test type measures (null without a test type). */
    testTypeKind: z.enum(TEST_TYPE_KINDS).nullable(),
    /** The band of a viral load or CD4 result under the clinic's thresholds (resultBand), else null. */
    band: z.enum(RESULT_BANDS).nullable(),
    /** Whether the lists highlight it (isOutOfRange). */
    outOfRange: z.boolean(),
    unit: z.string().nullable(),
    normalRange: z.string().nullable(),
    notes: z.string().nullable(),
    specialNotes: z.string().nullable(),
    /**
     * The sample's day (the appointment's, or the day the result was recorded if earlier): the date the screens
     * show, as the monitoring plan dates the result. Absent only from answers of versions before it.
     */
    sampleDate: z.string().optional(),
    bloodType: z.string().nullable(),
  });
export type TestResultItem = z.infer<typeof testResultItem>;

/** The units a result may be written with after its number; the number is read whatever the unit. */
const RESULT_UNITS = [
  'copies/mL',
  'bản sao/mL',
  'cells/mm³',
  'cells/mm3',
  'tế bào/mm³',
  'tế bào/mm3',
  'µmol/L',
  'umol/L',
  'mg/dL',
  'g/dL',
  'g/L',
];

/** Viral-load wordings of a result below detection. */
const BELOW_DETECTION =
  /^(không phát hiện( được)?( vi[- ]?rút)?|dưới ngưỡng phát hiện|kph|tnd|target not detected|not detected|undetectable|<\s*ldl)$/i;

/** The kinds counted in whole units, where `.` or `,` before exactly three digits separates thousands. */
const WHOLE_COUNT_KINDS: readonly NumericTestKind[] = ['viralLoad', 'cd4'];

/**
 * The number in a viral load, CD4, creatinine or haemoglobin result written as text, as clients of the original
 * API send it: "12500", "12 500", "1.5" or "1,5", optionally followed by a unit ("350 copies/mL", "1,2 mg/dL").
 * For a viral load or a CD4 count, a `.` or `,` followed by exactly three digits separates thousands, never
 * decimals: "12.500" and "12,500" are 12500, "1,050" cells are 1050. For a viral load, "Không phát hiện (vi rút)",
 * "Dưới ngưỡng phát hiện", "KPH", "TND", "Target not detected", "<LDL", or "< 50" with a bound at or under the
 * detection limit mean below detection; a larger bound ("< 1000") says the load is under it, not that it was not
 * detected, so it is not read. null when the text is none of these: it is never guessed.
 */
export function readNumericResult(
  kind: NumericTestKind,
  text: string,
  detectionLimit: number = DEFAULT_CLINICAL_THRESHOLDS.vlDetection,
): { numericValue: number | null; belowDetection: boolean } | null {
  let compact = text.trim().replace(/\s+/g, ' ');
  const unit = RESULT_UNITS.find((u) => compact.toLowerCase().endsWith(u.toLowerCase()));
  if (unit) compact = compact.slice(0, compact.length - unit.length).trim();
  if (kind === 'viralLoad') {
    if (BELOW_DETECTION.test(compact)) return { numericValue: null, belowDetection: true };
    const bound = /^<\s*(\d+(?:[.,]\d+)?)$/.exec(compact)?.[1];
    if (bound !== undefined) {
      return Number(bound.replace(',', '.')) <= detectionLimit
        ? { numericValue: null, belowDetection: true }
        : null;
    }
  }
  const digits = compact.replace(/ /g, '');
  if (WHOLE_COUNT_KINDS.includes(kind) && /^\d{1,3}([.,]\d{3})+$/.test(digits))
    return { numericValue: Number(digits.replace(/[.,]/g, '')), belowDetection: false };
  if (!/^\d+([.,]\d+)?$/.test(digits)) return null;
  return { numericValue: Number(digits.replace(',', '.')), belowDetection: false };
}

/**
 * A result as every screen writes it: below detection in words, a number in Vietnamese format with its unit
 * ("12.500 copies/mL"), otherwise the text as recorded. One formatter, so that the dashboard, the
 * result page and "Sức khỏe của tôi" never show one result two ways.
 */
export function formatResultValue(
  item: Pick<TestResultItem, 'resultValue' | 'numericValue' | 'belowDetection' | 'unit'>,
): string {
  if (item.belowDetection) return clinicalMessages.resultBelowDetection;
  if (item.numericValue === null) return item.resultValue;
  const value = formatNumberVi(item.numericValue);
  return item.unit ? `${value} ${item.unit}` : value;
}

/** The kinds whose text a result form reads back to the doctor before saving: a viral load and a CD4 count. */
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

/** What a form shows under the field: "Hệ thống đọc là: 12.500 bản sao/mL", below detection, or a warning. */
export function resultReadingText(read: { kind: ReadResultKind; reading: ResultReading | null }): string {
  const { kind, reading } = read;
  if (reading === null || (!reading.belowDetection && reading.numericValue === null))
    return clinicalMessages.resultUnreadable;
  if (reading.belowDetection) return clinicalMessages.resultBelowDetection;
  return clinicalMessages.resultReadAs(
    `${formatNumberVi(reading.numericValue ?? 0)} ${clinicalMessages.resultReadUnits[kind]}`,
  );
}

/** The number as read, sent with the text so that the server stores what the doctor saw; nothing when unread. */
export function resultReadingFields(
  kind: TestTypeKind | null | undefined,
  text: string,
): Partial<ResultReading> {
  const reading = resultReading(kind, text)?.reading;
  return reading ? { numericValue: reading.numericValue, belowDetection: reading.belowDetection } : {};
}

/**
 * A CrAg or HBsAg result written as text, as clients send it: "positive"/"negative", "Dương tính"/"Âm tính",
 * "Positive"/"Negative", "+"/"-", in any case and spacing. null when it is none of these.
 */
export function readQualitativeResult(text: string): 'positive' | 'negative' | null {
  const compact = text.trim().replace(/\s+/g, ' ').toLowerCase();
  if (['positive', 'dương tính', '+'].includes(compact)) return 'positive';
  if (['negative', 'âm tính', '-'].includes(compact)) return 'negative';
  return null;
}

/**
 * The number of a viral load, CD4 or creatinine result, for clients that send it besides the text; absent, the
 * server reads it from resultValue (readNumericResult).
 */
const numericResultFields = {
  numericValue: z
    .number({ error: clinicalMessages.numericValueInvalid })
    .finite(clinicalMessages.numericValueInvalid)
    .nonnegative(clinicalMessages.numericValueInvalid)
    .nullable()
    .optional(),
  belowDetection: z.boolean({ error: messages.common.mustBeBoolean }).optional(),
};

/** What a result's create and update bodies both carry. */
const resultBodyFields = {
  appointmentId: requiredFormId(clinicalMessages.appointmentRequired),
  patientId: optionalFormId.optional(),
  doctorId: optionalFormId.optional(),
  testTypeId: optionalFormId.optional(),
  resultValue: requiredText(clinicalMessages.resultValueRequired, 200),
  ...numericResultFields,
};

/**
 * POST /TestResult/Create. patientId and doctorId are what the screen received in navigation state: when sent
 * they must match the appointment, but the stored values always come from the appointment.
 */
export const testResultCreateBody = z.strictObject({
  ...resultBodyFields,
  notes: optionalText(LONG_TEXT_MAX),
});
export type TestResultCreateBody = z.output<typeof testResultCreateBody>;

/**
 * PUT /TestResult/Update: the whole result as loaded; only resultValue and notes change.
 * appointmentId must be the result's own appointment; patientId, doctorId and testTypeId are checked against the
 * stored result when sent (null means "not shown", as for an anonymous patient) and never written. The names,
 * the test type's unit and range, the appointment's date and time and the patient's details that the GET joins
 * in are ignored.
 */
export const testResultUpdateBody = acceptReadOnly(
  z.strictObject({
    testResultId: requiredFormId(clinicalMessages.testResultRequired),
    ...resultBodyFields,
    /** Absent keeps the stored notes; null or '' clears them. */
    notes: optionalText(LONG_TEXT_MAX).optional(),
  }),
  [
    'patientName',
    'doctorName',
    'testTypeName',
    'unit',
    'normalRange',
    'specialNotes',
    'appointmentDate',
    'appointmentTime',
    'sampleDate',
    'bloodType',
    'testTypeKind',
    'band',
    'outOfRange',
    'isAnonymous',
  ],
);
export type TestResultUpdateBody = z.output<typeof testResultUpdateBody>;
