import {
  APPOINTMENT_STATUS_VI,
  appointmentMessages,
  type ClinicalThresholds,
  canRecordResult,
  clinicalMessages,
  isNumericTestKind,
  isOutOfRange,
  isQualitativeTestKind,
  type PageMeta,
  readNumericResult,
  readQualitativeResult,
  resultBand,
  type TestResultCreateBody,
  type TestResultItem,
  type TestResultUpdateBody,
  testResultEndpoints,
} from '@clinic/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { appointmentPart } from '../db/appointment-parts.js';
import { keptRead } from '../db/cached-read.js';
import type { Db } from '../db/client.js';
import { refuseDuplicate } from '../db/errors.js';
import { appointments, patients, testResults, testTypes } from '../db/schema.js';
import { badRequest, conflict, fieldError, notFound } from '../lib/http-error.js';
import { listPage, type PageOptions, pageWindow } from '../lib/paging.js';
import type { AuthUser } from '../plugins/auth.js';
import {
  doctorUser,
  hidesPatient,
  lockOwnAppointment,
  lockOwnRecord,
  ownAppointment,
  ownAppointments,
  patientUser,
  searchWhere,
  withPeople,
  withResultAppointment,
} from './access.js';
import { readThresholds } from './monitoring.js';
import { sampleDaySql } from './patient-facts.js';
import { type Notify, queueResultNotices } from './result-notice.js';

const columns = {
  testResultId: testResults.testResultId,
  appointmentId: testResults.appointmentId,
  patientId: testResults.patientId,
  doctorId: testResults.doctorId,
  testTypeId: testResults.testTypeId,
  patientName: patientUser.fullName,
  doctorName: doctorUser.fullName,
  testTypeName: testTypes.testTypeName,
  resultValue: testResults.resultValue,
  numericValue: testResults.numericValue,
  belowDetection: testResults.belowDetection,
  testTypeKind: testTypes.kind,
  unit: testTypes.unit,
  normalRange: testTypes.normalRange,
  notes: testResults.notes,
  resultSpecialNotes: testResults.specialNotes,
  patientSpecialNotes: patients.specialNotes,
  appointmentDate: appointments.appointmentDate,
  appointmentTime: appointments.appointmentTime,
  bloodType: patients.bloodType,
  isAnonymous: appointments.isAnonymous,
};

/**
 * The results with their people and test type; `sampleDate` is the sample's day (patient-facts.ts sampleDaySql),
 * the one date every screen shows for a result, as the monitoring plan dates it.
 */
function baseQuery(db: Pick<Db, 'select'>, timeZone: string) {
  return withPeople(
    withResultAppointment(
      db
        .select({
          ...columns,
          sampleDate: sql<string>`${sampleDaySql('test_results', 'appointments', timeZone)}`,
        })
        .from(testResults)
        .$dynamic(),
    ),
  ).leftJoin(testTypes, eq(testTypes.testTypeId, testResults.testTypeId));
}

type Row = Awaited<ReturnType<typeof baseQuery>>[number];

/**
 * Special notes are the result's own when written, else the patient's medical notes (e.g. an allergy) that the
 * result page highlights. For a doctor on an anonymous appointment every identifying field is withheld.
 */
function toItem(user: AuthUser, row: Row, thresholds: ClinicalThresholds): TestResultItem {
  const { resultSpecialNotes, patientSpecialNotes, ...item } = row;
  const hide = hidesPatient(user, row.isAnonymous);
  const band = resultBand(
    { kind: row.testTypeKind, numericValue: row.numericValue, belowDetection: row.belowDetection },
    thresholds,
  );
  return {
    ...item,
    band,
    outOfRange: isOutOfRange(band),
    patientId: hide ? null : row.patientId,
    patientName: hide ? appointmentMessages.anonymousName : row.patientName,
    specialNotes: hide ? null : (resultSpecialNotes ?? patientSpecialNotes),
    bloodType: hide ? null : row.bloodType,
  };
}

/** The caller's results only (a patient's own, a doctor's appointments); newest appointment first. */
export async function listTestResults(
  db: Db,
  user: AuthUser,
  opts: PageOptions & { search?: string | undefined },
  timeZone: string,
): Promise<{ items: TestResultItem[]; meta?: PageMeta }> {
  const list = async () => {
    const where = and(
      ownAppointments(user),
      searchWhere(user, opts.search, patientUser.fullName, [
        doctorUser.fullName,
        testTypes.testTypeName,
        testResults.resultValue,
      ]),
    );
    const thresholds = await readThresholds(db);
    return listPage(
      opts,
      baseQuery(db, timeZone)
        .where(where)
        .orderBy(
          desc(appointments.appointmentDate),
          desc(appointments.appointmentTime),
          desc(testResults.testResultId),
        ),
      withPeople(withResultAppointment(db.select({ total: count() }).from(testResults).$dynamic()))
        .leftJoin(testTypes, eq(testTypes.testTypeId, testResults.testTypeId))
        .where(where),
      (row) => toItem(user, row, thresholds),
    );
  };
  // A patient's own pages, read far more often than results are written, are kept (db/cached-read.ts) under their
  // attended appointments, the only ones that have results.
  const window = pageWindow(opts);
  if (user.role !== 'Patient' || user.patientId === null || window === null || opts.search) return list();
  const { page, pageSize } = window;
  return keptRead(db, testResultEndpoints.getAll, { patientId: user.patientId, page, pageSize }, list, {
    appointments: [appointmentPart.attended(user.patientId)],
  });
}

/** One result by its id or its appointment; another person's result is answered as missing (404). */
export async function findTestResult(
  db: Db,
  user: AuthUser,
  by: { testResultId: number } | { appointmentId: number },
  timeZone: string,
): Promise<TestResultItem> {
  const key: SQL =
    'testResultId' in by
      ? eq(testResults.testResultId, by.testResultId)
      : eq(testResults.appointmentId, by.appointmentId);
  const [[row], thresholds] = await Promise.all([
    baseQuery(db, timeZone).where(and(key, ownAppointments(user))),
    readThresholds(db),
  ]);
  if (!row) throw notFound(clinicalMessages.resultNotFound);
  return toItem(user, row, thresholds);
}

/**
 * A CrAg or HBsAg result must read as positive or negative (readQualitativeResult), else 400; it carries no
 * number. The number a viral load, CD4, creatinine or haemoglobin result carries: the resultValue text decides
 * when it reads as a number or, for a viral load, a below-detection wording, since clients send the whole result
 * as loaded and a stale numericValue may ride along with a corrected text. Otherwise the body's numericValue (or
 * belowDetection) is used. Without either, a viral load or CD4 result is stored as written with no number: the
 * doctor's worklist shows it as `resultUnreadable` until it is corrected, and the plan treats it as no
 * result; it is never guessed. A creatinine or haemoglobin result that cannot be read is refused (400). Results of
 * other kinds carry none.
 */
async function numericOf(
  tx: Pick<Db, 'select'>,
  testTypeId: number | null,
  body: Pick<TestResultCreateBody, 'resultValue' | 'numericValue' | 'belowDetection'>,
): Promise<{ numericValue: number | null; belowDetection: boolean }> {
  const none = { numericValue: null, belowDetection: false };
  if (testTypeId === null) return none;
  const [type] = await tx
    .select({ kind: testTypes.kind })
    .from(testTypes)
    .where(eq(testTypes.testTypeId, testTypeId));
  if (!type) return none;
  if (isQualitativeTestKind(type.kind)) {
    if (readQualitativeResult(body.resultValue) === null)
      throw fieldError('resultValue', clinicalMessages.resultNotQualitative);
    return none;
  }
  if (!isNumericTestKind(type.kind)) return none;
  const read = readNumericResult(type.kind, body.resultValue);
  if (read) return read;
  if (type.kind === 'viralLoad' && body.belowDetection === true)
    return { numericValue: null, belowDetection: true };
  if (body.numericValue != null) return { numericValue: body.numericValue, belowDetection: false };
  if (type.kind === 'viralLoad' || type.kind === 'cd4') return none;
  throw fieldError('resultValue', clinicalMessages.resultNotNumeric);
}

/**
 * A patientId sent in a body must be the appointment's. For a doctor on an anonymous appointment any patientId is
 * refused, matching or not: answering differently would let them try ids until they learn who the patient is.
 */
function patientIdRefused(
  user: AuthUser,
  appointment: { patientId: number; isAnonymous: boolean },
  patientId: number | null | undefined,
): boolean {
  if (patientId == null) return false;
  return hidesPatient(user, appointment.isAnonymous) || patientId !== appointment.patientId;
}

/**
 * POST /TestResult/Create: one result per Confirmed appointment of the calling doctor; the patient,
 * doctor and (for a test appointment) the test type come from the appointment, never from the body. The
 * appointment row is locked so that a concurrent cancel cannot slip between the check and the insert; a
 * concurrent second result is stopped by the unique index and answered 409 too.
 */
export async function createTestResult(
  db: Db,
  user: AuthUser,
  body: TestResultCreateBody,
  notify: Notify,
): Promise<TestResultItem> {
  const testResultId = await db.transaction(async (tx) => {
    const appointment = await lockOwnAppointment(
      tx,
      user,
      body.appointmentId,
      clinicalMessages.appointmentNotFound,
    );

    const fieldErrors: Record<string, string[]> = {};
    if (patientIdRefused(user, appointment, body.patientId)) {
      fieldErrors.patientId = [clinicalMessages.patientMismatch];
    }
    if (body.doctorId != null && body.doctorId !== appointment.doctorId) {
      fieldErrors.doctorId = [clinicalMessages.doctorMismatch];
    }
    let testTypeId = appointment.testTypeId;
    if (appointment.testTypeId !== null) {
      if (body.testTypeId != null && body.testTypeId !== appointment.testTypeId) {
        fieldErrors.testTypeId = [clinicalMessages.testTypeFixed];
      }
    } else if (body.testTypeId != null) {
      // A plain consultation may still record a test; the type chosen must be one the clinic offers.
      const [type] = await tx
        .select({ id: testTypes.testTypeId })
        .from(testTypes)
        .where(and(eq(testTypes.testTypeId, body.testTypeId), eq(testTypes.isActive, true)));
      if (type) testTypeId = type.id;
      else fieldErrors.testTypeId = [clinicalMessages.testTypeInactive];
    }
    const first = Object.values(fieldErrors)[0]?.[0];
    if (first) throw badRequest(first, fieldErrors);

    const [existing] = await tx
      .select({ id: testResults.testResultId })
      .from(testResults)
      .where(eq(testResults.appointmentId, appointment.appointmentId));
    if (existing) throw conflict(clinicalMessages.resultExists);
    if (!canRecordResult(appointment.status)) {
      throw conflict(clinicalMessages.resultNeedsConfirmed(APPOINTMENT_STATUS_VI[appointment.status]));
    }

    // The only unique key besides the primary key is one result per appointment.
    const [row] = await refuseDuplicate(
      tx
        .insert(testResults)
        .values({
          appointmentId: appointment.appointmentId,
          patientId: appointment.patientId,
          doctorId: appointment.doctorId,
          testTypeId,
          resultValue: body.resultValue,
          ...(await numericOf(tx, testTypeId, body)),
          notes: body.notes,
        })
        .returning({ testResultId: testResults.testResultId }),
      conflict(clinicalMessages.resultExists),
    );
    const id = row?.testResultId as number;
    await queueResultNotices(tx, [id], notify);
    return id;
  });
  return findTestResult(db, user, { testResultId }, notify.settings.clinicTz);
}

/**
 * PUT /TestResult/Update: a doctor corrects the value and notes of a result of their own
 * appointment. The body carries the whole result as loaded: the appointment it names must exist among the
 * doctor's (404 'Không tìm thấy thông tin cuộc hẹn'), must not hold a different result (409) and must be the
 * result's own; patient, doctor and test type, when sent, must be the stored ones (400). Nothing else changes.
 */
export async function updateTestResult(
  db: Db,
  user: AuthUser,
  body: TestResultUpdateBody,
  timeZone: string,
): Promise<TestResultItem> {
  await db.transaction(async (tx) => {
    const result = await lockOwnRecord(
      user,
      'result',
      tx
        .select({
          testResultId: testResults.testResultId,
          appointmentId: testResults.appointmentId,
          patientId: testResults.patientId,
          doctorId: testResults.doctorId,
          testTypeId: testResults.testTypeId,
          isAnonymous: appointments.isAnonymous,
        })
        .from(testResults)
        .$dynamic(),
      body.testResultId,
    );

    if (body.appointmentId !== result.appointmentId) {
      const [appointment] = await tx
        .select({ appointmentId: appointments.appointmentId, resultId: testResults.testResultId })
        .from(appointments)
        .leftJoin(testResults, eq(testResults.appointmentId, appointments.appointmentId))
        .where(ownAppointment(user, body.appointmentId));
      if (!appointment) throw notFound(clinicalMessages.appointmentNotFound);
      if (appointment.resultId !== null) throw conflict(clinicalMessages.resultOtherAppointment);
      throw fieldError('appointmentId', clinicalMessages.resultAppointmentFixed);
    }

    const fieldErrors: Record<string, string[]> = {};
    if (patientIdRefused(user, result, body.patientId)) {
      fieldErrors.patientId = [clinicalMessages.patientMismatch];
    }
    if (body.doctorId != null && body.doctorId !== result.doctorId) {
      fieldErrors.doctorId = [clinicalMessages.doctorMismatch];
    }
    if (body.testTypeId != null && body.testTypeId !== result.testTypeId) {
      fieldErrors.testTypeId = [clinicalMessages.resultTestTypeMismatch];
    }
    const first = Object.values(fieldErrors)[0]?.[0];
    if (first) throw badRequest(first, fieldErrors);

    await tx
      .update(testResults)
      .set({
        resultValue: body.resultValue,
        ...(await numericOf(tx, result.testTypeId, body)),
        ...(body.notes !== undefined && { notes: body.notes }),
      })
      .where(eq(testResults.testResultId, result.testResultId));
  });
  return findTestResult(db, user, { testResultId: body.testResultId }, timeZone);
}
