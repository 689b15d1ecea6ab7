import { createHmac } from 'node:crypto';
import { messages } from '@clinic/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { uniqueViolation } from '../db/errors.js';
import { users } from '../db/schema.js';
import { sameSecret } from '../lib/digest.js';
import { conflict, fieldError, HttpError } from '../lib/http-error.js';
import { enqueueMail } from '../mail/outbox.js';
import { queueCodeMail } from './code-mails.js';
import { consumeCode, issueCode } from './codes.js';
import { failIfNotOk } from './verification.js';

/** The web page that confirms a change from the link in its mail (apps/web/src/config/paths.ts confirmEmail). */
export const CONFIRM_EMAIL_PAGE = '/confirm-email';

const signature = (secret: string, userId: number, address: string, code: string) =>
  createHmac('sha256', secret).update(`change_email:${userId}:${address}:${code}`).digest('base64url');

/**
 * The token of the link mailed with a change's code: the account and the code, signed with the address they are
 * bound to, so that a link cannot be forged for another account and the code cannot be guessed through it.
 */
export const emailChangeToken = (secret: string, userId: number, address: string, code: string) =>
  `${userId}.${code}.${signature(secret, userId, address, code)}`;

export const emailTaken = () =>
  conflict(messages.profile.emailTaken, { email: [messages.profile.emailTaken] });

/** Whether another account already uses `address` (compared lower-cased) as its confirmed e-mail. */
export async function emailUsedByOther(tx: Pick<Db, 'select'>, address: string, userId: number) {
  const [taken] = await tx
    .select({ userId: users.userId })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${address.toLowerCase()}`, ne(users.userId, userId)));
  return taken !== undefined;
}

/**
 * Starts a change of the account's e-mail, inside the caller's transaction: the new address waits in
 * pending_email, a code bound to it is mailed there, and the confirmed address (which keeps receiving every
 * mail meanwhile) is told. Asking again for the same address within the resend cooldown keeps the code already
 * sent; the code mail obeys the per-address caps like every other code mail.
 */
export async function requestEmailChange(
  tx: Tx,
  secret: string,
  userId: number,
  address: string,
  linkBase: string,
) {
  const newAddress = address.toLowerCase();
  const [account] = await tx
    .select({ email: users.email, fullName: users.fullName, pendingEmail: users.pendingEmail })
    .from(users)
    .where(eq(users.userId, userId))
    .for('update');
  if (!account) return;
  const sameAsPending = account.pendingEmail?.toLowerCase() === newAddress;
  await tx.update(users).set({ pendingEmail: newAddress }).where(eq(users.userId, userId));
  const sent = await queueCodeMail(tx, newAddress, async () => {
    // A new address always gets a fresh code: a live code of an earlier address would not match this one.
    const code = await issueCode(tx, secret, userId, 'change_email', {
      cooldown: sameAsPending,
      boundTo: newAddress,
    });
    if (code === null) return null;
    const link = `${linkBase}${CONFIRM_EMAIL_PAGE}?token=${emailChangeToken(secret, userId, newAddress, code)}`;
    return {
      subject: messages.mail.changeEmailSubject,
      text: messages.mail.changeEmailText(account.fullName, code, link),
    };
  });
  if (sent && !sameAsPending) {
    await enqueueMail(tx, {
      to: account.email,
      subject: messages.mail.changeEmailNoticeSubject,
      text: messages.mail.changeEmailNoticeText(account.fullName),
    });
  }
}

/**
 * Moves the pending address into users.email when the code is right; answers the new address. 400 (field
 * verifyCode) for a wrong, expired or missing code, 409 when another account took the address meanwhile.
 */
export const confirmEmailChange = (db: Db, secret: string, userId: number, verifyCode: string) =>
  confirmPending(db, secret, userId, verifyCode, () => true);

/**
 * The same from the link's token, without signing in: the signature must match the address pending now, so a
 * link of an earlier request no longer works. 400 (field token) for a token that does not match.
 */
export async function confirmEmailChangeByLink(db: Db, secret: string, token: string): Promise<string> {
  const [id, code, signed] = token.split('.') as [string, string, string];
  const userId = Number(id);
  const matches = (pending: string) => {
    return sameSecret(signature(secret, userId, pending, code), signed);
  };
  try {
    return await confirmPending(db, secret, userId, code, matches);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400) {
      throw fieldError('token', messages.auth.linkInvalid);
    }
    throw err;
  }
}

async function confirmPending(
  db: Db,
  secret: string,
  userId: number,
  verifyCode: string,
  linkMatches: (pending: string) => boolean,
): Promise<string> {
  let outcome: { check: 'ok' | 'invalid' | 'burned' | 'taken'; email?: string };
  try {
    outcome = await db.transaction(async (tx) => {
      const [account] = await tx
        .select({ pendingEmail: users.pendingEmail })
        .from(users)
        .where(eq(users.userId, userId))
        .for('update');
      const pending = account?.pendingEmail?.toLowerCase();
      if (!pending || !linkMatches(pending)) return { check: 'invalid' as const };
      if (await emailUsedByOther(tx, pending, userId)) return { check: 'taken' as const };
      const check = await consumeCode(tx, secret, userId, 'change_email', verifyCode, pending);
      if (check === 'ok') {
        await tx.update(users).set({ email: pending, pendingEmail: null }).where(eq(users.userId, userId));
      }
      return { check, email: pending };
    });
  } catch (err) {
    // Another account took the address between the check and the update.
    if (uniqueViolation(err) === 'users_email_lower_uq') throw emailTaken();
    throw err;
  }
  if (outcome.check === 'taken') throw emailTaken();
  failIfNotOk(outcome.check);
  return outcome.email as string;
}
