import type {
  AuditAction,
  AuditCategory,
  AuditEvent,
  AuditEventsQuery,
  AuditOutcome,
  MyRecordAccessFilter,
  PageMeta,
  Role,
} from '@clinic/contract';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditEvents, users } from '../db/schema.js';
import { onePage, type PageOptions } from '../lib/paging.js';

type Executor = Pick<Db, 'execute' | 'select'>;

/** What one event records; the database numbers, dates and hashes it (migration 0012). */
export interface AuditEntry {
  actorUserId: number | null;
  actorRole: Role | null;
  patientId: number | null;
  action: AuditAction;
  category: AuditCategory;
  recordId: number | null;
  outcome: AuditOutcome;
  clientAddress: string | null;
  requestId: string | null;
}

/**
 * One INSERT of the events, handed over as one JSON parameter: building a statement of 13 parameters per row took
 * most of a read's CPU under load. The number, `at` and the hashes are set by the insert trigger (migration 0012).
 */
function insertEvents(db: Pick<Db, 'execute'>, entries: AuditEntry[]) {
  const rows = JSON.stringify(
    entries.map((e) => ({
      actor_user_id: e.actorUserId,
      actor_role: e.actorRole,
      patient_id: e.patientId,
      action: e.action,
      category: e.category,
      record_id: e.recordId,
      outcome: e.outcome,
      client_address: e.clientAddress,
      request_id: e.requestId,
    })),
  );
  return db.execute(sql`
    insert into audit_events (event_id, at, actor_user_id, actor_role, patient_id, action, category, record_id,
      outcome, client_address, request_id, prev_hash, hash)
    select 0, now(), u.actor_user_id, u.actor_role, u.patient_id, u.action, u.category, u.record_id, u.outcome,
      u.client_address, u.request_id, '', ''
    from json_to_recordset(${rows}::json) as u(actor_user_id int, actor_role role, patient_id int,
      action audit_action, category audit_category, record_id int, outcome audit_outcome,
      client_address varchar(64), request_id varchar(64))`);
}

/** Writes one event, in the caller's transaction when `db` is one, so that it commits or rolls back with the write. */
export async function recordAuditEvent(db: Pick<Db, 'execute'>, entry: AuditEntry): Promise<void> {
  await insertEvents(db, [entry]);
}

/** Events of one insert at most: a longer queue goes in several. */
const BATCH_MAX = 500;

interface Queued {
  entry: AuditEntry;
  done: (error?: unknown) => void;
}

/** The events waiting for each database handle's next insert, and whether one is under way. */
const queues = new WeakMap<object, { waiting: Queued[]; running: boolean }>();

/**
 * Writes one event of a call that wrote nothing (a read, a refusal) and resolves once it is committed, so that
 * the answer leaves after its record. Events that arrive while an insert is under way go together in the next one:
 * under load, one insert, one chain lock and one commit serve dozens of calls instead of one each.
 */
export function queueAuditEvent(db: Executor, entry: AuditEntry): Promise<void> {
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], running: false };
    queues.set(db, queue);
  }
  const written = new Promise<void>((resolve, reject) => {
    queue.waiting.push({ entry, done: (error) => (error === undefined ? resolve() : reject(error)) });
  });
  if (!queue.running) void drain(db, queue);
  return written;
}

async function drain(db: Executor, queue: { waiting: Queued[]; running: boolean }): Promise<void> {
  queue.running = true;
  while (queue.waiting.length > 0) {
    const batch = queue.waiting.splice(0, BATCH_MAX);
    try {
      await insertEvents(
        db,
        batch.map((q) => q.entry),
      );
      for (const q of batch) q.done();
    } catch (error) {
      for (const q of batch) q.done(error);
    }
  }
  queue.running = false;
}

/** The columns of an event: a doctor is named, any other actor is shown by role only. */
const eventColumns = {
  eventId: auditEvents.eventId,
  at: auditEvents.at,
  actorUserId: auditEvents.actorUserId,
  actorRole: auditEvents.actorRole,
  actorName: sql<string | null>`case when ${auditEvents.actorRole} = 'Doctor' then ${users.fullName} end`,
  patientId: auditEvents.patientId,
  action: auditEvents.action,
  category: auditEvents.category,
  recordId: auditEvents.recordId,
  outcome: auditEvents.outcome,
  // Where the call came from: in the CSV export only, not in the event shape.
  clientAddress: auditEvents.clientAddress,
  requestId: auditEvents.requestId,
};

type EventRow = { [K in keyof typeof eventColumns]: unknown } & { at: Date };

function toEvent({ clientAddress: _address, requestId: _request, ...row }: EventRow): AuditEvent {
  return { ...(row as Omit<AuditEvent, 'at'>), at: row.at.toISOString() };
}

/** The events of clinic dates `from`..`to` (both included), as instants in the clinic's time zone. */
function withinDates(from: string | undefined, to: string | undefined, clinicTz: string): SQL[] {
  const start = (date: string) => sql`(${date}::date::timestamp at time zone ${clinicTz})`;
  const end = (date: string) => sql`((${date}::date + 1)::timestamp at time zone ${clinicTz})`;
  return [
    ...(from === undefined ? [] : [gte(auditEvents.at, start(from))]),
    ...(to === undefined ? [] : [lt(auditEvents.at, end(to))]),
  ];
}

/** The events under `where`, newest first, with the acting doctor's name. */
function newestEvents(db: Executor, where: SQL | undefined) {
  return db
    .select(eventColumns)
    .from(auditEvents)
    .leftJoin(users, eq(users.userId, auditEvents.actorUserId))
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.eventId));
}

function pageOfEvents(
  db: Executor,
  where: SQL | undefined,
  opts: PageOptions,
): Promise<{ items: AuditEvent[]; meta: PageMeta }> {
  return onePage(
    opts,
    newestEvents(db, where),
    db.select({ total: sql<number>`count(*)::int` }).from(auditEvents).where(where),
    (r) => toEvent(r as EventRow),
  );
}

/**
 * Who accessed one patient's record, newest first: what GET /Audit/MyRecordAccess shows its patient. With
 * `others`, the accesses of `selfUserId` (the patient's own account) are left out.
 */
export function listRecordAccess(
  db: Executor,
  patientId: number,
  query: Omit<MyRecordAccessFilter, 'others'> & { others?: boolean | undefined },
  clinicTz: string,
  selfUserId?: number,
): Promise<{ items: AuditEvent[]; meta: PageMeta }> {
  const where = and(
    eq(auditEvents.patientId, patientId),
    ...withinDates(query.from, query.to, clinicTz),
    ...(query.others && selfUserId !== undefined
      ? [sql`${auditEvents.actorUserId} is distinct from ${selfUserId}`]
      : []),
  );
  return pageOfEvents(db, where, query);
}

function eventsFilter(query: AuditEventsQuery, clinicTz: string): SQL | undefined {
  return and(
    ...withinDates(query.from, query.to, clinicTz),
    ...(query.userId === undefined ? [] : [eq(auditEvents.actorUserId, query.userId)]),
    ...(query.patientId === undefined ? [] : [eq(auditEvents.patientId, query.patientId)]),
  );
}

/** GET /Audit/Events: every event, filtered, newest first, one page. */
export function listAuditEvents(
  db: Executor,
  query: AuditEventsQuery,
  clinicTz: string,
): Promise<{ items: AuditEvent[]; meta: PageMeta }> {
  return pageOfEvents(db, eventsFilter(query, clinicTz), query);
}

/** The most rows one CSV export holds: a narrower filter gives the rest. */
export const EXPORT_MAX_ROWS = 100_000;

/** The events of a CSV export, newest first, with where each call came from. */
export async function exportedAuditEvents(
  db: Executor,
  query: AuditEventsQuery,
  clinicTz: string,
): Promise<(AuditEvent & { clientAddress: string | null; requestId: string | null })[]> {
  const rows = await newestEvents(db, eventsFilter(query, clinicTz)).limit(EXPORT_MAX_ROWS);
  return rows.map((r) => ({
    ...toEvent(r as EventRow),
    clientAddress: r.clientAddress,
    requestId: r.requestId,
  }));
}
