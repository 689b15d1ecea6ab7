import { createHmac } from 'node:crypto';
import { messagingMessages } from '@clinic/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { messageOutbox } from '../db/schema.js';
import { sameSecret, sha256Hex } from '../lib/digest.js';
import { forbidden } from '../lib/http-error.js';
import type { MessagingSettings } from './queue.js';

/** The signature of a message's SMS callback address: only the server makes one, for that message alone. */
export const smsCallbackSignature = (secret: string, messageId: number) =>
  createHmac('sha256', secret).update(`sms-callback:${messageId}`).digest('base64url');

/** Where eSMS reports the delivery of a message: the app's address (PUBLIC_URL) and the message's signature. */
export const smsCallbackUrl = (settings: MessagingSettings, messageId: number) =>
  settings.publicUrl &&
  `${settings.publicUrl}/api/Messaging/Callback/Sms?sig=${smsCallbackSignature(settings.jwtSecret, messageId)}`;

/** A sent message delivered or refused, as the provider says; a message already settled stays as it is. */
async function settleDelivery(db: Db, messageId: number, delivered: boolean, now: Date): Promise<void> {
  await db
    .update(messageOutbox)
    .set(
      delivered
        ? { status: 'delivered', deliveredAt: now }
        : { status: 'failed', lastError: 'refused by the provider' },
    )
    .where(and(eq(messageOutbox.messageId, messageId), inArray(messageOutbox.status, ['sent', 'queued'])));
}

/** GET /Messaging/Callback/Sms: eSMS's report, refused (403) unless the address carries this message's signature. */
export async function recordSmsCallback(
  db: Db,
  settings: MessagingSettings,
  query: { sig: string; RequestId: string; SendStatus?: string | undefined },
  now: Date,
): Promise<void> {
  const messageId = Number(query.RequestId);
  if (
    !Number.isSafeInteger(messageId) ||
    !sameSecret(smsCallbackSignature(settings.jwtSecret, messageId), query.sig)
  )
    throw forbidden(messagingMessages.callbackSignature);
  if (query.SendStatus === '5') await settleDelivery(db, messageId, true, now);
  else if (query.SendStatus === '4') await settleDelivery(db, messageId, false, now);
}

/**
 * POST /Messaging/Callback/Zalo: an event of the Official Account's webhook, whose X-ZEvent-Signature is
 * `mac=` and the SHA-256 of the app id, the body as sent, the timestamp and the OA's secret key (ZALO_OA_SECRET);
 * `user_received_message` marks the message of its tracking_id delivered.
 */
export async function recordZaloCallback(
  db: Db,
  settings: MessagingSettings,
  event: {
    app_id: string;
    event_name: string;
    timestamp: string | number;
    message?: { tracking_id?: string };
  },
  rawBody: string,
  signature: string | undefined,
  now: Date,
): Promise<void> {
  const zalo = settings.messaging.zalo;
  if (!zalo?.oaSecret || event.app_id !== zalo.appId) throw forbidden(messagingMessages.callbackSignature);
  const expected = `mac=${sha256Hex(`${zalo.appId}${rawBody}${event.timestamp}${zalo.oaSecret}`)}`;
  if (!signature || !sameSecret(expected, signature)) throw forbidden(messagingMessages.callbackSignature);
  const messageId = Number(event.message?.tracking_id);
  if (event.event_name === 'user_received_message' && Number.isSafeInteger(messageId))
    await settleDelivery(db, messageId, true, now);
}
