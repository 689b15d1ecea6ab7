import {
  AUDIT_PRESET_HOURS,
  type AuditAction,
  type AuditCategory,
  type AuditCsvEvent,
  type AuditEvent,
  type AuditEventsQuery,
  type AuditLogEvent,
  type AuditOutcome,
  type MyRecordAccessFilter,
  type PageMeta,
  type Role,
} from '@clinic/contract';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { auditEvents, patients, users } from '../db/schema.js';
import { escapeLike, onePage } from '../lib/paging.js';

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

/** The events as one JSON parameter: building a statement of 13 parameters per row took most of a read's CPU. */
function rowsOf(entries: readonly AuditEntry[]): string {
  return JSON.stringify(
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
}

/** The columns of an entry, as json_to_recordset reads them from rowsOf. */
const ENTRY_COLUMNS = sql`actor_user_id int, actor_role role, patient_id int, action audit_action,
  category audit_category, record_id int, outcome audit_outcome, client_address varchar(64), request_id varchar(64)`;

/**
 * One INSERT into the chained log of `entries` and, before them, of every event of a write committed since the
 * last insert (stageAuditEvent), in the order they were staged. The number, `at` and the hashes are set by the
 * insert trigger (migration 0012). Two replicas moving the same staged rows at once cannot both move them: the
 * second one's delete waits for the first's rows and then finds them gone.
 */
function insertEvents(db: Pick<Db, 'execute'>, entries: readonly AuditEntry[]) {
  return db.execute(sql`
    with staged as (delete from audit_pending returning *)
    insert into audit_events (event_id, at, actor_user_id, actor_role, patient_id, action, category, record_id,
      outcome, client_address, request_id, prev_hash, hash)
    select 0, now(), e.actor_user_id, e.actor_role, e.patient_id, e.action, e.category, e.record_id, e.outcome,
      e.client_address, e.request_id, '', ''
    from (
      select s.pending_id as staged, s.actor_user_id, s.actor_role, s.patient_id, s.action, s.category, s.record_id,
          s.outcome, s.client_address, s.request_id
        from staged s
      union all
      select null, u.* from json_to_recordset(${rowsOf(entries)}::json) as u(${ENTRY_COLUMNS})
    ) e
    order by e.staged nulls last`);
}

/**
 * The event of an audited write, in the write's transaction (`db`), so that it commits or rolls back with the
 * write. It waits there for the next insert into the chained log (sealStagedEvents, or any read's event): a
 * write's transaction takes no chain lock, which it would hold until its commit while every other event waited.
 */
export async function stageAuditEvent(db: Pick<Db, 'execute'>, entry: AuditEntry): Promise<void> {
  await db.execute(sql`
    insert into audit_pending (actor_user_id, actor_role, patient_id, action, category, record_id, outcome,
      client_address, request_id)
    select * from json_to_recordset(${rowsOf([entry])}::json) as u(${ENTRY_COLUMNS})`);
}

/** Events of one insert at most: a longer queue goes in several. */
const BATCH_MAX = 500;

/**
 * Writes several events in the caller's transaction, BATCH_MAX an insert (an import's results, one per patient),
 * with the staged events of writes committed before it.
 */
export async function recordAuditEvents(
  db: Pick<Db, 'execute'>,
  entries: readonly AuditEntry[],
): Promise<void> {
  for (let i = 0; i < entries.length; i += BATCH_MAX) await insertEvents(db, entries.slice(i, i + BATCH_MAX));
}

interface Queued {
  /** null: no event of its own, only the staged ones to move (sealStagedEvents) */
  entry: AuditEntry | null;
  done: (error?: unknown) => void;
}

/** The events waiting for each database handle's next insert, and whether one is under way. */
const queues = new WeakMap<object, { waiting: Queued[]; running: boolean }>();

function enqueue(db: Executor, entry: AuditEntry | null): Promise<void> {
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

/**
 * Writes one event of a call that wrote nothing (a read, a refusal) and resolves once it is committed, so that
 * the answer leaves after its record. Events that arrive while an insert is under way go together in the next one:
 * under load, one insert, one chain lock and one commit serve dozens of calls instead of one each.
 */
export function queueAuditEvent(db: Executor, entry: AuditEntry): Promise<void> {
  return enqueue(db, entry);
}

/**
 * Moves the staged events of the writes committed so far into the chained log, with the next insert of queued
 * events: after an audited write commits, its answer leaves once its event is chained.
 */
export function sealStagedEvents(db: Executor): Promise<void> {
  return enqueue(db, null);
}

async function drain(db: Executor, queue: { waiting: Queued[]; running: boolean }): Promise<void> {
  queue.running = true;
  while (queue.waiting.length > 0) {
    const batch = queue.waiting.splice(0, BATCH_MAX);
    try {
      await insertEvents(
        db,
        batch.flatMap((q) => (q.entry ? [q.entry] : [])),
      );
      for (const q of batch) q.done();
    } catch (error) {
      for (const q of batch) q.done(error);
    }
  }
  queue.running = false;
}

/** The columns every reading of an event has. */
const baseColumns = {
  eventId: auditEvents.eventId,
  at: auditEvents.at,
  actorUserId: auditEvents.actorUserId,
  actorRole: auditEvents.actorRole,
  patientId: auditEvents.patientId,
  action: auditEvents.action,
  category: auditEvents.category,
  recordId: auditEvents.recordId,
  outcome: auditEvents.outcome,
};

/** What a patient reads of who opened their record: a doctor by name, anyone else by role only. */
const recordAccessColumns = {
  ...baseColumns,
  actorName: sql<string | null>`case when ${auditEvents.actorRole} = 'Doctor' then ${users.fullName} end`,
};

/** The patient's own account, beside the acting one: the administrator's log names both. */
const patientUser = alias(users, 'audit_patient_user');

/** The events under `where`, newest first, with the acting account joined for a doctor's name. */
function newestEvents(db: Executor, where: SQL | undefined) {
  return db
    .select(recordAccessColumns)
    .from(auditEvents)
    .leftJoin(users, eq(users.userId, auditEvents.actorUserId))
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.eventId));
}

/**
 * What an administrator reads, newest first: every actor by name, the patient by name, and for the CSV export the
 * clinic's time of each event and where the call came from. The time is written by the database: one conversion
 * per row there instead of a time-zone lookup per row here, over up to EXPORT_MAX_ROWS rows.
 */
function newestLogEvents(db: Executor, where: SQL | undefined, clinicTz: string) {
  return db
    .select({
      ...baseColumns,
      actorName: users.fullName,
      patientName: patientUser.fullName,
      localAt: sql<string>`to_char(${auditEvents.at} at time zone ${clinicTz}, 'DD/MM/YYYY HH24:MI:SS')`,
      clientAddress: auditEvents.clientAddress,
      requestId: auditEvents.requestId,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.userId, auditEvents.actorUserId))
    .leftJoin(patients, eq(patients.patientId, auditEvents.patientId))
    .leftJoin(patientUser, eq(patientUser.userId, patients.userId))
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.eventId));
}

const countOf = (db: Executor, where: SQL | undefined) =>
  db.select({ total: sql<number>`count(*)::int` }).from(auditEvents).where(where);

const withIsoTime = <R extends { at: Date }>(row: R): Omit<R, 'at'> & { at: string } => ({
  ...row,
  at: row.at.toISOString(),
});

/** The events of clinic dates `from`..`to` (both included), as instants in the clinic's time zone. */
function withinDates(from: string | undefined, to: string | undefined, clinicTz: string): SQL[] {
  const start = (date: string) => sql`(${date}::date::timestamp at time zone ${clinicTz})`;
  const end = (date: string) => sql`((${date}::date + 1)::timestamp at time zone ${clinicTz})`;
  return [
    ...(from === undefined ? [] : [gte(auditEvents.at, start(from))]),
    ...(to === undefined ? [] : [lt(auditEvents.at, end(to))]),
  ];
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
  return onePage(query, newestEvents(db, where), countOf(db, where), withIsoTime);
}

/**
 * The id `patient` names when it is one: digits, "#" allowed before them (the screen writes ids "#12"). Digits
 * beyond any id the column can hold give 0, which no patient has: the search finds nothing rather than failing.
 */
export function patientIdIn(patient: string | undefined): number | null {
  const digits = patient === undefined ? undefined : /^#?(\d+)$/.exec(patient)?.[1];
  if (digits === undefined) return null;
  const id = Number(digits);
  return id <= 2_147_483_647 ? id : 0;
}

/**
 * The events of the patients `patient` names: the one whose id it is, or every patient whose name contains it,
 * without regard to case or accents ('nguyen van' finds 'Nguyễn Văn'; fold_accents, migration 0008), as the
 * clinic's other lists search. The patients are found first, so the log is read through its patient index.
 */
function ofPatientsNamed(patient: string): SQL {
  const id = patientIdIn(patient);
  if (id !== null) return eq(auditEvents.patientId, id);
  const pattern = `%${escapeLike(patient)}%`;
  return sql`${auditEvents.patientId} in (select ${patients.patientId} from ${patients}
    join ${users} on ${users.userId} = ${patients.userId}
    where fold_accents(${users.fullName}) ilike fold_accents(${pattern}))`;
}

function eventsFilter(query: AuditEventsQuery, clinicTz: string): SQL | undefined {
  return and(
    ...withinDates(query.from, query.to, clinicTz),
    // The database's clock, not the app's: it is the one that stamped each event's `at`.
    ...(query.preset === undefined
      ? []
      : [gte(auditEvents.at, sql`now() - make_interval(hours => ${AUDIT_PRESET_HOURS[query.preset]}::int)`)]),
    ...(query.userId === undefined ? [] : [eq(auditEvents.actorUserId, query.userId)]),
    ...(query.patientId === undefined ? [] : [eq(auditEvents.patientId, query.patientId)]),
    ...(query.patient ? [ofPatientsNamed(query.patient)] : []),
  );
}

/** GET /Audit/Events: every event, filtered, newest first, one page, with the actor's and the patient's names. */
export function listAuditEvents(
  db: Executor,
  query: AuditEventsQuery,
  clinicTz: string,
): Promise<{ items: AuditLogEvent[]; meta: PageMeta }> {
  const where = eventsFilter(query, clinicTz);
  return onePage(
    query,
    newestLogEvents(db, where, clinicTz),
    countOf(db, where),
    ({ localAt: _local, clientAddress: _address, requestId: _request, ...row }) => withIsoTime(row),
  );
}

/** The most rows one CSV export holds: a narrower filter gives the rest. */
export const EXPORT_MAX_ROWS = 100_000;

/** The events of a CSV export, newest first. */
export async function exportedAuditEvents(
  db: Executor,
  query: AuditEventsQuery,
  clinicTz: string,
): Promise<AuditCsvEvent[]> {
  const rows = await newestLogEvents(db, eventsFilter(query, clinicTz), clinicTz).limit(EXPORT_MAX_ROWS);
  return rows.map(({ at: _at, ...row }) => row);
}
