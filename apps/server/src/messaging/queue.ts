import {
  clinicNow,
  MESSAGE_CHANNELS,
  type MessageChannel,
  type MessageTemplate,
  minutesUntilSendable,
  type PhoneChannel,
} from '@clinic/contract';
import { eq, sql } from 'drizzle-orm';
import { patientAccountOf } from '../clinic/access.js';
import type { Config } from '../config.js';
import type { Db, Tx } from '../db/client.js';
import { messageOutbox, messagingConsents, patients, users } from '../db/schema.js';

type Reader = Pick<Db, 'select'> | Pick<Tx, 'select'>;
type Writer = Pick<Db, 'select' | 'insert'> | Pick<Tx, 'select' | 'insert'>;

/** What the messaging needs of the configuration: the channels, the quiet hours, the clinic's zone and name. */
export type MessagingSettings = Pick<
  Config,
  'messaging' | 'clinicTz' | 'clinicShortName' | 'publicUrl' | 'smtpUrl' | 'jwtSecret'
>;

/** How a patient may be reached: the channels they allowed, and the number they confirmed if it is still theirs. */
export interface Reach {
  allowed: Record<MessageChannel, boolean>;
  /** When the patient last chose each channel; null for a channel never chosen (e-mail's default). */
  changedAt: Record<MessageChannel, string | null>;
  /** The confirmed phone: null when never confirmed or when the account's number changed since. */
  phone: string | null;
  phoneNumber: string;
}

/** E-mail is allowed until withdrawn, as it was before the patient could choose; SMS and Zalo only once allowed. */
export async function reachOf(db: Reader, patientId: number): Promise<Reach> {
  const [[person], consents] = await Promise.all([
    patientAccountOf(
      db
        .select({ phoneNumber: users.phoneNumber, verified: patients.phoneVerifiedNumber })
        .from(patients)
        .$dynamic(),
      patientId,
    ),
    db
      .select({
        channel: messagingConsents.channel,
        allowed: messagingConsents.allowed,
        changedAt: messagingConsents.changedAt,
      })
      .from(messagingConsents)
      .where(eq(messagingConsents.patientId, patientId)),
  ]);
  const chosen = new Map(consents.map((c) => [c.channel, c]));
  const byChannel = <T>(value: (channel: MessageChannel) => T) =>
    Object.fromEntries(MESSAGE_CHANNELS.map((channel) => [channel, value(channel)])) as Record<
      MessageChannel,
      T
    >;
  const phoneNumber = person?.phoneNumber ?? '';
  return {
    allowed: byChannel((channel) => chosen.get(channel)?.allowed ?? channel === 'email'),
    changedAt: byChannel((channel) => chosen.get(channel)?.changedAt.toISOString() ?? null),
    phoneNumber,
    phone: person && person.verified === phoneNumber ? phoneNumber : null,
  };
}

/** A patient (the `patients` row of the query) who has not withdrawn e-mail: reminders and notices go to them. */
export const emailAllowedSql = sql`not exists (select 1 from ${messagingConsents} c
  where c.patient_id = ${patients.patientId} and c.channel = 'email' and not c.allowed)`;

/**
 * A patient (the `patients` row of the query) who allowed SMS or Zalo: only they need queuePhoneMessage's look at
 * their channels, which a batch of thousands of notices would otherwise pay for each row.
 */
export const phoneAllowedSql = sql`exists (select 1 from ${messagingConsents} c
  where c.patient_id = ${patients.patientId} and c.channel in ('sms', 'zalo') and c.allowed)`;

/** When a message queued at `now` may leave: at once, or when the clinic's quiet hours end. One-time codes wait not. */
export function sendableAt(settings: MessagingSettings, template: MessageTemplate, now: Date): Date {
  if (template === 'otp') return now;
  const at = clinicNow(settings.clinicTz, now);
  const wait = minutesUntilSendable(at.hour * 60 + at.minute, settings.messaging.quietHours);
  return new Date(now.getTime() + wait * 60_000);
}

/** The phone channel a message goes by first: Zalo where allowed and set up for its template, else SMS. */
export function firstPhoneChannel(
  settings: MessagingSettings,
  reach: Reach,
  template: MessageTemplate,
): PhoneChannel | null {
  const { zalo, sms } = settings.messaging;
  if (reach.phone === null) return null;
  if (reach.allowed.zalo && zalo?.templates[template]) return 'zalo';
  return reach.allowed.sms && sms ? 'sms' : null;
}

export interface PhoneMessage {
  patientId: number;
  template: MessageTemplate;
  /** Neutral parameters only (a date, an hour, a link, a code): the clinic's name is added when sent. */
  params: Record<string, string>;
  /** One message per key: a second queueing is a no-op. */
  dedupeKey?: string;
}

/**
 * Queues a message on the patient's first phone channel (or on SMS, `channel`, as Zalo's fallback), in the
 * transaction of what causes it; nothing when they allowed none or have not confirmed their number. A one-time
 * code goes by SMS to the account's number, which it is there to confirm. Answers the channel it was queued on.
 */
export async function queuePhoneMessage(
  tx: Writer,
  settings: MessagingSettings,
  message: PhoneMessage,
  now: Date,
  channel?: 'sms',
): Promise<PhoneChannel | null> {
  const reach = await reachOf(tx, message.patientId);
  const otp = message.template === 'otp';
  const phone = otp ? reach.phoneNumber : reach.phone;
  const sms = settings.messaging.sms ? 'sms' : null;
  const chosen = otp
    ? sms
    : channel
      ? reach.allowed.sms && sms
      : firstPhoneChannel(settings, reach, message.template);
  if (!chosen || !phone) return null;
  await tx
    .insert(messageOutbox)
    .values({
      patientId: message.patientId,
      channel: chosen,
      template: message.template,
      params: message.params,
      phone,
      dedupeKey: message.dedupeKey,
      nextAttemptAt: sendableAt(settings, message.template, now),
    })
    .onConflictDoNothing({ target: messageOutbox.dedupeKey });
  return chosen;
}
