import { type MessageTemplate, reminderPrivateWordsIn, smsText } from '@clinic/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { messageOutbox } from '../db/schema.js';
import { PollingWorker } from '../lib/polling-worker.js';
import { CLAIM_LEASE_SECONDS, MAX_ATTEMPTS, retryDelayMs } from '../mail/worker.js';
import { smsCallbackUrl } from './callbacks.js';
import { type MessagingSettings, queuePhoneMessage, reachOf, sendableAt } from './queue.js';
import { sendSms } from './sms.js';
import { type SendResult, sendZalo } from './zalo.js';

type Row = typeof messageOutbox.$inferSelect;
const BATCH = 20;
/** A sent one-time code is not kept in the log. */
const SENT_CODE = '••••••';

/**
 * Sends the due SMS and Zalo messages of the outbox: each claimed by one replica (FOR UPDATE SKIP LOCKED and a
 * lease, as the e-mail outbox's), tried with backoff, and, when Zalo cannot deliver, queued again by SMS if the
 * patient allowed it. A withdrawn channel's message is cancelled instead of sent.
 */
export class MessageWorker extends PollingWorker {
  constructor(
    private readonly db: Db,
    private readonly settings: MessagingSettings,
    log: FastifyBaseLogger,
    private readonly clock: () => Date = () => new Date(),
    intervalMs = 1000,
  ) {
    super(log, 'message worker', intervalMs);
  }

  /** Whether any phone channel is set up: without one nothing can be queued, and the worker does not tick. */
  get enabled(): boolean {
    return Boolean(this.settings.messaging.sms || this.settings.messaging.zalo);
  }

  override start(): void {
    if (this.enabled) super.start();
  }

  /** The due rows for this replica, locked and pushed past the lease in one statement. */
  private async claimDue(): Promise<Row[]> {
    const claimed = await this.db
      .update(messageOutbox)
      .set({
        attempts: sql`${messageOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
      })
      .where(
        sql`${messageOutbox.messageId} in (select message_id from message_outbox
          where status = 'queued' and next_attempt_at <= ${this.clock()}
          order by message_id limit ${BATCH} for update skip locked)`,
      )
      .returning();
    return claimed.sort((a, b) => a.messageId - b.messageId);
  }

  protected async pass(): Promise<void> {
    for (const row of await this.claimDue()) {
      try {
        await this.settle(row, await this.send(row));
      } catch (err) {
        await this.settle(row, {
          verdict: 'retry',
          reason: err instanceof Error ? err.message : 'unknown error',
        });
      }
    }
  }

  private async send(row: Row): Promise<SendResult> {
    const reach = await reachOf(this.db, row.patientId);
    if (row.template !== 'otp' && !reach.allowed[row.channel])
      return { verdict: 'failed', reason: 'withdrawn' };
    const params = { clinic: this.settings.clinicShortName, ...row.params };
    const { zalo, sms } = this.settings.messaging;
    if (row.channel === 'zalo') {
      const templateId = zalo?.templates[row.template];
      if (!zalo || !templateId) return { verdict: 'fallback', reason: 'Zalo is not set up for this message' };
      return sendZalo(this.db, zalo, {
        phone: row.phone,
        templateId,
        data: params,
        trackingId: String(row.messageId),
      });
    }
    if (!sms) return { verdict: 'failed', reason: 'SMS is not set up' };
    const text = smsText(row.template as MessageTemplate, params);
    // The last guard of the message rule: a text that would disclose is never sent.
    if (reminderPrivateWordsIn(text).length > 0) return { verdict: 'failed', reason: 'message rule' };
    return sendSms(sms, {
      phone: row.phone,
      text,
      requestId: String(row.messageId),
      callbackUrl: smsCallbackUrl(this.settings, row.messageId) || undefined,
    });
  }

  private async settle(row: Row, result: SendResult): Promise<void> {
    const byId = eq(messageOutbox.messageId, row.messageId);
    const now = this.clock();
    const params = row.template === 'otp' ? { code: SENT_CODE } : row.params;
    if (result.verdict === 'sent') {
      await this.db
        .update(messageOutbox)
        .set({
          status: 'sent',
          sentAt: now,
          providerMessageId: result.providerMessageId,
          lastError: null,
          params,
        })
        .where(byId);
      this.log.info({ messageId: row.messageId, channel: row.channel }, 'message sent');
      return;
    }
    if (result.verdict === 'retry' && row.attempts < MAX_ATTEMPTS) {
      await this.db
        .update(messageOutbox)
        .set({
          nextAttemptAt: sendableAt(
            this.settings,
            row.template,
            new Date(now.getTime() + retryDelayMs(row.attempts)),
          ),
          lastError: result.reason?.slice(0, 500),
        })
        .where(byId);
      this.log.warn({ messageId: row.messageId, attempts: row.attempts }, 'message send failed, will retry');
      return;
    }
    await this.db.transaction(async (tx) => {
      await tx
        .update(messageOutbox)
        .set({
          status: result.reason === 'withdrawn' ? 'cancelled' : 'failed',
          lastError: result.reason?.slice(0, 500),
          params,
        })
        .where(and(byId, eq(messageOutbox.status, 'queued')));
      if (result.verdict === 'fallback' && this.settings.messaging.sms) {
        const fallback = await queuePhoneMessage(
          tx,
          this.settings,
          {
            patientId: row.patientId,
            template: row.template,
            params: row.params,
            dedupeKey: `${row.dedupeKey ?? `message-${row.messageId}`}:sms`,
          },
          now,
          'sms',
        );
        this.log.info({ messageId: row.messageId, fallback }, 'Zalo could not deliver');
      }
    });
  }
}
