import {
  MESSAGE_CHANNELS,
  MESSAGE_TEMPLATES,
  type MessageChannel,
  type MessagingChannels,
  type MessagingPreferences,
  type MessagingPreferencesBody,
  messagingMessages,
  PHONE_CHANNELS,
} from '@clinic/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { messageOutbox, messagingConsents } from '../db/schema.js';
import { badRequest } from '../lib/http-error.js';
import { type MessagingSettings, reachOf } from './queue.js';

const CHANNEL_NAMES = { sms: 'SMS', zalo: 'Zalo' } as const;

/** Whether the server can send on each channel: e-mail always (to the log without SMTP), the others when set up. */
const availableChannels = (settings: MessagingSettings) => ({
  email: true,
  sms: settings.messaging.sms !== undefined,
  zalo: settings.messaging.zalo !== undefined,
});

/** GET /Messaging/Channels: what the configuration turns on; no credential leaves the server. */
export function messagingChannelsOf(settings: MessagingSettings): MessagingChannels {
  const { zalo, quietHours } = settings.messaging;
  const on = availableChannels(settings);
  return {
    channels: [
      { channel: 'email', on: on.email, provider: settings.smtpUrl ? 'SMTP' : 'server log' },
      { channel: 'sms', on: on.sms, provider: 'eSMS.vn' },
      {
        channel: 'zalo',
        on: on.zalo,
        provider: 'Zalo ZNS',
        templates: MESSAGE_TEMPLATES.filter((template) => zalo?.templates[template]),
      },
    ],
    quietHours,
  };
}

/** GET /Messaging/Preferences: the patient's channels, with when each was last chosen. */
export async function messagingPreferencesOf(
  db: Db,
  settings: MessagingSettings,
  patientId: number,
): Promise<MessagingPreferences> {
  const reach = await reachOf(db, patientId);
  return {
    ...reach.allowed,
    available: availableChannels(settings),
    phoneNumber: reach.phoneNumber,
    phoneVerified: reach.phone !== null,
    changedAt: reach.changedAt,
  };
}

/**
 * PUT /Messaging/Preferences: each channel whose choice changed is recorded with its time; a phone channel needs
 * the confirmed number and a channel the clinic has set up. Withdrawing a channel cancels what waits on it.
 */
export async function saveMessagingPreferences(
  db: Db,
  settings: MessagingSettings,
  patientId: number,
  body: MessagingPreferencesBody,
  now: Date,
): Promise<MessagingPreferences> {
  await db.transaction(async (tx) => {
    const reach = await reachOf(tx, patientId);
    const available = availableChannels(settings);
    for (const channel of PHONE_CHANNELS) {
      if (!body[channel] || reach.allowed[channel]) continue;
      const refusal = !available[channel]
        ? messagingMessages.channelOff(CHANNEL_NAMES[channel])
        : reach.phone === null
          ? messagingMessages.phoneNotVerified
          : null;
      if (refusal) throw badRequest(refusal, { [channel]: [refusal] });
    }
    const changed = MESSAGE_CHANNELS.filter((channel) => body[channel] !== reach.allowed[channel]);
    if (changed.length === 0) return;
    await tx
      .insert(messagingConsents)
      .values(changed.map((channel) => ({ patientId, channel, allowed: body[channel], changedAt: now })))
      .onConflictDoUpdate({
        target: [messagingConsents.patientId, messagingConsents.channel],
        set: { allowed: sql`excluded.allowed`, changedAt: now },
      });
    const withdrawn = changed.filter((channel): channel is MessageChannel => !body[channel]);
    if (withdrawn.length > 0)
      await tx
        .update(messageOutbox)
        .set({ status: 'cancelled', lastError: 'withdrawn' })
        .where(
          and(
            eq(messageOutbox.patientId, patientId),
            eq(messageOutbox.status, 'queued'),
            inArray(messageOutbox.channel, withdrawn),
          ),
        );
  });
  return messagingPreferencesOf(db, settings, patientId);
}
