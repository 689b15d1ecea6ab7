import { messages } from '@clinic/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { fieldError } from '../lib/http-error.js';
import { hashSecret } from '../lib/password.js';
import { enqueueMail } from '../mail/outbox.js';
import { queueCodeMail, sweepCodeMailSends } from './code-mails.js';
import { type CodeCheck, type CodePurpose, consumeCode, issueCode } from './codes.js';

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** The code mails of the purposes that carry a code only; a change of e-mail carries a link too (email-change.ts). */
type CodeOnlyPurpose = Exclude<CodePurpose, 'change_email' | 'verify_phone'>;

const MAILS: Record<CodeOnlyPurpose, { subject: string; text: (name: string, code: string) => string }> = {
  verify_email: { subject: messages.mail.verifySubject, text: messages.mail.verifyText },
  reset_password: { subject: messages.mail.resetSubject, text: messages.mail.resetText },
};

/** The mail carrying `code` for `purpose`. */
export function codeMail(purpose: CodeOnlyPurpose, name: string, code: string) {
  return { subject: MAILS[purpose].subject, text: MAILS[purpose].text(name, code) };
}

/**
 * Replaces the user's code of this purpose and queues its mail, in one transaction; nothing during the resend
 * cooldown (the code already sent stays) or when the address has had its share of code mails.
 */
async function sendCode(
  db: Db,
  secret: string,
  user: { userId: number; email: string; fullName: string },
  purpose: CodeOnlyPurpose,
) {
  await db.transaction((tx) =>
    queueCodeMail(tx, user.email, async () => {
      const code = await issueCode(tx, secret, user.userId, purpose, { cooldown: true });
      return code === null ? null : codeMail(purpose, user.fullName, code);
    }),
  );
  await sweepCodeMailSends(db);
}

export function failIfNotOk(result: CodeCheck): void {
  if (result === 'burned') throw fieldError('verifyCode', messages.auth.codeBurned);
  if (result !== 'ok') throw fieldError('verifyCode', messages.auth.codeInvalid);
}

const recipient = { userId: users.userId, email: users.email, fullName: users.fullName };

/** A new verification code for an unverified patient; nothing for anyone else (the caller answers the same). */
export async function sendVerificationCode(db: Db, secret: string, email: string): Promise<void> {
  const [user] = await db
    .select(recipient)
    .from(users)
    .where(
      and(byEmail(email), eq(users.role, 'Patient'), eq(users.isVerified, false), eq(users.isActive, true)),
    );
  if (user) await sendCode(db, secret, user, 'verify_email');
}

/** Marks the patient verified when the code is right; 400 otherwise (also for an unknown e-mail). */
export async function verifyPatient(db: Db, secret: string, email: string, code: string): Promise<void> {
  const [user] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(byEmail(email), eq(users.role, 'Patient')));
  const result: CodeCheck = user
    ? await db.transaction(async (tx) => {
        const check = await consumeCode(tx, secret, user.userId, 'verify_email', code);
        if (check === 'ok')
          await tx.update(users).set({ isVerified: true }).where(eq(users.userId, user.userId));
        return check;
      })
    : 'invalid';
  failIfNotOk(result);
}

/** A password-reset code for an active, verified account of any role; nothing for anyone else. */
export async function sendPasswordResetCode(db: Db, secret: string, email: string): Promise<void> {
  const [user] = await db
    .select(recipient)
    .from(users)
    .where(and(byEmail(email), eq(users.isVerified, true), eq(users.isActive, true)));
  if (user) await sendCode(db, secret, user, 'reset_password');
}

/**
 * Sets the new password when the code is right, revokes every token issued before and tells the account's
 * address, in the same transaction, so that an owner who did not ask learns of it.
 */
export async function resetPassword(
  db: Db,
  secret: string,
  input: { email: string; verifyCode: string; newPassword: string },
): Promise<void> {
  const [user] = await db
    .select(recipient)
    .from(users)
    .where(and(byEmail(input.email), eq(users.isVerified, true), eq(users.isActive, true)));
  let result: CodeCheck = 'invalid';
  if (user) {
    result = await db.transaction(async (tx) => {
      const check = await consumeCode(tx, secret, user.userId, 'reset_password', input.verifyCode);
      if (check === 'ok') {
        // Hashed only for a right code, so wrong guesses cost no Argon2 time.
        const passwordHash = await hashSecret(input.newPassword);
        await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.userId, user.userId));
        await enqueueMail(tx, {
          to: user.email,
          subject: messages.mail.passwordChangedSubject,
          text: messages.mail.passwordChangedText(user.fullName),
        });
      }
      return check;
    });
  }
  failIfNotOk(result);
}
