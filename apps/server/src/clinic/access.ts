import { appointmentMessages, clinicalMessages, monitoringMessages } from '@clinic/contract';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { appointments, doctors, patients, testResults, testTypes, treatments, users } from '../db/schema.js';
import { notFound, refuseFuture } from '../lib/http-error.js';
import { escapeLike } from '../lib/paging.js';
import type { AuthUser } from '../plugins/auth.js';

export const patientUser = alias(users, 'patient_user');
export const doctorUser = alias(users, 'doctor_user');

/**
 * What a mail to an appointment's patient reads through withPeople's joins: the patient's address, and the
 * patient's and the doctor's names that it greets and signs with.
 */
export const mailPeople = {
  to: patientUser.email,
  patientName: patientUser.fullName,
  doctorName: doctorUser.fullName,
};

/**
 * Adds the appointment's patient and doctor with their accounts (for the names) to a query that has `appointments`.
 * The callers fix their selection before joining and inner joins make no column nullable, so the row type stays T.
 */
export function withPeople<T extends PgSelect>(query: T): T {
  return query
    .innerJoin(patients, eq(patients.patientId, appointments.patientId))
    .innerJoin(patientUser, eq(patientUser.userId, patients.userId))
    .innerJoin(doctors, eq(doctors.doctorId, appointments.doctorId))
    .innerJoin(doctorUser, eq(doctorUser.userId, doctors.userId)) as unknown as T;
}

/**
 * The patient of this id with their account (the name, e-mail and phone are the account's), for a query on
 * `patients`. As in withPeople, the callers fix their selection first and the inner join makes no column nullable.
 */
export function patientAccountOf<T extends PgSelect>(query: T, patientId: number): T {
  return query
    .innerJoin(users, eq(users.userId, patients.userId))
    .where(eq(patients.patientId, patientId)) as unknown as T;
}

/**
 * Adds a result's appointment to a query on `testResults`: a result is its appointment's (its owner, its
 * anonymity, its day). As in withPeople, the callers fix their selection before joining, so the row type stays T.
 */
export function withResultAppointment<T extends PgSelect>(query: T): T {
  return query.innerJoin(
    appointments,
    eq(appointments.appointmentId, testResults.appointmentId),
  ) as unknown as T;
}

/** withResultAppointment and the result's test type, for the reads that need the result's kind or unit. */
export function withResultVisit<T extends PgSelect>(query: T): T {
  return withResultAppointment(query).innerJoin(
    testTypes,
    eq(testTypes.testTypeId, testResults.testTypeId),
  ) as unknown as T;
}

/**
 * Adds a treatment's result and, through it, its appointment to a query on `treatments`: a treatment is the
 * appointment's through the result it was prescribed on.
 */
export function withTreatmentAppointment<T extends PgSelect>(query: T): T {
  return withResultAppointment(
    query.innerJoin(testResults, eq(testResults.testResultId, treatments.testResultId)) as unknown as T,
  );
}

/**
 * Ownership of what hangs from an appointment: a patient reaches the rows of their own
 * appointments, a doctor those of the appointments they hold. Any other caller reaches nothing.
 */
export function ownAppointments(user: AuthUser): SQL {
  const owner = appointmentOwner(user);
  return owner ? eq(owner.column, owner.id) : sql`false`;
}

/** The appointment of this id, when the caller may reach it (ownAppointments). */
export function ownAppointment(user: AuthUser, appointmentId: number): SQL | undefined {
  return and(eq(appointments.appointmentId, appointmentId), ownAppointments(user));
}

/**
 * The same rule as a column and the caller's id in it (null: the caller reaches no appointment), for queries
 * that bind the id as a parameter of a prepared statement.
 */
export function appointmentOwner(user: AuthUser): { column: PgColumn; id: number } | null {
  if (user.role === 'Patient' && user.patientId !== null)
    return { column: appointments.patientId, id: user.patientId };
  if (user.role === 'Doctor' && user.doctorId !== null)
    return { column: appointments.doctorId, id: user.doctorId };
  return null;
}

/**
 * The records a caller owns through their appointment: how a query on the record reaches the appointment, the
 * record's id, the row locked by default and the 404's words.
 */
const OWN_RECORDS = {
  result: {
    join: withResultAppointment,
    id: testResults.testResultId,
    of: testResults,
    missing: clinicalMessages.resultNotFound,
  },
  treatment: {
    join: withTreatmentAppointment,
    id: treatments.treatmentId,
    of: treatments,
    missing: clinicalMessages.treatmentNotFound,
  },
} as const;

/**
 * The row of `query` (on the record's table) of the `kind` record whose id is `id`, when the caller reaches its
 * appointment (ownAppointments), locked with its row of `of` until the transaction ends; anyone else's is answered
 * as missing (404), as is no row at all.
 */
export async function lockOwnRecord<T extends PgSelect>(
  user: AuthUser,
  kind: keyof typeof OWN_RECORDS,
  query: T,
  id: number,
  of?: PgTable,
): Promise<Awaited<T>[number]> {
  const record = OWN_RECORDS[kind];
  const [row] = await record
    .join(query)
    .where(and(eq(record.id, id), ownAppointments(user)))
    .for('update', { of: of ?? record.of });
  if (!row) throw notFound(record.missing);
  return row;
}

/** The caller's appointment, locked until the transaction ends; anyone else's is answered as missing (404). */
export async function lockOwnAppointment(tx: Tx, user: AuthUser, appointmentId: number, missing: string) {
  const [appointment] = await tx
    .select()
    .from(appointments)
    .where(ownAppointment(user, appointmentId))
    .for('update');
  if (!appointment) throw notFound(missing);
  return appointment;
}

/** An anonymous appointment shows the doctor no identity of the patient, in any response. */
export function hidesPatient(user: AuthUser, isAnonymous: boolean): boolean {
  return isAnonymous && user.role !== 'Patient';
}

/** `text` contains `pattern` (a LIKE pattern), ignoring case and accents (fold_accents, migration 0008). */
function containsFolded(text: SQL | PgColumn, pattern: string): SQL {
  return sql`fold_accents(${text}) ilike fold_accents(${pattern})`;
}

/**
 * A substring search over some columns and the patient's name that ignores case and accents ('nguyen' finds
 * 'Nguyễn'). For a doctor the patient's name of an anonymous appointment is never searched: a match would reveal
 * who is behind 'Ẩn danh'; such an appointment is found by that label instead.
 */
export function searchWhere(
  user: AuthUser,
  search: string | undefined,
  patientName: PgColumn,
  columns: PgColumn[],
): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  const byName =
    user.role === 'Patient'
      ? containsFolded(patientName, pattern)
      : and(eq(appointments.isAnonymous, false), containsFolded(patientName, pattern));
  const anonymousHit =
    user.role === 'Patient'
      ? undefined
      : and(
          eq(appointments.isAnonymous, true),
          containsFolded(sql`${appointmentMessages.anonymousName}::text`, pattern),
        );
  return or(byName, anonymousHit, ...columns.map((c) => containsFolded(c, pattern)));
}

/**
 * Who reaches a patient's clinical record (its summary, weights, co-medications and checks): the patient; a doctor
 * who has seen them in at least one non-anonymous appointment. Anyone else, and a patient who does not exist, gets 404.
 */
export async function assertMayRead(db: Db, user: AuthUser, patientId: number): Promise<void> {
  if (user.role === 'Patient' && user.patientId === patientId) return;
  if (user.role === 'Doctor' && user.doctorId !== null) {
    const [seen] = await prepared(db, 'monitoring_may_read', (name) =>
      db
        .select({ id: appointments.appointmentId })
        .from(appointments)
        .where(
          and(
            eq(appointments.patientId, sql.placeholder('patientId')),
            eq(appointments.doctorId, sql.placeholder('doctorId')),
            eq(appointments.isAnonymous, false),
          ),
        )
        .limit(1)
        .prepare(name),
    ).execute({ patientId, doctorId: user.doctorId });
    if (seen) return;
  }
  throw notFound(monitoringMessages.patientNotFound);
}

/**
 * Before the patient's doctor records something of them on a day (a weight, a counselling session): the patient
 * must be theirs (assertMayRead, 404) and the day not after today (400 on `day.field`). Answers the doctor's id.
 */
export async function recordingDoctor(
  db: Db,
  user: AuthUser,
  patientId: number,
  day: { date: string; today: string; field: string; message: string },
): Promise<number> {
  await assertMayRead(db, user, patientId);
  refuseFuture(day.date, day.today, day.field, day.message);
  return user.doctorId as number;
}
