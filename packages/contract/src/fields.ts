import { z } from 'zod';
import { clinicToday, DEFAULT_CLINIC_TZ, isIsoDate } from './dates.js';
import { messages } from './messages.js';
import {
  BLOOD_TYPES,
  GENDERS,
  isClockTime,
  isFreeOfControlChars,
  isSimpleEmail,
  isStrongPassword,
  isTenDigitPhone,
  isVietnamesePhone,
  MIN_STAFF_PASSWORD,
} from './rules.js';

// Generic validation messages (wrong type, unknown key...) in Vietnamese wherever the schemas are used.
// This is the contract's only side effect (package.json "sideEffects"), so bundles that need no schema skip zod.
z.config(z.locales.vi());

const { common, validation } = messages;

/**
 * The most a free text (notes, reasons, descriptions, a bio) may hold: the server refuses more and the forms stop
 * typing there.
 */
export const LONG_TEXT_MAX = 2000;

const isMissing = (input: unknown) => input === undefined || input === null;

/** A trimmed, required, bounded string whose "missing" message is the caller's. */
export function requiredText(requiredMessage: string, max: number) {
  return z
    .string({ error: (iss) => (isMissing(iss.input) ? requiredMessage : common.invalidInput) })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, common.tooLong(max))
    .refine(isFreeOfControlChars, common.controlCharacters);
}

/** An optional free text; null and '' both mean "none". */
export function optionalText(max: number) {
  return z
    .string({ error: common.invalidInput })
    .trim()
    .max(max, common.tooLong(max))
    .refine(isFreeOfControlChars, common.controlCharacters)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** An id as text: decimal digits, without a leading zero. */
const decimalId = /^[1-9]\d*$/;

/**
 * Path ids arrive as text and bodies send numbers; both are read as the number (the input type says so). A text id
 * is written one way only: Number() would also read '0x10', '1e3', ' 1', '+1', '1.0' and '012', so one record would
 * answer to many spellings of its id, and what reads the path (the log, a proxy's rule) would see another id.
 */
export const idField = z.preprocess(
  (v: number | string) => (typeof v === 'string' && decimalId.test(v) ? Number(v) : v),
  z
    .number({ error: common.mustBeInteger })
    .int(common.mustBeInteger)
    .positive(common.mustBeInteger)
    .max(2_147_483_647, common.mustBeInteger),
);

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || v === 0 || v === '0';

/**
 * A required reference chosen in a select (category, doctor). An unchosen select sends nothing, null, '' or 0:
 * all of them get `requiredMessage`; numeric strings are accepted because form values often are strings.
 */
export function requiredId(requiredMessage: string) {
  return z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z
      .unknown()
      .refine((v) => v !== undefined, { error: requiredMessage, abort: true })
      .pipe(idField),
  );
}

export const idParams = z.strictObject({ id: idField });

export const booleanField = z.boolean({ error: common.mustBeBoolean });

export const usernameField = requiredText(validation.usernameRequired, 50).regex(
  /^[A-Za-z0-9._-]{3,50}$/,
  validation.usernameFormat,
);

export const emailField = requiredText(validation.emailRequired, 254)
  .toLowerCase()
  .refine(isSimpleEmail, validation.email);

export const strongPasswordField = z
  .string({ error: validation.passwordRequired })
  .min(1, validation.passwordRequired)
  .max(128, common.tooLong(128))
  .refine(isStrongPassword, validation.password);

export const staffPasswordField = z
  .string({ error: validation.passwordRequired })
  .min(1, validation.passwordRequired)
  .min(MIN_STAFF_PASSWORD, common.staffPasswordMin)
  .max(128, common.tooLong(128));

export const vietnamesePhoneField = requiredText(validation.phoneRequired, 10).refine(
  isVietnamesePhone,
  validation.phone,
);

export const tenDigitPhoneField = requiredText(validation.phoneRequired, 10).refine(
  isTenDigitPhone,
  common.phoneTenDigits,
);

export const isoDateField = z.string({ error: common.invalidDate }).refine(isIsoDate, common.invalidDate);

/** A date of birth no later than `today()` (yyyy-MM-dd in clinic time). */
export function birthDateFieldUntil(today: () => string) {
  return z
    .string({ error: (iss) => (isMissing(iss.input) ? validation.dateOfBirthRequired : common.invalidDate) })
    .min(1, validation.dateOfBirthRequired)
    .refine(isIsoDate, common.invalidDate)
    .refine((v) => v >= '1900-01-01', common.invalidDate)
    .refine((v) => v <= today(), common.dateInFuture);
}

/**
 * The shared schemas are built once, before any configuration is read, so they judge "today" in the default
 * clinic time zone; a screen or route that knows the configured zone can use birthDateFieldUntil instead.
 */
export const birthDateField = birthDateFieldUntil(() => clinicToday(DEFAULT_CLINIC_TZ));

/** A yyyy-MM-dd date that the form must fill; missing or empty gets the caller's message. */
export function requiredDate(message: string) {
  return z
    .string({ error: (iss) => (isMissing(iss.input) ? message : common.invalidDate) })
    .min(1, message)
    .refine(isIsoDate, common.invalidDate);
}

export const clockTimeField = z
  .string({ error: common.invalidTime })
  .refine(isClockTime, common.invalidTime)
  .transform((v) => (v.length === 5 ? `${v}:00` : v));

export const genderField = z.enum(GENDERS, { error: validation.gender });
export const bloodTypeField = z.enum(BLOOD_TYPES, { error: validation.bloodType });

export const fullNameField = requiredText(validation.fullNameRequired, 100);
export const addressField = requiredText(validation.addressRequired, 255);

export const verifyCodeField = requiredText(validation.codeRequired, 6).regex(
  /^\d{6}$/,
  validation.codeFormat,
);

/** A list's search term: its text goes into a query, and a NUL byte would make PostgreSQL fail. */
export const searchField = z
  .string({ error: common.invalidInput })
  .trim()
  .max(100, common.tooLong(100))
  .refine(isFreeOfControlChars, common.controlCharacters);

/** A page of a list the server pages: page (from 1) and pageSize (at most 100), both optional. */
export const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
};

export const pageQuery = z.strictObject({ ...pageFields, search: searchField.optional() });
export type PageQuery = z.infer<typeof pageQuery>;
