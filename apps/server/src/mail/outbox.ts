import type { Db } from '../db/client.js';
import { emailOutbox } from '../db/schema.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Makes the mail unique: a second enqueue with the same key is a no-op. */
  dedupeKey?: string;
}

/**
 * Writes a mail (or several at once) into the outbox. Call it with the transaction of the change that causes the mail,
 * so that the change and the mail are committed together or not at all.
 */
export async function enqueueMail(
  tx: Pick<Db, 'insert'>,
  mail: OutgoingMail | readonly OutgoingMail[],
): Promise<void> {
  const mails = Array.isArray(mail) ? mail : [mail as OutgoingMail];
  if (mails.length === 0) return;
  await tx
    .insert(emailOutbox)
    .values(
      mails.map((m) => ({ toAddress: m.to, subject: m.subject, textBody: m.text, dedupeKey: m.dedupeKey })),
    )
    .onConflictDoNothing({ target: emailOutbox.dedupeKey });
}
