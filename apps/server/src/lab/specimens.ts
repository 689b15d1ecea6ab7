import {
  appointmentMessages,
  clinicNow,
  type LabTestEntry,
  labMessages,
  type SpecimenCreateBody,
  type SpecimenItem,
  specimenCode,
} from '@clinic/contract';
import { and, asc, between, eq, isNull, min, ne, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { lockOwnAppointment } from '../clinic/access.js';
import type { Db, Tx } from '../db/client.js';
import {
  appointments,
  patients,
  specimenSequences,
  specimens,
  testResults,
  testTypes,
  users,
} from '../db/schema.js';
import { badRequest, conflict, fieldError } from '../lib/http-error.js';
import type { AuthUser } from '../plugins/auth.js';

/** The appointment type of a lab test (the original API's name for it). */
const LAB_TEST = 'Medication';

/** The next number of `year`'s specimens: one row a year, incremented under its row lock by every replica. */
async function nextSequence(tx: Tx, year: number): Promise<number> {
  const [row] = await tx
    .insert(specimenSequences)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: specimenSequences.year,
      set: { lastSequence: sql`${specimenSequences.lastSequence} + 1` },
    })
    .returning({ lastSequence: specimenSequences.lastSequence });
  return row?.lastSequence as number;
}

/**
 * POST /Lab/Specimens: the doctor of a Confirmed lab-test appointment whose day has come marks its specimen
 * collected, at `collectedAt` (now when absent; not later than now, not before the appointment's day). The
 * specimen gets the next code of its year. Answers the specimen and its patient, for the access log.
 */
export async function collectSpecimen(
  db: Db,
  user: AuthUser,
  body: SpecimenCreateBody,
  clock: { now: Date; timeZone: string },
): Promise<{ specimen: SpecimenItem; patientId: number }> {
  const collectedAt = body.collectedAt ? new Date(body.collectedAt) : clock.now;
  const collected = clinicNow(clock.timeZone, collectedAt);
  const today = clinicNow(clock.timeZone, clock.now).date;
  return db.transaction(async (tx) => {
    const appointment = await lockOwnAppointment(
      tx,
      user,
      body.appointmentId,
      labMessages.appointmentNotFound,
    );
    if (appointment.appointmentType !== LAB_TEST) throw badRequest(labMessages.specimenNotLabTest);
    if (appointment.status !== 'Confirmed') throw conflict(labMessages.specimenNotConfirmed);
    if (appointment.appointmentDate > today) throw conflict(labMessages.specimenNotYet);
    if (collectedAt.getTime() > clock.now.getTime())
      throw fieldError('collectedAt', labMessages.collectedInFuture);
    if (collected.date < appointment.appointmentDate)
      throw fieldError('collectedAt', labMessages.collectedBeforeDay);
    const [existing] = await tx
      .select({ code: specimens.specimenCode })
      .from(specimens)
      .where(sql`${specimens.appointmentId} = ${appointment.appointmentId}`);
    if (existing) throw conflict(labMessages.specimenExists);
    const year = Number(collected.date.slice(0, 4));
    const code = specimenCode(year, await nextSequence(tx, year));
    await tx.insert(specimens).values({
      appointmentId: appointment.appointmentId,
      specimenCode: code,
      collectedAt,
      collectedBy: user.userId,
    });
    return {
      specimen: {
        appointmentId: appointment.appointmentId,
        specimenCode: code,
        collectedAt: collectedAt.toISOString(),
      },
      patientId: appointment.patientId,
    };
  });
}

/**
 * `doctorId`'s collected specimens that have no result yet, each with its appointment, test type and the patient's
 * account, narrowed by `conditions`: the manifest sent to the laboratory and the worklist's pending specimens.
 * `specimensQuery` is the caller's select from specimens, made dynamic so that the joins keep its fields' types. A
 * specimen is only collected for a lab test, which always names its test type (the appointments' check), so the
 * inner join on the test type drops none.
 */
export function specimensAwaitingResult<Q extends PgSelect>(
  specimensQuery: Q,
  doctorId: number,
  ...conditions: (SQL | undefined)[]
) {
  return specimensQuery
    .innerJoin(appointments, eq(appointments.appointmentId, specimens.appointmentId))
    .innerJoin(patients, eq(patients.patientId, appointments.patientId))
    .innerJoin(users, eq(users.userId, patients.userId))
    .innerJoin(testTypes, eq(testTypes.testTypeId, appointments.testTypeId))
    .leftJoin(testResults, eq(testResults.appointmentId, specimens.appointmentId))
    .where(and(eq(appointments.doctorId, doctorId), isNull(testResults.testResultId), ...conditions));
}

/**
 * The doctor's patients with a specimen collected `days` or more days before today that still has no result (the
 * worklist's specimenPending, since the earliest such collection day). An anonymous appointment's specimen is not
 * listed: the worklist names its patients.
 */
export async function pendingSpecimens(
  db: Pick<Db, 'select'>,
  doctorId: number,
  day: { today: string; timeZone: string },
  days: number,
): Promise<{ patientId: number; fullName: string; since: string }[]> {
  const collectedDay = sql<string>`(${specimens.collectedAt} at time zone ${day.timeZone})::date`;
  const rows = await specimensAwaitingResult(
    db
      .select({
        patientId: appointments.patientId,
        fullName: users.fullName,
        since: min(sql<string>`to_char(${collectedDay}, 'YYYY-MM-DD')`),
      })
      .from(specimens)
      .$dynamic(),
    doctorId,
    eq(appointments.isAnonymous, false),
    sql`${collectedDay} <= ${day.today}::date - ${days}::int`,
  ).groupBy(appointments.patientId, users.fullName);
  return rows.map((r) => ({ ...r, since: r.since as string }));
}

/**
 * GET /Lab/Specimens: the doctor's lab tests of `from`–`to`, cancelled ones aside, with their specimen when
 * collected: the day's list the doctor marks specimens from. An anonymous appointment shows no name and no ART
 * number.
 */
export async function labTestsOf(
  db: Pick<Db, 'select'>,
  user: AuthUser,
  range: { from: string; to: string },
): Promise<LabTestEntry[]> {
  const rows = await db
    .select({
      appointmentId: appointments.appointmentId,
      isAnonymous: appointments.isAnonymous,
      patientName: users.fullName,
      artNumber: patients.artNumber,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
      status: appointments.status,
      testTypeName: testTypes.testTypeName,
      specimenCode: specimens.specimenCode,
      collectedAt: specimens.collectedAt,
      resultId: testResults.testResultId,
    })
    .from(appointments)
    .innerJoin(testTypes, eq(testTypes.testTypeId, appointments.testTypeId))
    .innerJoin(patients, eq(patients.patientId, appointments.patientId))
    .innerJoin(users, eq(users.userId, patients.userId))
    .leftJoin(specimens, eq(specimens.appointmentId, appointments.appointmentId))
    .leftJoin(testResults, eq(testResults.appointmentId, appointments.appointmentId))
    .where(
      and(
        eq(appointments.doctorId, user.doctorId ?? -1),
        ne(appointments.status, 'Cancelled'),
        between(appointments.appointmentDate, range.from, range.to),
      ),
    )
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime));
  return rows.map(({ isAnonymous, resultId, collectedAt, patientName, artNumber, ...row }) => ({
    ...row,
    patientName: isAnonymous ? appointmentMessages.anonymousName : patientName,
    artNumber: isAnonymous ? null : artNumber,
    collectedAt: collectedAt?.toISOString() ?? null,
    hasResult: resultId !== null,
  }));
}
