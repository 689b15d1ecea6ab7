/**
 * The laboratory's calls: the ART number a doctor sets, the specimens doctors mark collected and the manifest
 * that travels with them (rules in lab-identifiers.ts and specimen-code.ts).
 */
import { z } from 'zod';
import { appointmentItem } from './appointments.js';
import { codesOf } from './codes.js';
import { idField, requiredDate, requiredId } from './fields.js';
import {
  artNumberField,
  insuranceExpiryField,
  insuranceNumberField,
  nationalIdField,
} from './lab-identifiers.js';
import { labMessages } from './lab-messages.js';
import { GENDERS } from './rules.js';

/** PUT /Clinical/ArtNumber. */
export const artNumberBody = z.strictObject({
  patientId: requiredId(labMessages.patientRequired),
  artNumber: artNumberField(),
});
export type ArtNumberBody = z.output<typeof artNumberBody>;
export const artNumberItem = z.object({ patientId: z.number().int(), artNumber: z.string() });

/** PUT /Clinical/Identifiers: the treating doctor's edit of the profile's documents; an absent one stays as it is. */
export const patientIdentifiersBody = z.strictObject({
  patientId: requiredId(labMessages.patientRequired),
  nationalId: nationalIdField,
  insuranceNumber: insuranceNumberField,
  insuranceExpiry: insuranceExpiryField,
});
export type PatientIdentifiersBody = z.output<typeof patientIdentifiersBody>;

/** An instant as ISO 8601 with its offset or Z, e.g. 2026-11-28T08:30:00+07:00. */
const instantField = z
  .string({ error: labMessages.collectedAtInvalid })
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
      !Number.isNaN(Date.parse(v)),
    labMessages.collectedAtInvalid,
  );

/** POST /Lab/Specimens: when the specimen was drawn, now when absent. */
export const specimenCreateBody = z.strictObject({
  appointmentId: requiredId(labMessages.appointmentRequired),
  collectedAt: instantField.optional(),
});
export type SpecimenCreateBody = z.output<typeof specimenCreateBody>;
export const specimenItem = z.object({
  appointmentId: z.number().int(),
  specimenCode: z.string(),
  collectedAt: z.string(),
});
export type SpecimenItem = z.infer<typeof specimenItem>;

/** GET /Lab/Specimens: the doctor's lab tests of some days (clinic days, both included), collected or not. */
export const labDayQuery = z
  .strictObject({
    from: requiredDate(labMessages.fromRequired),
    to: requiredDate(labMessages.toRequired),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: labMessages.rangeReversed });

/** A test appointment on the lab screen: the appointment (patientName 'Ẩn danh' when anonymous) and its specimen. */
export const labTestEntry = appointmentItem
  .pick({
    appointmentId: true,
    patientName: true,
    appointmentDate: true,
    appointmentTime: true,
    status: true,
  })
  .extend({
    artNumber: z.string().nullable(),
    testTypeName: z.string(),
    specimenCode: z.string().nullable(),
    collectedAt: z.string().nullable(),
    hasResult: z.boolean(),
  });
export type LabTestEntry = z.infer<typeof labTestEntry>;
export const labTestList = z.object({ items: z.array(labTestEntry) });

/** GET /Lab/Manifest: the collected specimens still without a result, by collection day (clinic time). */
export const manifestQuery = z
  .strictObject({
    from: requiredDate(labMessages.fromRequired),
    to: requiredDate(labMessages.toRequired),
    testTypeId: idField.optional(),
    format: z.enum(['json', 'csv'], { error: labMessages.formatInvalid }).optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: labMessages.rangeReversed });
export type ManifestQuery = z.output<typeof manifestQuery>;

/** One specimen of a manifest: no name, only what the laboratory needs to match the sample. */
export const manifestEntry = z.object({
  specimenCode: z.string(),
  artNumber: z.string().nullable(),
  birthYear: z.number().int(),
  sex: z.enum(GENDERS),
  collectedAt: z.string(),
  testTypeName: z.string(),
});
export type ManifestEntry = z.infer<typeof manifestEntry>;
export const manifestItem = z.object({ items: z.array(manifestEntry) });

/** The manifest's CSV columns, in order, with their headers (the file the laboratory receives). */
export const MANIFEST_CSV_COLUMNS = [
  ['specimenCode', 'ma_mau'],
  ['artNumber', 'ma_dieu_tri'],
  ['birthYear', 'nam_sinh'],
  ['sex', 'gioi_tinh'],
  ['collectedAt', 'ngay_lay_mau'],
  ['testTypeName', 'xet_nghiem'],
] as const satisfies readonly (readonly [keyof ManifestEntry, string])[];

/** What became of one row of an imported file, in the order of its words; each is a count of the report. */
export const LAB_IMPORT_OUTCOMES = codesOf(labMessages.outcomeVi);
export type LabImportOutcome = (typeof LAB_IMPORT_OUTCOMES)[number];

/** The file formats of POST /Lab/Import, by the Content-Type they arrive with. */
export const LAB_IMPORT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  hl7: 'x-application/hl7-v2+er7',
  fhir: 'application/fhir+json',
} as const;
export type LabImportFormat = keyof typeof LAB_IMPORT_TYPES;
/** A larger file is refused (413). */
export const LAB_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const labImportRow = z.object({
  /** the CSV or Excel row, the HL7 message's OBX ordinal, or the Bundle entry index, 1-based */
  line: z.number().int(),
  outcome: z.enum(LAB_IMPORT_OUTCOMES),
  reason: z.string().nullable(),
  specimenCode: z.string().nullable(),
  appointmentId: z.number().int().nullable(),
});
export type LabImportRow = z.infer<typeof labImportRow>;
export const labImportCounts = z.object(
  Object.fromEntries(LAB_IMPORT_OUTCOMES.map((o) => [o, z.number().int()])) as Record<
    LabImportOutcome,
    z.ZodNumber
  >,
);
export type LabImportCounts = z.infer<typeof labImportCounts>;
export const labImportReport = z.object({
  importId: z.number().int(),
  counts: labImportCounts,
  rows: z.array(labImportRow),
});
export type LabImportReport = z.infer<typeof labImportReport>;

/** A required text of the laboratory's forms, in their own words when it is empty or too long. */
const labText = (requiredMessage: string, max: number, tooLongMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, tooLongMessage);

/** POST /Lab/Connections. */
export const labConnectionCreateBody = z.strictObject({
  name: labText(labMessages.connectionNameRequired, 100, labMessages.connectionNameTooLong),
});
export const labConnectionItem = z.object({
  connectionId: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type LabConnectionItem = z.infer<typeof labConnectionItem>;
/** The answer of a creation: the key, shown this once and never again. */
export const labConnectionCreated = z.object({
  connectionId: z.number().int(),
  name: z.string(),
  key: z.string(),
});

/** A held row as a doctor reviews it; `value` only when the row is of the doctor's own patient. */
export const labReviewEntry = z.object({
  reviewId: z.number().int(),
  outcome: z.enum(LAB_IMPORT_OUTCOMES),
  reason: z.string().nullable(),
  specimenCode: z.string().nullable(),
  artNumber: z.string().nullable(),
  collectedAt: z.string().nullable(),
  testTypeName: z.string().nullable(),
  value: z.string().nullable(),
});
export type LabReviewEntry = z.infer<typeof labReviewEntry>;
export const labReviewItem = z.object({ items: z.array(labReviewEntry) });
export const labReviewMatchBody = z.strictObject({
  appointmentId: requiredId(labMessages.appointmentRequired),
});
export const labReviewRejectBody = z.strictObject({
  reason: labText(labMessages.rejectReasonRequired, 500, labMessages.rejectReasonTooLong),
});
export const reviewIdParams = z.strictObject({ reviewId: idField });

/** One import as its list shows it: who sent it, when, and its counts (administrators read counts only). */
export const labImportSummary = z.object({
  importId: z.number().int(),
  format: z.enum(codesOf(LAB_IMPORT_TYPES)),
  createdAt: z.string(),
  /** the importing doctor's name, or the laboratory connection's */
  source: z.string(),
  counts: labImportCounts,
});
export type LabImportSummary = z.infer<typeof labImportSummary>;
