/**
 * The identifiers a patient carries besides the clinic's own ids: the clinic's ART number, the national ID (CCCD)
 * and the health-insurance card (thẻ BHYT) with its expiry. Pure rules, shared by the forms and the server.
 */
import { z } from 'zod';
import { addDays, isIsoDate } from './dates.js';
import { labMessages } from './lab-messages.js';

/** The clinic's ART number when the clinic sets no pattern of its own (ART_NUMBER_PATTERN on the server). */
export const DEFAULT_ART_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,30}$/;
/** CCCD: exactly 12 digits. */
export const NATIONAL_ID_PATTERN = /^\d{12}$/;
/**
 * Thẻ BHYT: 2 letters (the beneficiary group), a digit 1–5 (the benefit level), 2 digits (the province) and 10
 * digits (the person's social-insurance number), e.g. HS4010120878811.
 */
export const INSURANCE_NUMBER_PATTERN = /^[A-Z]{2}[1-5]\d{2}\d{10}$/;
/** Days a collected specimen may wait for its result before the doctor's worklist asks about it (specimenPending). */
export const SPECIMEN_PENDING_DAYS = 14;
/** Days before a card's expiry from which the summary and the patient's dashboard warn. */
export const INSURANCE_WARNING_DAYS = 30;

/** An ART number as typed: trimmed, then checked against the clinic's pattern. */
export const artNumberField = (pattern: RegExp = DEFAULT_ART_NUMBER_PATTERN) =>
  z.string({ error: labMessages.artNumberInvalid }).trim().regex(pattern, labMessages.artNumberInvalid);

/** Optional identifiers of the profile: empty text clears them (null), absent leaves them as they are. */
const clearable = (schema: z.ZodType<string>) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]).optional() as z.ZodType<
    string | null | undefined,
    string | null | undefined
  >;

export const nationalIdField = clearable(
  z
    .string({ error: labMessages.nationalIdInvalid })
    .trim()
    .regex(NATIONAL_ID_PATTERN, labMessages.nationalIdInvalid),
);
export const insuranceNumberField = clearable(
  z
    .string({ error: labMessages.insuranceNumberInvalid })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(INSURANCE_NUMBER_PATTERN, labMessages.insuranceNumberInvalid)),
);
export const insuranceExpiryField = clearable(
  z
    .string({ error: labMessages.insuranceExpiryInvalid })
    .refine(isIsoDate, labMessages.insuranceExpiryInvalid),
);

export type InsuranceState = 'expired' | 'expiringSoon' | null;

/**
 * Whether a card's expiry needs a word: `expired` once the day has passed (the card is valid through its expiry
 * day), `expiringSoon` from `warningDays` before it, null otherwise or with no expiry.
 */
export function insuranceState(
  expiry: string | null | undefined,
  today: string,
  warningDays: number = INSURANCE_WARNING_DAYS,
): InsuranceState {
  if (!expiry) return null;
  if (expiry < today) return 'expired';
  return expiry <= addDays(today, warningDays) ? 'expiringSoon' : null;
}

/** A patient's documents as the profile and PUT /Clinical/Identifiers answer them; the expiry is yyyy-MM-dd. */
export const patientIdentifiers = z.object({
  patientId: z.number().int(),
  nationalId: z.string().nullable(),
  insuranceNumber: z.string().nullable(),
  insuranceExpiry: z.string().nullable(),
});
export type PatientIdentifiers = z.infer<typeof patientIdentifiers>;
