import {
  APPOINTMENT_STATUS_VI,
  appointmentMessages,
  canComplete,
  clinicalMessages,
  type PageMeta,
  type TreatmentCreateBody,
  type TreatmentCreated,
  type TreatmentItem,
} from '@clinic/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { refuseDuplicate } from '../db/errors.js';
import { appointments, arvRegimens, patients, testResults, treatments } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../lib/http-error.js';
import { listPage, type PageOptions } from '../lib/paging.js';
import { enqueueMail } from '../mail/outbox.js';
import type { AuthUser } from '../plugins/auth.js';
import { doctorUser, hidesPatient, ownAppointments, patientUser, searchWhere, withPeople } from './access.js';
import { c1, c2, c3, c4 } from './regimens.js';

const columns = {
  treatmentId: treatments.treatmentId,
  testResultId: treatments.testResultId,
  appointmentId: appointments.appointmentId,
  regimenId: treatments.regimenId,
  regimenName: arvRegimens.regimenName,
  description: arvRegimens.description,
  startDate: treatments.startDate,
  endDate: treatments.endDate,
  doctorName: doctorUser.fullName,
  patientName: patientUser.fullName,
  component1Name: c1.componentName,
  component2Name: c2.componentName,
  component3Name: c3.componentName,
  component4Name: c4.componentName,
  usageInstructions: arvRegimens.usageInstructions,
  sideEffects: arvRegimens.sideEffects,
  frequency: arvRegimens.frequency,
  notes: treatments.notes,
  specialNotes: patients.specialNotes,
  isAnonymous: appointments.isAnonymous,
};

/** treatments -> result -> appointment -> people, and the regimen with its component names. */
function itemsQuery(db: Pick<Db, 'select'>) {
  return withPeople(
    db
      .select(columns)
      .from(treatments)
      .innerJoin(testResults, eq(testResults.testResultId, treatments.testResultId))
      .innerJoin(appointments, eq(appointments.appointmentId, testResults.appointmentId))
      .$dynamic(),
  )
    .innerJoin(arvRegimens, eq(arvRegimens.regimenId, treatments.regimenId))
    .innerJoin(c1, eq(c1.componentId, arvRegimens.component1Id))
    .leftJoin(c2, eq(c2.componentId, arvRegimens.component2Id))
    .leftJoin(c3, eq(c3.componentId, arvRegimens.component3Id))
    .leftJoin(c4, eq(c4.componentId, arvRegimens.component4Id));
}

/** The same rows as itemsQuery for the page meta; only the joins that the filters read. */
function countQuery(db: Pick<Db, 'select'>) {
  return withPeople(
    db
      .select({ total: count() })
      .from(treatments)
      .innerJoin(testResults, eq(testResults.testResultId, treatments.testResultId))
      .innerJoin(appointments, eq(appointments.appointmentId, testResults.appointmentId))
      .$dynamic(),
  ).innerJoin(arvRegimens, eq(arvRegimens.regimenId, treatments.regimenId));
}

type Row = Awaited<ReturnType<typeof itemsQuery>>[number];

/** Same anonymity rule as results: a doctor never gets the name or notes behind an anonymous booking. */
function toItem(user: AuthUser, row: Row): TreatmentItem {
  const { isAnonymous, ...item } = row;
  const hide = hidesPatient(user, isAnonymous);
  return {
    ...item,
    patientName: hide ? appointmentMessages.anonymousName : row.patientName,
    specialNotes: hide ? null : row.specialNotes,
  };
}

/** GET /Treatment/GetAll: the caller's own treatments only; newest start first. */
export async function listTreatments(
  db: Db,
  user: AuthUser,
  opts: PageOptions & { search?: string | undefined },
): Promise<{ items: TreatmentItem[]; meta?: PageMeta }> {
  const where = and(
    ownAppointments(user),
    searchWhere(user, opts.search, patientUser.fullName, [doctorUser.fullName, arvRegimens.regimenName]),
  );
  return listPage(
    opts,
    itemsQuery(db).where(where).orderBy(desc(treatments.startDate), desc(treatments.treatmentId)),
    countQuery(db).where(where),
    (row) => toItem(user, row),
  );
}

/**
 * POST /Treatment/Create. Everything happens in ONE transaction: the treatment row, the appointment
 * moving to Completed and the patient's e-mail in the outbox. Any failure (a check below, a constraint, the
 * outbox insert) rolls all three back, so there is never a treatment without its Completed appointment and
 * mail, nor a mail for a treatment that does not exist. The appointment row is locked first, so two concurrent
 * prescriptions for one result are serialised (and the unique index on test_result_id backs that up).
 */
export async function createTreatment(
  db: Db,
  user: AuthUser,
  body: TreatmentCreateBody,
): Promise<TreatmentCreated> {
  return db.transaction(async (tx) => {
    const [result] = await tx
      .select({
        testResultId: testResults.testResultId,
        appointmentId: appointments.appointmentId,
        status: appointments.status,
      })
      .from(testResults)
      .innerJoin(appointments, eq(appointments.appointmentId, testResults.appointmentId))
      .where(and(eq(testResults.testResultId, body.testResultId), ownAppointments(user)))
      .for('update', { of: appointments });
    if (!result) throw notFound(clinicalMessages.resultNotFound);

    const [regimen] = await tx
      .select({ isActive: arvRegimens.isActive })
      .from(arvRegimens)
      .where(eq(arvRegimens.regimenId, body.regimenId));
    if (!regimen) throw notFound(clinicalMessages.regimenNotFound);
    if (!regimen.isActive) {
      throw badRequest(clinicalMessages.regimenInactive, { regimenId: [clinicalMessages.regimenInactive] });
    }

    const [existing] = await tx
      .select({ id: treatments.treatmentId })
      .from(treatments)
      .where(eq(treatments.testResultId, result.testResultId));
    if (existing) throw conflict(clinicalMessages.treatmentExists);
    if (!canComplete(result.status)) {
      throw conflict(clinicalMessages.treatmentNeedsConfirmed(APPOINTMENT_STATUS_VI[result.status]));
    }

    // The only unique key besides the primary key is one treatment per result.
    const [row] = await refuseDuplicate(
      tx
        .insert(treatments)
        .values({
          testResultId: result.testResultId,
          regimenId: body.regimenId,
          startDate: body.startDate,
          endDate: body.endDate,
          notes: body.notes,
        })
        .returning({ treatmentId: treatments.treatmentId }),
      conflict(clinicalMessages.treatmentExists),
    );
    const treatmentId = row?.treatmentId as number;
    await tx
      .update(appointments)
      .set({ status: 'Completed', updatedAt: sql`now()` })
      .where(eq(appointments.appointmentId, result.appointmentId));
    await queueTreatmentMail(tx, treatmentId);
    return { id: treatmentId, treatmentId, appointmentId: result.appointmentId };
  });
}

/**
 * POST /Email/SendTreatmentCreatedEmail: the web app calls it after creating a treatment, but creation
 * already queued the mail; it queues one only if none was queued, so a patient never gets it twice. The
 * treatment row is locked so two concurrent calls cannot both see "not notified".
 */
export async function sendTreatmentEmail(
  db: Db,
  user: AuthUser,
  treatmentId: number,
): Promise<{ treatmentId: number; queued: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ notifiedAt: treatments.notifiedAt })
      .from(treatments)
      .innerJoin(testResults, eq(testResults.testResultId, treatments.testResultId))
      .innerJoin(appointments, eq(appointments.appointmentId, testResults.appointmentId))
      .where(and(eq(treatments.treatmentId, treatmentId), ownAppointments(user)))
      .for('update', { of: treatments });
    if (!row) throw notFound(clinicalMessages.treatmentNotFound);
    if (row.notifiedAt !== null) return { treatmentId, queued: false };
    await queueTreatmentMail(tx, treatmentId);
    return { treatmentId, queued: true };
  });
}

/** The patient's notice (Vietnamese, no 'HIV' in the subject), keyed by the treatment so it exists once. */
async function queueTreatmentMail(tx: Tx, treatmentId: number): Promise<void> {
  const [m] = await withPeople(
    tx
      .select({
        to: patientUser.email,
        patientName: patientUser.fullName,
        doctorName: doctorUser.fullName,
        regimenName: arvRegimens.regimenName,
        usageInstructions: arvRegimens.usageInstructions,
        frequency: arvRegimens.frequency,
        startDate: treatments.startDate,
        endDate: treatments.endDate,
      })
      .from(treatments)
      .innerJoin(testResults, eq(testResults.testResultId, treatments.testResultId))
      .innerJoin(appointments, eq(appointments.appointmentId, testResults.appointmentId))
      .$dynamic(),
  )
    .innerJoin(arvRegimens, eq(arvRegimens.regimenId, treatments.regimenId))
    .where(eq(treatments.treatmentId, treatmentId));
  if (!m) throw new Error(`treatment ${treatmentId} vanished inside its transaction`);
  await enqueueMail(tx, {
    to: m.to,
    subject: clinicalMessages.treatmentMailSubject,
    text: clinicalMessages.treatmentMailText(m),
    dedupeKey: `treatment:${treatmentId}`,
  });
  await tx
    .update(treatments)
    .set({ notifiedAt: sql`now()` })
    .where(and(eq(treatments.treatmentId, treatmentId), isNull(treatments.notifiedAt)));
}
