import {
  canRecordResult,
  type LabImportOutcome,
  type LabImportRow,
  type LabReviewEntry,
  labMessages,
  labTestKind,
  readLabValue,
} from '@clinic/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { lockOwnAppointment } from '../clinic/access.js';
import { type Notify, queueResultNotices } from '../clinic/result-notice.js';
import type { Db } from '../db/client.js';
import { refuseDuplicate } from '../db/errors.js';
import { appointments, labImportRows, specimens, testResults, testTypes } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../lib/http-error.js';
import type { AuthUser } from '../plugins/auth.js';

/**
 * The held rows a doctor reviews: those of an appointment of theirs, and those with no appointment whose ART
 * number names a patient they have seen (not in an anonymous appointment).
 */
function reviewableBy(doctorId: number): SQL {
  return sql`${labImportRows.reviewStatus} = 'open' and (
    exists (select 1 from ${appointments} a where a.appointment_id = ${labImportRows.appointmentId}
      and a.doctor_id = ${doctorId})
    or (${labImportRows.appointmentId} is null and ${labImportRows.patientId} in (
      select a.patient_id from ${appointments} a where a.doctor_id = ${doctorId} and not a.is_anonymous)))`;
}

/** GET /Lab/Review: the calling doctor's held rows, oldest first. */
export async function reviewQueue(db: Db, user: AuthUser): Promise<LabReviewEntry[]> {
  const rows = await db
    .select({
      reviewId: labImportRows.rowId,
      outcome: labImportRows.outcome,
      reason: labImportRows.reason,
      specimenCode: labImportRows.specimenCode,
      artNumber: labImportRows.artNumber,
      collectedAt: labImportRows.collectedDate,
      testTypeName: sql<string | null>`coalesce(${testTypes.testTypeName}, ${labImportRows.testText})`,
      value: labImportRows.valueText,
    })
    .from(labImportRows)
    .leftJoin(appointments, eq(appointments.appointmentId, labImportRows.appointmentId))
    .leftJoin(testTypes, eq(testTypes.testTypeId, appointments.testTypeId))
    .where(reviewableBy(user.doctorId ?? -1))
    .orderBy(asc(labImportRows.rowId));
  return rows.map((r) => ({ ...r, outcome: r.outcome as LabImportOutcome }));
}

async function heldRow(db: Pick<Db, 'select'>, user: AuthUser, reviewId: number) {
  const [row] = await db
    .select()
    .from(labImportRows)
    .where(and(eq(labImportRows.rowId, reviewId), reviewableBy(user.doctorId ?? -1)))
    .for('update');
  if (!row) throw notFound(labMessages.reviewNotFound);
  return row;
}

const answer = (row: typeof labImportRows.$inferSelect, appointmentId: number | null): LabImportRow => ({
  line: row.line,
  outcome: row.outcome as LabImportOutcome,
  reason: row.reason,
  specimenCode: row.specimenCode,
  appointmentId,
});

/**
 * POST /Lab/Review/:id/Match: the doctor puts a held row on one of their own collected specimens that has no
 * result yet; it is saved as that appointment's result, exactly as an imported one. Answers the row and the patient.
 */
export async function matchHeldRow(
  db: Db,
  user: AuthUser,
  reviewId: number,
  appointmentId: number,
  notify: Notify,
) {
  const { now } = notify;
  return db.transaction(async (tx) => {
    const row = await heldRow(tx, user, reviewId);
    const appointment = await lockOwnAppointment(tx, user, appointmentId, labMessages.appointmentNotFound);
    const [target] = await tx
      .select({ kind: testTypes.kind, unit: testTypes.unit, specimen: specimens.specimenCode })
      .from(testTypes)
      .leftJoin(specimens, eq(specimens.appointmentId, appointment.appointmentId))
      .where(eq(testTypes.testTypeId, appointment.testTypeId ?? -1));
    if (!target?.specimen) throw badRequest(labMessages.noMatch);
    const named = labTestKind(row.testText ?? '');
    if (named !== null && named !== target.kind)
      throw badRequest(labMessages.testMismatch(row.testText ?? ''));
    if (!canRecordResult(appointment.status)) throw conflict(labMessages.specimenNotConfirmed);
    const reading = readLabValue(target.kind, target.unit, row.valueText ?? '', row.unit ?? '');
    if (reading.outcome !== 'read') throw badRequest(labMessages.reviewNeedsValue);
    const [result] = await refuseDuplicate(
      tx
        .insert(testResults)
        .values({
          appointmentId: appointment.appointmentId,
          patientId: appointment.patientId,
          doctorId: appointment.doctorId,
          testTypeId: appointment.testTypeId,
          resultValue: reading.resultValue,
          numericValue: reading.numericValue,
          belowDetection: reading.belowDetection,
          notes: null,
        })
        .returning({ testResultId: testResults.testResultId }),
      conflict(labMessages.conflict),
    );
    await queueResultNotices(tx, [result?.testResultId as number], notify);
    await tx
      .update(labImportRows)
      .set({ reviewStatus: 'matched', reviewedBy: user.userId, reviewedAt: now, appointmentId })
      .where(eq(labImportRows.rowId, reviewId));
    return {
      row: answer(row, appointmentId),
      patientId: appointment.patientId,
      testResultId: result?.testResultId as number,
    };
  });
}

/** POST /Lab/Review/:id/Reject: the doctor sets a held row aside, saying why. */
export async function rejectHeldRow(db: Db, user: AuthUser, reviewId: number, reason: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await heldRow(tx, user, reviewId);
    await tx
      .update(labImportRows)
      .set({ reviewStatus: 'rejected', reviewedBy: user.userId, reviewedAt: now, reviewReason: reason })
      .where(eq(labImportRows.rowId, reviewId));
    return { row: answer(row, row.appointmentId), patientId: row.patientId };
  });
}
