import { z } from 'zod';
import { accountItem } from './admin.js';
import {
  addressField,
  birthDateField,
  bloodTypeField,
  emailField,
  fullNameField,
  genderField,
  optionalText,
  requiredText,
  strongPasswordField,
  usernameField,
  verifyCodeField,
  vietnamesePhoneField,
} from './fields.js';
import { messages } from './messages.js';
import { privacyNoticeVersionField } from './privacy.js';
import { ROLES, type Role } from './roles.js';
import type { BloodType } from './rules.js';

const { validation } = messages;

/** A login body in either spelling; anything else still reaches the schema and is refused there. */
export type LoginInput = { username: string; password: string } | { Username: string; Password: string };

/** Clients of the original API send Username/Password; this API is camelCase. Both spellings are accepted. */
export const loginBody = z.preprocess(
  (input: LoginInput) =>
    input && typeof input === 'object' && !Array.isArray(input)
      ? Object.fromEntries(
          Object.entries(input).map(([k, v]) => [
            k === 'Username' || k === 'Password' ? k.toLowerCase() : k,
            v,
          ]),
        )
      : input,
  z.strictObject({
    username: requiredText(validation.usernameRequired, 50),
    password: z.string({ error: validation.passwordRequired }).min(1, validation.passwordRequired).max(128),
  }),
);
export type LoginBody = z.infer<typeof loginBody>;

export const patientCreateBody = z.strictObject({
  username: usernameField,
  password: strongPasswordField,
  email: emailField,
  phoneNumber: vietnamesePhoneField,
  fullName: fullNameField,
  dateOfBirth: birthDateField,
  gender: genderField.default('Male'),
  address: addressField,
  bloodType: bloodTypeField.default('A+'),
  isPregnant: z.boolean().default(false),
  specialNotes: optionalText(1000),
  /** The privacy notice the patient accepted (privacy.ts); absent in clients of the original API. */
  privacyNoticeVersion: privacyNoticeVersionField.optional(),
});
export type PatientCreateBody = z.input<typeof patientCreateBody>;

export const emailBody = z.strictObject({ email: emailField });
export const verifyPatientBody = z.strictObject({ email: emailField, verifyCode: verifyCodeField });
export const resetPasswordBody = z.strictObject({
  email: emailField,
  verifyCode: verifyCodeField,
  newPassword: strongPasswordField,
});
/** POST /Email/ConfirmEmailChange: the code mailed to the pending address; the caller is the account. */
export const confirmEmailChangeBody = z.strictObject({ verifyCode: verifyCodeField });

/**
 * An e-mail change link's token: the account, the code mailed with it and a signature over both and the pending
 * address (apps/server/src/accounts/email-change.ts), so that the link works without signing in.
 */
export const EMAIL_CHANGE_TOKEN_PATTERN = /^\d{1,9}\.\d{6}\.[\w-]{43}$/;
/** POST /Email/ConfirmEmailChangeLink: the token of the link mailed to the pending address. */
export const confirmEmailChangeLinkBody = z.strictObject({
  token: z
    .string({ error: messages.auth.linkInvalid })
    .trim()
    .regex(EMAIL_CHANGE_TOKEN_PATTERN, messages.auth.linkInvalid),
});

/** The signed-in account as the login answers it: its role under both names, and its doctor or patient id. */
export const userDetails = accountItem.omit({ isActive: true, isVerified: true }).extend({
  /** The same value as role: clients of the original API read this name. */
  userRole: z.enum(ROLES),
  doctorId: z.number().int().optional(),
  patientId: z.number().int().optional(),
});
export type UserDetails = z.infer<typeof userDetails>;

export const loginData = z.object({ token: z.string(), userDetails });
export type LoginData = z.infer<typeof loginData>;

export interface TokenPayload {
  sub: string;
  role: Role;
  exp: number;
  tv: number;
  /** Random id of this token: logout revokes it alone, the user's other sessions keep working. */
  jti: string;
}

export type { BloodType };
