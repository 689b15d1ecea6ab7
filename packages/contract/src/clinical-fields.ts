import { z } from 'zod';
import { idField } from './fields.js';

// Ids as the clinical forms send them: an unchosen select sends '', 0, '0' or null.

/** An id that the form must fill; a missing or empty value gets the caller's message. */
export function requiredFormId(message: string) {
  return z
    .preprocess((v) => (v === '' || v === 0 || v === '0' || v === null ? undefined : v), idField.optional())
    .refine((v) => v !== undefined, message)
    .transform((v) => v as number);
}

/** An optional id; forms send null, '' or 0 for "none", all read as null. */
export const optionalFormId = z.preprocess(
  (v) => (v === '' || v === 0 || v === '0' || v === undefined ? null : v),
  idField.nullable(),
);
