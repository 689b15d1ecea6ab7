import {
  type Appointment,
  type AppointmentCreate,
  type AppointmentStatus,
  type AppointmentUpdate,
  appointmentMail,
  appointmentMessages,
  appointmentTestTypeError,
  canReschedule,
  canTransition,
  formatDateVi,
  formatTimeShort,
  isFinal,
  type PageMeta,
} from '@clinic/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { uniqueViolation } from '../db/errors.js';
import { appointments, testResults, testTypes, treatments } from '../db/schema.js';
import { badRequest, conflict, forbidden, type HttpError, notFound } from '../lib/http-error.js';
import { listPage, type PageOptions } from '../lib/paging.js';
import { enqueueMail } from '../mail/outbox.js';
import type { AuthUser } from '../plugins/auth.js';
import {
  doctorUser,
  hidesPatient,
  lockOwnAppointment,
  ownAppointments,
  patientUser,
  searchWhere,
  withPeople,
} from './access.js';
import { assertBookableSlot, assertDoctorWorks } from './availability.js';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

const columns = {
  appointmentId: appointments.appointmentId,
  patientId: appointments.patientId,
  doctorId: appointments.doctorId,
  doctorName: doctorUser.fullName,
  patientName: patientUser.fullName,
  appointmentDate: appointments.appointmentDate,
  appointmentTime: appointments.appointmentTime,
  appointmentType: appointments.appointmentType,
  testTypeId: appointments.testTypeId,
  testTypeName: testTypes.testTypeName,
  isAnonymous: appointments.isAnonymous,
  status: appointments.status,
  testResultId: testResults.testResultId,
  treatmentId: treatments.treatmentId,
};

/** The appointment with its names and what hangs from it (one result per appointment, one treatment per result). */
function selectAppointments(db: Pick<Db, 'select'>) {
  return withPeople(db.select(columns).from(appointments).$dynamic())
    .leftJoin(testTypes, eq(testTypes.testTypeId, appointments.testTypeId))
    .leftJoin(testResults, eq(testResults.appointmentId, appointments.appointmentId))
    .leftJoin(treatments, eq(treatments.testResultId, testResults.testResultId));
}
type Row = Awaited<ReturnType<typeof selectAppointments>>[number];

/**
 * Who reads the answer decides what it carries: a doctor never sees who is behind an anonymous appointment
 *, so its patient id and name are replaced before the row leaves the data layer.
 */
function toAppointment(row: Row, viewer: AuthUser): Appointment {
  const { treatmentId, ...appointment } = row;
  const hidden = hidesPatient(viewer, row.isAnonymous);
  return {
    ...appointment,
    patientId: hidden ? null : row.patientId,
    patientName: hidden ? appointmentMessages.anonymousName : row.patientName,
    hasTestResult: row.testResultId !== null,
    hasTreatment: treatmentId !== null,
  };
}

export interface ListOptions extends PageOptions {
  search?: string | undefined;
}

/**
 * The caller's appointments, newest first, optionally filtered by search. With page or pageSize: one page and the
 * meta of the whole (filtered) result, as the other growing lists do.
 */
export async function listAppointments(
  db: Db,
  user: AuthUser,
  opts: ListOptions,
): Promise<{ items: Appointment[]; meta?: PageMeta }> {
  const where = and(
    ownAppointments(user),
    searchWhere(user, opts.search, patientUser.fullName, [doctorUser.fullName, testTypes.testTypeName]),
  );
  const ordered = selectAppointments(db)
    .where(where)
    .orderBy(
      desc(appointments.appointmentDate),
      desc(appointments.appointmentTime),
      desc(appointments.appointmentId),
    );
  return listPage(
    opts,
    ordered,
    withPeople(db.select({ total: count() }).from(appointments).$dynamic())
      .leftJoin(testTypes, eq(testTypes.testTypeId, appointments.testTypeId))
      .where(where),
    (row) => toAppointment(row, user),
  );
}

/** One appointment the caller may reach; anyone else's answers 404, as if it did not exist. */
export async function getAppointment(
  db: Pick<Db, 'select'>,
  user: AuthUser,
  id: number,
): Promise<Appointment> {
  const [row] = await selectAppointments(db).where(
    and(eq(appointments.appointmentId, id), ownAppointments(user)),
  );
  if (!row) throw notFound(appointmentMessages.notFound);
  return toAppointment(row, user);
}

/** 400 unless the test type exists and is active (a lab-test appointment needs an active test type). */
async function assertActiveTestType(db: Pick<Db, 'select'>, testTypeId: number): Promise<void> {
  const [row] = await db
    .select({ isActive: testTypes.isActive })
    .from(testTypes)
    .where(eq(testTypes.testTypeId, testTypeId));
  if (!row?.isActive) {
    throw badRequest(appointmentMessages.testTypeInactive, {
      testTypeId: [appointmentMessages.testTypeInactive],
    });
  }
}

/** The two partial unique indexes are the real guard against double booking; their violations become 409s. */
function slotConflict(err: unknown): HttpError | null {
  const constraint = uniqueViolation(err);
  if (constraint === null) return null;
  if (constraint.includes('patient_slot')) return conflict(appointmentMessages.patientSlotTaken);
  return conflict(appointmentMessages.doctorSlotTaken);
}

async function withSlotConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw slotConflict(err) ?? err;
  }
}

/**
 * Books a slot for the calling patient: always Scheduled, whatever status the client sent. The checks
 * before the insert give clear messages; the unique indexes decide between concurrent bookings of one slot.
 */
export async function createAppointment(
  db: Db,
  user: AuthUser,
  input: AppointmentCreate,
  clinicTz: string,
): Promise<Appointment> {
  const patientId = user.patientId;
  if (patientId === null) throw notFound(appointmentMessages.notFound);
  if (input.patientId != null && input.patientId !== patientId)
    throw forbidden(appointmentMessages.notOwnPatient);
  assertBookableSlot(input.appointmentDate, input.appointmentTime, clinicTz);
  await assertDoctorWorks(db, input.doctorId, input.appointmentDate, input.appointmentTime);
  if (input.appointmentType === 'Medication' && input.testTypeId != null) {
    await assertActiveTestType(db, input.testTypeId);
  }
  const [created] = await withSlotConflicts(() =>
    db
      .insert(appointments)
      .values({
        patientId,
        doctorId: input.doctorId,
        appointmentDate: input.appointmentDate,
        appointmentTime: input.appointmentTime,
        appointmentType: input.appointmentType,
        testTypeId: input.appointmentType === 'Medication' ? (input.testTypeId ?? null) : null,
        isAnonymous: input.isAnonymous,
        status: 'Scheduled',
      })
      .returning({ appointmentId: appointments.appointmentId }),
  );
  if (!created) throw new Error('appointment insert returned nothing');
  return getAppointment(db, user, created.appointmentId);
}

type Stored = typeof appointments.$inferSelect;

/** The reschedule fields the body really changes (a client may resend unchanged values with a status change). */
function rescheduleChanges(current: Stored, input: AppointmentUpdate) {
  const next = {
    appointmentDate: input.appointmentDate ?? current.appointmentDate,
    appointmentTime: input.appointmentTime ?? current.appointmentTime,
    doctorId: input.doctorId ?? current.doctorId,
    appointmentType: input.appointmentType ?? current.appointmentType,
    // Switching to a plain appointment drops the test type unless the body names one (then refused below).
    testTypeId:
      input.testTypeId !== undefined
        ? input.testTypeId
        : input.appointmentType === 'Appointment'
          ? null
          : current.testTypeId,
  };
  const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== current[k]);
  return { next, changed };
}

async function queueStatusMail(
  tx: Executor,
  appointmentId: number,
  status: AppointmentStatus,
): Promise<void> {
  const [row] = await withPeople(
    tx
      .select({
        email: patientUser.email,
        patientName: patientUser.fullName,
        doctorName: doctorUser.fullName,
        appointmentDate: appointments.appointmentDate,
        appointmentTime: appointments.appointmentTime,
        testTypeName: testTypes.testTypeName,
      })
      .from(appointments)
      .$dynamic(),
  )
    .leftJoin(testTypes, eq(testTypes.testTypeId, appointments.testTypeId))
    .where(eq(appointments.appointmentId, appointmentId));
  if (!row) return;
  const details = {
    patientName: row.patientName,
    doctorName: row.doctorName,
    date: formatDateVi(row.appointmentDate),
    time: formatTimeShort(row.appointmentTime),
  };
  if (status === 'Confirmed') {
    await enqueueMail(tx, {
      to: row.email,
      subject: appointmentMail.confirmedSubject,
      text: appointmentMail.confirmedText({
        ...details,
        kind: row.testTypeName ? appointmentMail.kindTest(row.testTypeName) : appointmentMail.kindAppointment,
      }),
      dedupeKey: `appointment-confirmed-${appointmentId}`,
    });
  } else if (status === 'Cancelled') {
    await enqueueMail(tx, {
      to: row.email,
      subject: appointmentMail.cancelledSubject,
      text: appointmentMail.cancelledText(details),
      dedupeKey: `appointment-cancelled-${appointmentId}`,
    });
  }
}

/**
 * PUT /Appointment/Update. A patient reschedules or cancels their own Scheduled
 * appointment; a doctor confirms or cancels their own Scheduled appointment. Transitions are decided by the
 * contract's canTransition / canReschedule, the one place for those rules; everything else answers 409.
 * The row is locked for the decision, and the doctor's e-mail to the patient is queued in the same transaction.
 */
export async function updateAppointment(
  db: Db,
  user: AuthUser,
  input: AppointmentUpdate,
  clinicTz: string,
): Promise<{ appointment: Appointment; message: string }> {
  const message = await withSlotConflicts(() =>
    db.transaction(async (tx) => {
      const current = await lockOwnAppointment(tx, user, input.appointmentId, appointmentMessages.notFound);

      const { next, changed } = rescheduleChanges(current, input);
      const target = input.status;
      const statusChange = target !== undefined && target !== current.status;
      if (!statusChange && changed.length === 0) return appointmentMessages.nothingToChange;
      if (statusChange && changed.length > 0) throw badRequest(appointmentMessages.rescheduleAndStatus);

      if (statusChange) {
        if (!canTransition(user.role, current.status, target)) {
          throw conflict(
            isFinal(current.status)
              ? appointmentMessages.finalStatus(current.status)
              : appointmentMessages.transitionRefused(current.status, target),
          );
        }
        await tx
          .update(appointments)
          .set({ status: target, updatedAt: sql`now()` })
          .where(eq(appointments.appointmentId, current.appointmentId));
        if (user.role === 'Doctor') await queueStatusMail(tx, current.appointmentId, target);
        return target === 'Confirmed' ? appointmentMessages.confirmed : appointmentMessages.cancelled;
      }

      // A reschedule: only the patient, only while Scheduled, and the new slot passes every booking rule again.
      if (user.role !== 'Patient') throw forbidden(appointmentMessages.doctorCannotReschedule);
      if (!canReschedule(current.status)) {
        throw conflict(
          isFinal(current.status)
            ? appointmentMessages.finalStatus(current.status)
            : appointmentMessages.rescheduleOnlyScheduled(current.status),
        );
      }
      const typeError = appointmentTestTypeError(next.appointmentType, next.testTypeId);
      if (typeError) throw badRequest(typeError, { testTypeId: [typeError] });
      assertBookableSlot(next.appointmentDate, next.appointmentTime, clinicTz);
      await assertDoctorWorks(tx, next.doctorId, next.appointmentDate, next.appointmentTime);
      if (next.testTypeId !== null && changed.includes('testTypeId'))
        await assertActiveTestType(tx, next.testTypeId);
      await tx
        .update(appointments)
        .set({ ...next, updatedAt: sql`now()` })
        .where(eq(appointments.appointmentId, current.appointmentId));
      return appointmentMessages.rescheduled;
    }),
  );
  return { appointment: await getAppointment(db, user, input.appointmentId), message };
}
