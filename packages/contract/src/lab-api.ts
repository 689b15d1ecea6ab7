/**
 * The laboratory's calls: the ART number a doctor sets, the specimens doctors mark collected and the manifest
 * that travels with them (rules in lab-identifiers.ts and specimen-code.ts).
 */
import { z } from 'zod';
import { idField, requiredDate, requiredId } from './fields.js';
import { artNumberField } from './lab-identifiers.js';
import { labMessages } from './lab-messages.js';
import { GENDERS } from './rules.js';

/** PUT /Clinical/ArtNumber. */
export const artNumberBody = z.strictObject({
  patientId: requiredId(labMessages.patientRequired),
  artNumber: artNumberField(),
});
export type ArtNumberBody = z.output<typeof artNumberBody>;
export const artNumberItem = z.object({ patientId: z.number().int(), artNumber: z.string() });

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
