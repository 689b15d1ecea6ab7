import {
  APPOINTMENT_STATUS_VI,
  appointmentMessages,
  canComplete,
  checkRegimen,
  clinicalMessages,
  defaultDaysDispensed,
  type PageMeta,
  prescribingMessages,
  runOutDate,
  type TreatmentCreateBody,
  type TreatmentCreated,
  type TreatmentItem,
  UNSPECIFIED_SWITCH_REASON,
} from '@clinic/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { refuseDuplicate } from '../db/errors.js';
import { appointments, arvRegimens, patients, refills, testResults, treatments } from '../db/schema.js';
import { conflict, fieldError, HttpError, notFound } from '../lib/http-error.js';
import { listPage, type PageOptions } from '../lib/paging.js';
import { enqueueMail } from '../mail/outbox.js';
import type { AuthUser } from '../plugins/auth.js';
import {
  doctorUser,
  hidesPatient,
  lockOwnRecord,
  mailPeople,
  ownAppointments,
  patientUser,
  searchWhere,
  withPeople,
  withTreatmentAppointment,
} from './access.js';
import { anonymousCheckInput, type ClinicDay, loadPatientFacts, patientCheckInput } from './patient-facts.js';
import { regimenIngredientsOf } from './prescribing.js';
import { regimenTexts, withComponentNames } from './regimens.js';

const columns = {
  treatmentId: treatments.treatmentId,
  testResultId: treatments.testResultId,
  appointmentId: appointments.appointmentId,
  regimenId: treatments.regimenId,
  ...regimenTexts,
  startDate: treatments.startDate,
  endDate: treatments.endDate,
  doctorName: doctorUser.fullName,
  patientName: patientUser.fullName,
  notes: treatments.notes,
  specialNotes: patients.specialNotes,
  isAnonymous: appointments.isAnonymous,
  safetyFindings: treatments.safetyFindings,
  acknowledgedRuleIds: treatments.acknowledgedRuleIds,
  overrideReason: treatments.overrideReason,
  switchReason: treatments.switchReason,
  switchReasonText: treatments.switchReasonText,
  storedDaysDispensed: treatments.daysDispensed,
  // The latest refill, if any: it replaces the start as the latest dispense.
  refillDate: sql<
    string | null
  >`(select ${refills.dispenseDate}::text from ${refills} where ${refills.treatmentId} = ${treatments.treatmentId} order by ${refills.dispenseDate} desc, ${refills.refillId} desc limit 1)`,
  refillDays: sql<
    number | null
  >`(select ${refills.daysDispensed} from ${refills} where ${refills.treatmentId} = ${treatments.treatmentId} order by ${refills.dispenseDate} desc, ${refills.refillId} desc limit 1)`,
};

/**
 * The supply from the latest dispense: the latest refill, else the treatment's start with its days dispensed
 * (daysDispensed is that dispense's).
 */
export function treatmentSupply(row: {
  startDate: string;
  endDate: string;
  storedDaysDispensed: number | null;
  refillDate: string | null;
  refillDays: number | null;
}): { daysDispensed: number; runOutDate: string; refillDueDate: string } {
  const daysDispensed = row.storedDaysDispensed ?? defaultDaysDispensed(row.startDate, row.endDate);
  const latest =
    row.refillDate !== null && row.refillDays !== null
      ? { dispenseDate: row.refillDate, daysDispensed: Number(row.refillDays) }
      : { dispenseDate: row.startDate, daysDispensed };
  return { daysDispensed: latest.daysDispensed, ...runOutDate(latest) };
}

/** treatments -> result -> appointment -> people, and the regimen with its component names. */
function itemsQuery(db: Pick<Db, 'select'>) {
  return withComponentNames(
    withPeople(withTreatmentAppointment(db.select(columns).from(treatments).$dynamic())).innerJoin(
      arvRegimens,
      eq(arvRegimens.regimenId, treatments.regimenId),
    ),
  );
}

/** The same rows as itemsQuery for the page meta; only the joins that the filters read. */
function countQuery(db: Pick<Db, 'select'>) {
  return withPeople(
    withTreatmentAppointment(db.select({ total: count() }).from(treatments).$dynamic()),
  ).innerJoin(arvRegimens, eq(arvRegimens.regimenId, treatments.regimenId));
}

type Row = Awaited<ReturnType<typeof itemsQuery>>[number];

/** Same anonymity rule as results: a doctor never gets the name or notes behind an anonymous booking. */
function toItem(user: AuthUser, row: Row): TreatmentItem {
  const { isAnonymous, storedDaysDispensed: _s, refillDate: _r, refillDays: _d, ...item } = row;
  const hide = hidesPatient(user, isAnonymous);
  return {
    ...item,
    ...treatmentSupply(row),
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
  day: ClinicDay,
): Promise<TreatmentCreated> {
  return db.transaction(async (tx) => {
    const result = await lockOwnRecord(
      user,
      'result',
      tx
        .select({
          testResultId: testResults.testResultId,
          appointmentId: appointments.appointmentId,
          status: appointments.status,
          patientId: appointments.patientId,
          isAnonymous: appointments.isAnonymous,
        })
        .from(testResults)
        .$dynamic(),
      body.testResultId,
      appointments,
    );

    const [regimen] = await tx
      .select({ isActive: arvRegimens.isActive })
      .from(arvRegimens)
      .where(eq(arvRegimens.regimenId, body.regimenId));
    if (!regimen) throw notFound(clinicalMessages.regimenNotFound);
    if (!regimen.isActive) {
      throw fieldError('regimenId', clinicalMessages.regimenInactive);
    }

    const [existing] = await tx
      .select({ id: treatments.treatmentId })
      .from(treatments)
      .where(eq(treatments.testResultId, result.testResultId));
    if (existing) throw conflict(clinicalMessages.treatmentExists);
    if (!canComplete(result.status)) {
      throw conflict(clinicalMessages.treatmentNeedsConfirmed(APPOINTMENT_STATUS_VI[result.status]));
    }

    const safety = await reviewSafety(tx, result, body, day);
    const switchReason = await switchReasonOf(tx, result, body, day.today);

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
          daysDispensed: body.daysDispensed ?? defaultDaysDispensed(body.startDate, body.endDate),
          ...safety,
          ...switchReason,
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
 * The prescribing check on the server: the regimen's ingredients against the patient as the prescribing doctor
 * knows them (nothing identifying behind an anonymous appointment). Every WARN must be acknowledged and a BLOCK
 * needs an override reason, else 409 with the check's result in `data`; INFO never stops a prescription.
 *
 * A client of the original API sends neither acknowledgements nor a reason, and shows only `message`: its WARNs
 * are accepted and stored as not acknowledged (the worklist then shows the regimen's alert), and a BLOCK is a 409
 * whose message names the rule and its advice, so that its doctor sees why.
 */
async function reviewSafety(
  tx: Tx,
  appointment: { patientId: number; isAnonymous: boolean },
  body: TreatmentCreateBody,
  day: ClinicDay,
) {
  const regimen = await regimenIngredientsOf(tx, body.regimenId);
  if (!regimen) throw notFound(clinicalMessages.regimenNotFound);
  const facts = await loadPatientFacts(tx, appointment.patientId, day, false);
  if (!facts) throw notFound(clinicalMessages.resultNotFound);
  const patient = appointment.isAnonymous
    ? anonymousCheckInput(facts.gender)
    : patientCheckInput(facts, day.today);
  const check = checkRegimen({ ...regimen, ...patient });
  const acknowledged = [...new Set(body.acknowledgedRuleIds ?? [])];
  const overrideReason = body.overrideReason ?? null;
  const original = body.acknowledgedRuleIds === undefined && overrideReason === null;
  const block = check.findings.find((f) => f.severity === 'BLOCK');
  if (original) {
    if (block) throw new HttpError(409, `${block.ruleId}: ${block.message}`, undefined, check);
    return { safetyFindings: check, acknowledgedRuleIds: [], overrideReason };
  }
  const unacknowledged = check.findings.filter(
    (f) => f.severity === 'WARN' && !acknowledged.includes(f.ruleId),
  );
  if (unacknowledged.length > 0 || (block && overrideReason === null)) {
    const fieldErrors: Record<string, string[]> = {};
    if (unacknowledged.length > 0)
      fieldErrors.acknowledgedRuleIds = [prescribingMessages.warnNotAcknowledged];
    if (block && overrideReason === null)
      fieldErrors.overrideReason = [prescribingMessages.overrideReasonRequired];
    throw new HttpError(409, prescribingMessages.safetyReviewNeeded, fieldErrors, check);
  }
  return { safetyFindings: check, acknowledgedRuleIds: acknowledged, overrideReason };
}

/**
 * A treatment that changes the patient's current regimen records why: the reason sent, else 'unspecified'. The
 * current treatment is the one whose dates hold today, else the latest one prescribed, among those the doctor
 * sees (non-anonymous appointments); behind an anonymous appointment none is looked up, since finding one would
 * tie the visit to the person. A reason sent for a treatment that changes nothing is kept as sent.
 */
async function switchReasonOf(
  tx: Tx,
  appointment: { patientId: number; isAnonymous: boolean },
  body: TreatmentCreateBody,
  today: string,
): Promise<{ switchReason: string | null; switchReasonText: string | null }> {
  const given = {
    switchReason: body.switchReason ?? null,
    switchReasonText: body.switchReason ? (body.switchReasonText ?? null) : null,
  };
  if (given.switchReason !== null || appointment.isAnonymous) return given;
  const courses = await withTreatmentAppointment(
    tx
      .select({
        regimenId: treatments.regimenId,
        startDate: treatments.startDate,
        endDate: treatments.endDate,
      })
      .from(treatments)
      .$dynamic(),
  )
    .where(and(eq(appointments.patientId, appointment.patientId), eq(appointments.isAnonymous, false)))
    .orderBy(desc(treatments.startDate), desc(treatments.treatmentId));
  const current = courses.find((c) => c.startDate <= today && today <= c.endDate) ?? courses[0];
  return current && current.regimenId !== body.regimenId
    ? { switchReason: UNSPECIFIED_SWITCH_REASON, switchReasonText: null }
    : given;
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
    const row = await lockOwnRecord(
      user,
      'treatment',
      tx.select({ notifiedAt: treatments.notifiedAt }).from(treatments).$dynamic(),
      treatmentId,
    );
    if (row.notifiedAt !== null) return { treatmentId, queued: false };
    await queueTreatmentMail(tx, treatmentId);
    return { treatmentId, queued: true };
  });
}

/**
 * The patient's notice, keyed by the treatment so it exists once. It says only that there is something to read
 * after login (the message rule of packages/contract/src/message-rule.ts): no regimen, drug or doctor.
 */
async function queueTreatmentMail(tx: Tx, treatmentId: number): Promise<void> {
  const [m] = await withPeople(
    withTreatmentAppointment(tx.select(mailPeople).from(treatments).$dynamic()),
  ).where(eq(treatments.treatmentId, treatmentId));
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
