import { createHmac } from 'node:crypto';
import { canTransition, formatDateVi, formatTimeShort, reminderLinkMessages } from '@clinic/contract';
import { eq, sql } from 'drizzle-orm';
import { recordAuditEvents } from '../audit/events.js';
import type { Db, Tx } from '../db/client.js';
import { appointmentResponses, appointments, reminderLinks } from '../db/schema.js';
import { sha256Hex } from '../lib/digest.js';

type Writer = Pick<Tx, 'insert' | 'execute'> | Pick<Db, 'insert' | 'execute'>;

/**
 * The link's token: signed with the server secret over the appointment, so that a reminder sent again carries the
 * same link and no one can make one; 22 characters of base64url (132 bits) keep the SMS short.
 */
export function reminderLinkToken(secret: string, appointmentId: number): string {
  return createHmac('sha256', secret)
    .update(`reminder-link:${appointmentId}`)
    .digest('base64url')
    .slice(0, 22);
}

/** Keeps the appointment's link (once), valid until the appointment starts in the clinic; answers its token. */
export async function ensureReminderLink(
  tx: Writer,
  secret: string,
  appointmentId: number,
  timeZone: string,
): Promise<string> {
  const token = reminderLinkToken(secret, appointmentId);
  await tx
    .insert(reminderLinks)
    .values({
      tokenHash: sha256Hex(token),
      appointmentId,
      expiresAt: sql`(select (a.appointment_date + a.appointment_time) at time zone ${timeZone}
        from ${appointments} a where a.appointment_id = ${appointmentId})`,
    })
    .onConflictDoNothing();
  return token;
}

export type LinkState = 'open' | 'used' | 'expired' | 'unknown' | 'closed';

/** What a link that cannot be answered says: why, in the patient's words. */
const refusalOf = (state: LinkState) => reminderLinkMessages[state === 'open' ? 'unknown' : state];

/** The link and its appointment: only what the page may show (the day and hour) and what the answer needs. */
async function linkOf(db: Pick<Db, 'select'> | Pick<Tx, 'select'>, token: string, now: Date, lock: boolean) {
  const query = db
    .select({
      tokenHash: reminderLinks.tokenHash,
      expiresAt: reminderLinks.expiresAt,
      usedAt: reminderLinks.usedAt,
      appointmentId: appointments.appointmentId,
      patientId: appointments.patientId,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      status: appointments.status,
    })
    .from(reminderLinks)
    .innerJoin(appointments, eq(appointments.appointmentId, reminderLinks.appointmentId))
    .where(eq(reminderLinks.tokenHash, sha256Hex(token)));
  const [row] = lock ? await query.for('update', { of: reminderLinks }) : await query;
  if (!row) return { state: 'unknown' as const, row: undefined };
  const state: LinkState = row.usedAt
    ? 'used'
    : row.expiresAt <= now
      ? 'expired'
      : row.status === 'Scheduled' || row.status === 'Confirmed'
        ? 'open'
        : 'closed';
  return { state, row };
}

/** Someone opened or answered a patient's reminder link: an event of the access log, with no account behind it. */
const linkEvent = (
  row: { patientId: number; appointmentId: number },
  action: 'read' | 'update',
  at: string | null,
) => ({
  actorUserId: null,
  actorRole: null,
  patientId: row.patientId,
  action,
  category: 'appointment' as const,
  recordId: row.appointmentId,
  outcome: 'allowed' as const,
  clientAddress: at,
  requestId: null,
});

/**
 * GET /r/{token}: the state of the link and, while it is open, the appointment's day and hour in words; while it
 * is not, why.
 */
export async function readReminderLink(
  db: Db,
  token: string,
  now: Date,
  clientAddress: string | null,
): Promise<{ state: LinkState; when: string } | { state: LinkState; refusal: string }> {
  const { state, row } = await linkOf(db, token, now, false);
  if (row) await recordAuditEvents(db, [linkEvent(row, 'read', clientAddress)]);
  return row && state === 'open'
    ? { state, when: reminderLinkMessages.when(formatDateVi(row.date), formatTimeShort(row.time)) }
    : { state, refusal: refusalOf(state) };
}

/**
 * POST /r/{token}: the patient will come (recorded for the doctor's agenda) or will not (an appointment the doctor
 * has not accepted yet is cancelled, as the patient may; an accepted one keeps its status and the doctor sees
 * the answer). The link is used once; what it cannot do asks them to sign in.
 */
export async function answerReminderLink(
  db: Db,
  token: string,
  action: 'confirm' | 'cancel',
  now: Date,
  clientAddress: string | null,
): Promise<{ state: LinkState; message: string }> {
  return db.transaction(async (tx) => {
    const { state, row } = await linkOf(tx, token, now, true);
    if (!row || state !== 'open') return { state, message: refusalOf(state) };
    const cancels = action === 'cancel' && canTransition('Patient', row.status, 'Cancelled');
    if (cancels)
      await tx
        .update(appointments)
        .set({ status: 'Cancelled', updatedAt: sql`now()` })
        .where(eq(appointments.appointmentId, row.appointmentId));
    const response = action === 'confirm' ? ('confirmed' as const) : ('declined' as const);
    await tx
      .insert(appointmentResponses)
      .values({ appointmentId: row.appointmentId, response, respondedAt: now })
      .onConflictDoUpdate({
        target: appointmentResponses.appointmentId,
        set: { response, respondedAt: now },
      });
    await tx.update(reminderLinks).set({ usedAt: now }).where(eq(reminderLinks.tokenHash, row.tokenHash));
    await recordAuditEvents(tx, [linkEvent(row, 'update', clientAddress)]);
    const message =
      action === 'confirm'
        ? reminderLinkMessages.confirmed
        : cancels
          ? reminderLinkMessages.cancelled
          : reminderLinkMessages.declined;
    return { state, message };
  });
}
