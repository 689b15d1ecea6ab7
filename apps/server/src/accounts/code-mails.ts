import { CODE_MAILS_PER_DAY, CODE_MAILS_PER_HOUR } from '@clinic/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { codeMailSends } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';

export interface CodeMail {
  subject: string;
  text: string;
}

const dayAgo = sql`now() - interval '1 day'`;

/**
 * Runs `send` for a code to `key` (an e-mail address, or `tel:` and a phone number) unless the key already had
 * CODE_MAILS_PER_HOUR codes in the last hour or CODE_MAILS_PER_DAY in the last day; answers whether it went.
 * `send` answers false when there is nothing to send (the resend cooldown), which counts nothing. Call it inside
 * the transaction of the request.
 *
 * The count lives in the database and one transaction-scoped advisory lock per key serialises the count and
 * the insert, so concurrent requests on any number of replicas cannot slip past the cap together.
 */
export async function capCodeSends(tx: Tx, key: string, send: () => Promise<boolean>): Promise<boolean> {
  const address = key.toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${address}))`);
  await tx
    .delete(codeMailSends)
    .where(and(eq(codeMailSends.address, address), lt(codeMailSends.sentAt, dayAgo)));
  const [sent] = await tx
    .select({
      lastHour: sql<number>`count(*) filter (where ${codeMailSends.sentAt} > now() - interval '1 hour')::int`,
      lastDay: sql<number>`count(*)::int`,
    })
    .from(codeMailSends)
    .where(eq(codeMailSends.address, address));
  if ((sent?.lastHour ?? 0) >= CODE_MAILS_PER_HOUR || (sent?.lastDay ?? 0) >= CODE_MAILS_PER_DAY)
    return false;
  if (!(await send())) return false;
  await tx.insert(codeMailSends).values({ address });
  return true;
}

/**
 * Queues a code mail (verification, password reset, e-mail change) to `to` within the caps of capCodeSends.
 * `compose` runs only when the mail may go, so that a capped request leaves the code already mailed untouched; it
 * issues the code and answers the mail, or null when there is nothing to send (the resend cooldown).
 */
export function queueCodeMail(tx: Tx, to: string, compose: () => Promise<CodeMail | null>): Promise<boolean> {
  return capCodeSends(tx, to, async () => {
    const mail = await compose();
    if (!mail) return false;
    await enqueueMail(tx, { to, ...mail });
    return true;
  });
}

/** Addresses that get no more mail would keep their rows; an occasional sweep after a send bounds the table. */
export async function sweepCodeMailSends(db: Db): Promise<void> {
  if (Math.random() < 0.02) await db.delete(codeMailSends).where(lt(codeMailSends.sentAt, dayAgo));
}
