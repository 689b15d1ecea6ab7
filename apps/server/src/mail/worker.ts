import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { emailOutbox } from '../db/schema.js';
import { PollingWorker } from '../lib/polling-worker.js';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailTransport {
  send(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    attachments?: MailAttachment[];
  }): Promise<void>;
}

/**
 * Attachments made when a mail is sent, from what the outbox row names (its dedupe key, e.g.
 * `reminder-appointment-<id>`, `booking-appointment-<id>`): the outbox keeps no files, and an attachment is built
 * from the current data.
 */
export type AttachmentResolver = (mail: { dedupeKey: string | null }) => Promise<MailAttachment[]>;

export const MAX_ATTEMPTS = 8;
const SENT_BODY = '[đã gửi]';
const BATCH = 50;
/**
 * A claimed mail is not due again before this: long enough for a whole batch of sends (each bounded by the SMTP
 * timeouts below), short enough that a mail claimed by a replica that died mid-send goes out minutes later.
 */
export const CLAIM_LEASE_SECONDS = 300;
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 30_000 };

/** Exponential backoff: 10 s, 20 s, 40 s ... capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** (attempts - 1), 3_600_000);
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
  };
}

/** Without SMTP_URL the mail goes to the server log, clearly marked, so a developer can read codes there. */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    send: async (mail) => {
      log.warn(
        { mailTo: mail.to, mailSubject: mail.subject },
        `[E-MAIL NOT SENT: SMTP_URL is not set] To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n[END OF E-MAIL]`,
      );
    },
  };
}

/** Sends due outbox rows one by one; a failure only reschedules the row, it never reaches the user's request. */
export class MailWorker extends PollingWorker {
  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    log: FastifyBaseLogger,
    intervalMs = 1000,
    private readonly attachmentsFor?: AttachmentResolver,
  ) {
    super(log, 'mail worker', intervalMs);
  }

  /**
   * Takes the due mails for this replica in one statement: the rows are locked (others skip them) and their next
   * attempt is pushed past the lease, so no other replica sends them, unless this one dies before it is done.
   */
  private claimDue() {
    const due = this.db
      .select({ emailId: emailOutbox.emailId })
      .from(emailOutbox)
      // The database's clock, not ours: a row queued this very millisecond carries microseconds that a JS Date
      // (milliseconds) would put in the future, and it would wait a whole tick.
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailOutbox.emailId))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return this.db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
      })
      .where(inArray(emailOutbox.emailId, due))
      .returning();
  }

  protected async pass(): Promise<void> {
    const claimed = await this.claimDue();
    claimed.sort((a, b) => a.emailId - b.emailId);
    for (const mail of claimed) {
      const { attempts } = mail;
      try {
        const attachments = (await this.attachmentsFor?.({ dedupeKey: mail.dedupeKey })) ?? [];
        await this.transport.send({
          from: this.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          ...(attachments.length > 0 && { attachments }),
        });
        // The body may hold a one-time code: it is not kept once delivered.
        await this.db
          .update(emailOutbox)
          .set({ status: 'sent', attempts, sentAt: new Date(), textBody: SENT_BODY, lastError: null })
          .where(eq(emailOutbox.emailId, mail.emailId));
        this.log.info({ emailId: mail.emailId }, 'e-mail sent');
      } catch (err) {
        const failed = attempts >= MAX_ATTEMPTS;
        await this.db
          .update(emailOutbox)
          .set({
            status: failed ? 'failed' : 'pending',
            attempts,
            nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
            lastError: err instanceof Error ? err.message.slice(0, 500) : 'unknown error',
          })
          .where(eq(emailOutbox.emailId, mail.emailId));
        this.log.warn({ emailId: mail.emailId, attempts, failed }, 'e-mail send failed, will retry');
      }
    }
  }
}
