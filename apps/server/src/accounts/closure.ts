import {
  type ClosureCompleted,
  type ClosureRequestItem,
  type ClosureRequestsQuery,
  type ClosureStatus,
  messages,
  type PageMeta,
} from '@clinic/contract';
import { and, asc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { patientAccountOf } from '../clinic/access.js';
import type { Db } from '../db/client.js';
import { appointments, emailOutbox, patients, users, verificationCodes } from '../db/schema.js';
import { badRequest, notFound } from '../lib/http-error.js';
import { listPage } from '../lib/paging.js';

type Executor = Pick<Db, 'select' | 'update' | 'delete'>;

const m = messages.accountClosure;

/**
 * The identity a closed account keeps: no name, no address, no way to reach or sign in as its former owner, and
 * unique placeholders where the table requires unique values (username, e-mail). Birth date and gender stay: the
 * clinical records (doses, ages of results) still need them.
 */
export function closedIdentity(patientId: number, userId: number) {
  return {
    fullName: m.closedName(patientId),
    username: `closed-${userId}`,
    email: `closed-${userId}@closed.invalid`,
    phoneNumber: '',
    address: '',
    avatar: null,
    pendingEmail: null,
  };
}

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** The caller's own request: when they asked, or null. */
export async function closureStatus(db: Executor, patientId: number): Promise<ClosureStatus> {
  const [row] = await db
    .select({ requestedAt: patients.closureRequestedAt })
    .from(patients)
    .where(eq(patients.patientId, patientId));
  if (!row) throw notFound(m.patientNotFound);
  return { patientId, requestedAt: iso(row.requestedAt) };
}

/**
 * POST /Patient/RequestClosure: records when the patient first asked. Asking again changes nothing (the first
 * time stands) and says so.
 */
export async function requestClosure(
  db: Executor,
  patientId: number,
): Promise<{ status: ClosureStatus; first: boolean }> {
  const [set] = await db
    .update(patients)
    .set({ closureRequestedAt: sql`now()` })
    .where(and(eq(patients.patientId, patientId), isNull(patients.closureRequestedAt)))
    .returning({ requestedAt: patients.closureRequestedAt });
  if (set) return { status: { patientId, requestedAt: iso(set.requestedAt) }, first: true };
  return { status: await closureStatus(db, patientId), first: false };
}

const pending = and(isNotNull(patients.closureRequestedAt), isNull(patients.closedAt));

/** GET /Patient/ClosureRequests: the requests not yet completed, oldest first. */
export function listClosureRequests(
  db: Executor,
  query: ClosureRequestsQuery,
): Promise<{ items: ClosureRequestItem[]; meta?: PageMeta }> {
  const ordered = db
    .select({
      patientId: patients.patientId,
      userId: patients.userId,
      fullName: users.fullName,
      requestedAt: patients.closureRequestedAt,
    })
    .from(patients)
    .innerJoin(users, eq(users.userId, patients.userId))
    .where(pending)
    .orderBy(asc(patients.closureRequestedAt), asc(patients.patientId));
  const counted = db.select({ total: sql<number>`count(*)::int` }).from(patients).where(pending);
  return listPage(query, ordered, counted, (row) => ({
    ...row,
    requestedAt: (row.requestedAt as Date).toISOString(),
  }));
}

/**
 * POST /Patient/CompleteClosure/:id, in the caller's transaction (`db` is one): sign-in disabled and every token of
 * the account refused at once (is_active false, token version bumped), identity replaced, pending codes and unsent
 * mail to the old address dropped, closed_at set. The appointments still to come (`today`, the clinic's, and
 * later; Scheduled or Confirmed) are cancelled: nobody can come to them any more, their doctors get the hours back,
 * and they never turn into missed visits that would send the clinic tracing a closed account. Every other
 * appointment, the results and the treatments are kept as they are. Only a requested closure is completed: a
 * patient who never asked is a 400, an unknown one a 404.
 */
export async function completeClosure(
  db: Executor,
  patientId: number,
  today: string,
): Promise<ClosureCompleted> {
  const [row] = await patientAccountOf(
    db
      .select({
        userId: patients.userId,
        email: users.email,
        requestedAt: patients.closureRequestedAt,
        closedAt: patients.closedAt,
      })
      .from(patients)
      .$dynamic(),
    patientId,
  ).for('update', { of: patients });
  if (!row) throw notFound(m.patientNotFound);
  if (row.closedAt !== null) throw badRequest(m.alreadyClosed);
  if (row.requestedAt === null) throw badRequest(m.notRequested);

  const identity = closedIdentity(patientId, row.userId);
  await db
    .update(users)
    .set({ ...identity, isActive: false, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.userId, row.userId));
  await db.delete(verificationCodes).where(eq(verificationCodes.userId, row.userId));
  await db
    .delete(emailOutbox)
    .where(
      and(eq(emailOutbox.status, 'pending'), sql`lower(${emailOutbox.toAddress}) = lower(${row.email})`),
    );
  const cancelled = await db
    .update(appointments)
    .set({ status: 'Cancelled', updatedAt: sql`now()` })
    .where(
      and(
        eq(appointments.patientId, patientId),
        inArray(appointments.status, ['Scheduled', 'Confirmed']),
        gte(appointments.appointmentDate, today),
      ),
    )
    .returning({ appointmentId: appointments.appointmentId });
  const [closed] = await db
    .update(patients)
    .set({ closedAt: sql`now()` })
    .where(eq(patients.patientId, patientId))
    .returning({ closedAt: patients.closedAt });
  if (!closed?.closedAt) throw new Error('patient vanished during closure');
  return {
    patientId,
    userId: row.userId,
    fullName: identity.fullName,
    closedAt: closed.closedAt.toISOString(),
    cancelledAppointments: cancelled.length,
  };
}
