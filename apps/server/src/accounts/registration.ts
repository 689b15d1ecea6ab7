import { messages, type PatientProfile, type patientCreateBody, type Role } from '@clinic/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.js';
import { uniqueViolation } from '../db/errors.js';
import { patients, users } from '../db/schema.js';
import { conflict } from '../lib/http-error.js';
import { hashSecret } from '../lib/password.js';
import { queueCodeMail } from './code-mails.js';
import { issueCode } from './codes.js';
import { findProfile, isPatientProfile } from './profiles.js';
import { codeMail } from './verification.js';

export type PatientCreateInput = z.output<typeof patientCreateBody>;

const usernameExists = () =>
  conflict(messages.auth.usernameExists, { username: [messages.auth.usernameExists] });
const emailExists = () => conflict(messages.auth.emailExists, { email: [messages.auth.emailExists] });

/**
 * Every account creation (self-registration and staff-created accounts) answers a taken username or e-mail,
 * compared case-insensitively, with the same 409 texts, which the web app maps to its own words.
 */
export async function assertAccountFree(db: Db, username: string, email: string): Promise<void> {
  const [taken] = await db
    .select({
      username: sql<boolean>`bool_or(lower(${users.username}) = lower(${username}))`,
      email: sql<boolean>`bool_or(lower(${users.email}) = lower(${email}))`,
    })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username}) or lower(${users.email}) = lower(${email})`);
  if (taken?.username) throw usernameExists();
  if (taken?.email) throw emailExists();
}

/** The 409 of a duplicate that slipped past the check (two creations racing); any other error unchanged. */
export function duplicateAccountError(err: unknown): unknown {
  const constraint = uniqueViolation(err);
  if (constraint === 'users_username_lower_uq') return usernameExists();
  if (constraint === 'users_email_lower_uq') return emailExists();
  return err;
}

/** The account fields that every registration form sends, patient or staff. */
type NewAccount = Omit<z.output<typeof patientCreateBody>, 'bloodType' | 'isPregnant' | 'specialNotes'>;

/**
 * Creates an account of one role: the duplicate check, the Argon2id hash, the user row and what `rest` adds in the
 * same transaction (the role's own row, a code, a mail). Answers the new user's id.
 */
export async function createAccount(
  db: Db,
  role: Role,
  input: NewAccount,
  isVerified: boolean,
  rest: (tx: Tx, userId: number) => Promise<void>,
): Promise<number> {
  await assertAccountFree(db, input.username, input.email);
  const passwordHash = await hashSecret(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          passwordHash,
          email: input.email.toLowerCase(),
          role,
          fullName: input.fullName,
          phoneNumber: input.phoneNumber,
          dateOfBirth: input.dateOfBirth,
          gender: input.gender,
          address: input.address,
          isActive: true,
          isVerified,
        })
        .returning({ userId: users.userId });
      if (!user) throw new Error('user insert returned nothing');
      await rest(tx, user.userId);
      return user.userId;
    });
  } catch (err) {
    throw duplicateAccountError(err);
  }
}

/**
 * Self-registration: an active, unverified patient, its verification code and the verification mail, all in
 * one transaction. Duplicates (case-insensitive) answer 409, also when two registrations race.
 */
export async function registerPatient(
  db: Db,
  secret: string,
  input: PatientCreateInput,
  today: string,
): Promise<PatientProfile> {
  const userId = await createAccount(db, 'Patient', input, false, async (tx, id) => {
    await tx.insert(patients).values({
      userId: id,
      bloodType: input.bloodType,
      isPregnant: input.isPregnant,
      pregnancyRecordedOn: input.isPregnant ? today : null,
      specialNotes: input.specialNotes,
      // The notice the patient accepted, and when; nothing when the client (the original API's) sent none.
      ...(input.privacyNoticeVersion !== undefined && {
        privacyNoticeVersion: input.privacyNoticeVersion,
        privacyAcceptedAt: sql`now()`,
      }),
    });
    // A capped address gets no mail now; the patient asks for a new code later (SendEmail).
    await queueCodeMail(tx, input.email, async () => {
      const code = (await issueCode(tx, secret, id, 'verify_email')) as string;
      return codeMail('verify_email', input.fullName, code);
    });
  });
  const profile = await findProfile(db, 'Patient', { userId });
  if (!profile || !isPatientProfile(profile)) throw new Error('registered patient not found');
  return profile;
}
