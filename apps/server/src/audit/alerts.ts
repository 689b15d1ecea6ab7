import { type AuditAlert, auditMessages, formatInstantVi, ROLE_VI_LABELS } from '@clinic/contract';
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { auditAlerts, auditEvents, users } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';

/**
 * What this replica knows of each account's reads, per database handle: the patients it was seen reading, with
 * when (a read of a patient already seen within the window cannot raise the count, so only a new one is counted
 * in the database), and until when an account it alerted on needs no more counting.
 */
interface ReadWatch {
  seen: Map<number, Map<number, number>>;
  alertedUntil: Map<number, number>;
}
const watches = new WeakMap<object, ReadWatch>();
/** Patients remembered per account; past it, the account's memory starts over (at worst one more count). */
const MAX_SEEN_PER_ACTOR = 10_000;

function watchOf(db: object): ReadWatch {
  let watch = watches.get(db);
  if (!watch) {
    watch = { seen: new Map(), alertedUntil: new Map() };
    watches.set(db, watch);
  }
  return watch;
}

function isFreshPair(
  watch: ReadWatch,
  actorUserId: number,
  patientId: number,
  windowMs: number,
  now: number,
) {
  let patients = watch.seen.get(actorUserId);
  if (!patients || patients.size >= MAX_SEEN_PER_ACTOR) {
    patients = new Map();
    watch.seen.set(actorUserId, patients);
  }
  const last = patients.get(patientId);
  patients.set(patientId, now);
  return last === undefined || now - last >= windowMs;
}

/** The start of the window that ends now, in the database's clock (the events' `at` is set by it). */
const windowStart = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/**
 * After an allowed read of a patient's record: when the account has now read `patients` or more different patients
 * within the window, an alert is raised, once per window for that account across every replica (a transaction
 * lock per account), with a mail to each active administrator in the same transaction.
 */
export async function noteRecordRead(ctx: AppContext, actorUserId: number, patientId: number): Promise<void> {
  const { patients, windowMinutes } = ctx.config.auditAlert;
  const windowMs = windowMinutes * 60_000;
  const now = Date.now();
  const watch = watchOf(ctx.db);
  if ((watch.alertedUntil.get(actorUserId) ?? 0) > now) return;
  if (!isFreshPair(watch, actorUserId, patientId, windowMs, now)) return;
  const [count] = await ctx.db
    .select({ n: sql<number>`count(distinct ${auditEvents.patientId})::int` })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.actorUserId, actorUserId),
        eq(auditEvents.action, 'read'),
        eq(auditEvents.outcome, 'allowed'),
        isNotNull(auditEvents.patientId),
        gt(auditEvents.at, windowStart(windowMinutes)),
      ),
    );
  if ((count?.n ?? 0) < patients) return;
  await raiseAlert(ctx, actorUserId, count?.n ?? patients, windowMinutes);
  // One alert per window: until it ends, this account's reads need no more counting here.
  watch.alertedUntil.set(actorUserId, now + windowMs);
}

async function raiseAlert(ctx: AppContext, actorUserId: number, count: number, windowMinutes: number) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('audit_alert'), ${actorUserId})`);
    const [recent] = await tx
      .select({ alertId: auditAlerts.alertId })
      .from(auditAlerts)
      .where(
        and(eq(auditAlerts.actorUserId, actorUserId), gt(auditAlerts.raisedAt, windowStart(windowMinutes))),
      )
      .limit(1);
    if (recent) return;
    const [alert] = await tx
      .insert(auditAlerts)
      .values({ actorUserId, patientCount: count, windowMinutes })
      .returning({ alertId: auditAlerts.alertId, raisedAt: auditAlerts.raisedAt });
    const [actor] = await tx
      .select({ username: users.username, role: users.role })
      .from(users)
      .where(eq(users.userId, actorUserId));
    if (!alert || !actor) return;
    const at = formatInstantVi(alert.raisedAt.toISOString(), ctx.config.clinicTz);
    const admins = await tx
      .select({ userId: users.userId, email: users.email })
      .from(users)
      .where(and(eq(users.role, 'Admin'), eq(users.isActive, true)));
    for (const admin of admins) {
      await enqueueMail(tx, {
        to: admin.email,
        subject: auditMessages.alertSubject,
        text: auditMessages.alertText(actor.username, ROLE_VI_LABELS[actor.role], count, windowMinutes, at),
        dedupeKey: `audit-alert-${alert.alertId}-${admin.userId}`,
      });
    }
  });
}

/** GET /Audit/Alerts (administrators): the latest alerts first (at most 100), each account by its name. */
export async function listAuditAlerts(db: Pick<Db, 'select'>): Promise<AuditAlert[]> {
  const rows = await db
    .select({
      alertId: auditAlerts.alertId,
      raisedAt: auditAlerts.raisedAt,
      actorUserId: auditAlerts.actorUserId,
      actorRole: users.role,
      actorName: users.fullName,
      patientCount: auditAlerts.patientCount,
      windowMinutes: auditAlerts.windowMinutes,
    })
    .from(auditAlerts)
    .leftJoin(users, eq(users.userId, auditAlerts.actorUserId))
    .orderBy(desc(auditAlerts.raisedAt), desc(auditAlerts.alertId))
    .limit(100);
  return rows.map((r) => ({ ...r, raisedAt: r.raisedAt.toISOString() }));
}
