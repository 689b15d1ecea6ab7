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
 * Writes a mail into the outbox. Call it with the transaction of the change that causes the mail,
 * so that the change and the mail are committed together or not at all.
 */
export async function enqueueMail(tx: Pick<Db, 'insert'>, mail: OutgoingMail): Promise<void> {
  await tx
    .insert(emailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, dedupeKey: mail.dedupeKey })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey });
}
