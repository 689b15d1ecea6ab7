import {
  type Appointment,
  type AppointmentCreate,
  type AppointmentUpdate,
  appointmentMessages,
  appointmentTestTypeError,
  canReschedule,
  canTransition,
  clinicNow,
  isFinal,
} from '@clinic/contract';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { uniqueViolation } from '../db/errors.js';
import { appointments, testResults, testTypes } from '../db/schema.js';
import { badRequest, conflict, fieldError, forbidden, type HttpError, notFound } from '../lib/http-error.js';
import type { AuthUser } from '../plugins/auth.js';
import { lockOwnAppointment } from './access.js';
import { queueBookingMail, queueStatusMail } from './appointment-mails.js';
import { getAppointment } from './appointment-read.js';
import { assertBookableSlot, assertDoctorWorks } from './availability.js';

// The routes reach every appointment operation through this module, the reads included.
export { listAppointments } from './appointment-list.js';
export { getAppointment } from './appointment-read.js';

/** 400 unless the test type exists and is active (a lab-test appointment needs an active test type). */
async function assertActiveTestType(db: Pick<Db, 'select'>, testTypeId: number): Promise<void> {
  const [row] = await db
    .select({ isActive: testTypes.isActive })
    .from(testTypes)
    .where(eq(testTypes.testTypeId, testTypeId));
  if (!row?.isActive) {
    throw fieldError('testTypeId', appointmentMessages.testTypeInactive);
  }
}

async function hasResult(db: Pick<Db, 'select'>, appointmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: testResults.testResultId })
    .from(testResults)
    .where(eq(testResults.appointmentId, appointmentId))
    .limit(1);
  return row !== undefined;
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

/** What a booking needs of the configuration: the clinic's time zone, and its address and name for the mail. */
export type BookingConfig = Pick<Config, 'clinicTz' | 'clinicAddress' | 'clinicShortName'>;

/**
 * Books a slot for the calling patient: always Scheduled, whatever status the client sent, with the confirmation
 * mail in the same transaction. The checks before the insert give clear messages; the unique indexes decide
 * between concurrent bookings of one slot.
 */
export async function createAppointment(
  db: Db,
  user: AuthUser,
  input: AppointmentCreate,
  config: BookingConfig,
  now: Date,
): Promise<Appointment> {
  const patientId = user.patientId;
  if (patientId === null) throw notFound(appointmentMessages.notFound);
  if (input.patientId != null && input.patientId !== patientId)
    throw forbidden(appointmentMessages.notOwnPatient);
  assertBookableSlot(input.appointmentDate, input.appointmentTime, clinicNow(config.clinicTz, now));
  await assertDoctorWorks(db, input.doctorId, input.appointmentDate, input.appointmentTime);
  if (input.appointmentType === 'Medication' && input.testTypeId != null) {
    await assertActiveTestType(db, input.testTypeId);
  }
  const appointmentId = await withSlotConflicts(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
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
        .returning({
          appointmentId: appointments.appointmentId,
          appointmentDate: appointments.appointmentDate,
          appointmentTime: appointments.appointmentTime,
          isAnonymous: appointments.isAnonymous,
        });
      if (!created) throw new Error('appointment insert returned nothing');
      await queueBookingMail(tx, user, created, config);
      return created.appointmentId;
    }),
  );
  return getAppointment(db, user, appointmentId);
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
  now: Date,
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
        // Closing a visit without a prescription needs its result: a visit with nothing recorded is missed, not done.
        if (target === 'Completed' && !(await hasResult(tx, current.appointmentId)))
          throw conflict(appointmentMessages.completeNeedsResult);
        await tx
          .update(appointments)
          .set({ status: target, updatedAt: sql`now()` })
          .where(eq(appointments.appointmentId, current.appointmentId));
        if (user.role === 'Doctor') await queueStatusMail(tx, current.appointmentId, target);
        if (target === 'Completed') return appointmentMessages.completed;
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
      if (typeError) throw fieldError('testTypeId', typeError);
      assertBookableSlot(next.appointmentDate, next.appointmentTime, clinicNow(clinicTz, now));
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
