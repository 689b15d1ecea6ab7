import { type MessagingLogItem, maskedPhone } from '@clinic/contract';
import { count, desc, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { messageOutbox } from '../db/schema.js';
import { onePage } from '../lib/paging.js';

/**
 * GET /Messaging/Log: each message's channel, template, status and time, newest first, a page at a time; never a
 * body, and of the number only its last 3 digits.
 */
export function messagingLog(db: Db, opts: { page?: number | undefined; pageSize?: number | undefined }) {
  const ordered = db
    .select({
      messageId: messageOutbox.messageId,
      channel: messageOutbox.channel,
      template: messageOutbox.template,
      status: messageOutbox.status,
      at: sql<Date>`coalesce(${messageOutbox.deliveredAt}, ${messageOutbox.sentAt}, ${messageOutbox.createdAt})`,
      phone: messageOutbox.phone,
      reason: messageOutbox.lastError,
    })
    .from(messageOutbox)
    .orderBy(desc(messageOutbox.messageId));
  return onePage(
    opts,
    ordered,
    db.select({ total: count() }).from(messageOutbox),
    (row): MessagingLogItem => ({
      ...row,
      at: new Date(row.at).toISOString(),
      phone: maskedPhone(row.phone),
    }),
  );
}
