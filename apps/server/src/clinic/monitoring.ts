import {
  type ArtStartDateBody,
  type BreastfeedingBody,
  type ClinicalSummaryItem,
  type ClinicalThresholds,
  type ClinicalThresholdsBody,
  CO_MEDICATION_CODES,
  cd4Band,
  checkRegimen,
  clinicalEndpoints,
  DEFAULT_CLINICAL_THRESHOLDS,
  type EacSessionCreateBody,
  type EacSessionItem,
  monitoringMessages,
  type RegimenCheckResult,
  SPECIMEN_PENDING_DAYS,
  type TransferInBody,
  viralLoadBand,
  type WorklistItem,
} from '@clinic/contract';
import { eq, sql } from 'drizzle-orm';
import { appointmentPart } from '../db/appointment-parts.js';
import { keptRead } from '../db/cached-read.js';
import type { Db } from '../db/client.js';
import { inIds } from '../db/id-list.js';
import { prepared } from '../db/prepared.js';
import { clinicalSettings, eacSessions, patients, treatments } from '../db/schema.js';
import { pendingSpecimens } from '../lab/specimens.js';
import { notFound } from '../lib/http-error.js';
import type { AuthUser } from '../plugins/auth.js';
import { assertMayRead, recordingDoctor } from './access.js';
import { careIdentityOf } from './care-identity.js';
import {
  type Course,
  finalOutcomeOf,
  loadCourses,
  planOf,
  regimenIngredientCodes,
  unreadableSince,
} from './patient-courses.js';
import { type ClinicDay, kidneyOf, type PatientFacts, patientCheckInput } from './patient-facts.js';
import { acrossRanges, type PatientRange } from './patient-ranges.js';
import { type RegimenCheckPart, regimenIngredientsOf, regimenPartsOf } from './prescribing.js';
import { selectRows } from './retention.js';
import { actionsOf, URGENCY } from './worklist-actions.js';

/** The clinic's thresholds: the saved record over the defaults (nothing saved yet means the defaults). */
export async function readThresholds(db: Db): Promise<ClinicalThresholds> {
  const [row] = await prepared(db, 'clinical_thresholds', (name) =>
    db.select({ thresholds: clinicalSettings.thresholds }).from(clinicalSettings).prepare(name),
  ).execute();
  return { ...DEFAULT_CLINICAL_THRESHOLDS, ...(row?.thresholds as Partial<ClinicalThresholds> | undefined) };
}

/** A client written before minEacSessions sends none: the stored value stays. */
export async function saveThresholds(db: Db, body: ClinicalThresholdsBody): Promise<ClinicalThresholds> {
  const thresholds: ClinicalThresholds = {
    ...body,
    minEacSessions: body.minEacSessions ?? (await readThresholds(db)).minEacSessions,
  };
  await db
    .insert(clinicalSettings)
    .values({ id: 1, thresholds })
    .onConflictDoUpdate({ target: clinicalSettings.id, set: { thresholds, updatedAt: sql`now()` } });
  return thresholds;
}

/**
 * GET /Clinical/Summary/{patientId}: the patient's results in bands and the plan of the rules for today. Access is
 * checked on every read; the summary itself is computed once per day, until a write of the data it shows, for each of its
 * two views, the patient's own (anonymous visits included) and a doctor's (db/cached-read.ts).
 */
export async function clinicalSummary(
  db: Db,
  user: AuthUser,
  patientId: number,
  day: ClinicDay,
): Promise<ClinicalSummaryItem> {
  await assertMayRead(db, user, patientId);
  const withAnonymous = user.role === 'Patient';
  return keptRead(
    db,
    clinicalEndpoints.getSummary,
    { patientId, withAnonymous, ...day },
    () => summaryOf(db, patientId, withAnonymous, day),
    { appointments: [appointmentPart.attended(patientId)] },
  );
}

async function summaryOf(
  db: Db,
  patientId: number,
  withAnonymous: boolean,
  day: ClinicDay,
): Promise<ClinicalSummaryItem> {
  const [courses, thresholds, identity] = await Promise.all([
    loadCourses(db, { patientId, withAnonymous }, day),
    readThresholds(db),
    careIdentityOf(db, patientId, withAnonymous, day.today),
  ]);
  const course = courses.get(patientId);
  if (!course) throw notFound(monitoringMessages.patientNotFound);
  const {
    results,
    facts,
    birthDate: _birth,
    pregnancyRecordedOn: _recorded,
    regimenStartDate: _start,
    currentIngredients: _ingredients,
    transferInDate,
    transferInClinic,
    supply,
    latestOutcome: _outcome,
    ...rest
  } = course;
  const plan = planOf(course, day.today, thresholds);
  const regimenAlerts = withAnonymous ? undefined : await currentRegimenFindings(db, course, day.today);
  return {
    ...rest,
    // A result stored as text with no number is no result (the worklist asks for its correction), never "not detected".
    viralLoads: results
      .filter((r) => r.kind === 'viralLoad' && (r.value !== null || r.belowDetection))
      .map(({ testResultId, date, value, belowDetection }) => ({
        testResultId,
        date,
        value,
        belowDetection,
        band: viralLoadBand({ value, belowDetection }, thresholds),
      })),
    cd4: results
      .filter((r) => r.kind === 'cd4')
      .flatMap(({ testResultId, date, value }) =>
        value === null ? [] : [{ testResultId, date, value, band: cd4Band(value, thresholds) }],
      ),
    plan,
    durablySuppressed: plan.durablySuppressed,
    transferIn: transferInDate === null ? null : { date: transferInDate, fromClinic: transferInClinic ?? '' },
    finalOutcome: finalOutcomeOf(course),
    arvRunOutDate: supply?.runOut ?? null,
    ...(regimenAlerts ? { regimenAlerts } : {}),
    bandLimits: {
      vlDetection: thresholds.vlDetection,
      vlKeK: thresholds.vlKeK,
      vlUnsuppressed: thresholds.vlUnsuppressed,
      cd4Advanced: thresholds.cd4Advanced,
      cd4Low: thresholds.cd4Low,
      cd4Moderate: thresholds.cd4Moderate,
    },
    coMedications: CO_MEDICATION_CODES.filter((code) => facts.coMedications.includes(code)),
    weights: facts.weights,
    latestCreatinine: facts.latestCreatinine,
    ...kidneyOf(facts, day.today),
    hbsag: facts.hbsag,
    hemoglobin: facts.hemoglobin,
    hypersensitivities: facts.hypersensitivities,
    hlaB5701: facts.hlaB5701,
    ...identity,
  };
}

/**
 * The doctor's patients whose current treatment (not ended before today, prescribed on a non-anonymous
 * appointment of theirs) was saved with a WARN nobody acknowledged, as a client of the original API saves it
 * (treatments.ts reviewSafety): the patient's id and the start of the earliest such treatment. The treatments are
 * found first, by the predicate of migration 0019's partial index: only the few with a WARN are read, not every
 * result of the doctor's.
 */
async function unacknowledgedRegimens(db: Db, doctorId: number, today: string): Promise<Map<number, string>> {
  const rows = await selectRows<{ patient_id: number; since: string }>(
    db,
    sql`with warned as materialized (
        select t.test_result_id, t.start_date from treatments t
          where jsonb_path_exists(t.safety_findings, '$.findings[*] ? (@.severity == "WARN")')
            and t.end_date >= ${today}::date
            and exists (select 1 from jsonb_array_elements(t.safety_findings -> 'findings') f
              where f ->> 'severity' = 'WARN' and not t.acknowledged_rule_ids @> jsonb_build_array(f ->> 'ruleId'))
      )
      select a.patient_id, min(w.start_date)::text as since
        from warned w
        join test_results tr on tr.test_result_id = w.test_result_id
        join appointments a on a.appointment_id = tr.appointment_id
        where a.doctor_id = ${doctorId} and not a.is_anonymous
        group by a.patient_id`,
  );
  return new Map(rows.map((r) => [Number(r.patient_id), r.since]));
}

/** POST /Clinical/EacSession: the patient's doctor records a counselling session held today or earlier. */
export async function createEacSession(
  db: Db,
  user: AuthUser,
  body: EacSessionCreateBody,
  today: string,
): Promise<EacSessionItem> {
  const doctorId = await recordingDoctor(db, user, body.patientId, {
    date: body.sessionDate,
    today,
    field: 'sessionDate',
    message: monitoringMessages.sessionInFuture,
  });
  const [row] = await db
    .insert(eacSessions)
    .values({ patientId: body.patientId, doctorId, sessionDate: body.sessionDate, notes: body.notes })
    .returning({
      eacSessionId: eacSessions.eacSessionId,
      sessionDate: eacSessions.sessionDate,
      notes: eacSessions.notes,
    });
  if (!row) throw new Error('EAC session insert returned nothing');
  return { ...row, doctorName: user.fullName };
}

/**
 * What the patient's doctor records on the patient (a dated fact, `when`, that may not be after clinic today): the
 * columns are written and the summary is answered as it now reads.
 */
async function recordOnPatient(
  db: Db,
  user: AuthUser,
  patientId: number,
  day: ClinicDay,
  when: { date: string; field: string; message: string },
  set: Partial<typeof patients.$inferInsert>,
): Promise<ClinicalSummaryItem> {
  await recordingDoctor(db, user, patientId, { ...when, today: day.today });
  await db.update(patients).set(set).where(eq(patients.patientId, patientId));
  return clinicalSummary(db, user, patientId, day);
}

/** PUT /Clinical/ArtStartDate. */
export function setArtStartDate(db: Db, user: AuthUser, body: ArtStartDateBody, day: ClinicDay) {
  const when = {
    date: body.artStartDate,
    field: 'artStartDate',
    message: monitoringMessages.artStartInFuture,
  };
  return recordOnPatient(db, user, body.patientId, day, when, { artStartDate: body.artStartDate });
}

/** PUT /Clinical/Breastfeeding: the day is today when breastfeeding is recorded without one. */
export function setBreastfeeding(db: Db, user: AuthUser, body: BreastfeedingBody, day: ClinicDay) {
  const recordedOn = body.isBreastfeeding ? (body.recordedOn ?? day.today) : null;
  const when = {
    date: recordedOn ?? day.today,
    field: 'recordedOn',
    message: monitoringMessages.breastfeedingDateInFuture,
  };
  return recordOnPatient(db, user, body.patientId, day, when, {
    isBreastfeeding: body.isBreastfeeding,
    breastfeedingRecordedOn: recordedOn,
  });
}

/** PUT /Clinical/TransferIn: `date: null` removes the record. */
export function setTransferIn(db: Db, user: AuthUser, body: TransferInBody, day: ClinicDay) {
  const when = {
    date: body.date ?? day.today,
    field: 'date',
    message: monitoringMessages.transferInDateInFuture,
  };
  return recordOnPatient(db, user, body.patientId, day, when, {
    transferInDate: body.date,
    transferInClinic: body.date === null ? null : (body.fromClinic ?? null),
  });
}

/**
 * GET /Clinical/Worklist: the calling doctor's patients (seen in a non-anonymous appointment) whose plan asks
 * for action, most urgent first, then the oldest date first. Computed once per day until a write of what it shows
 * (db/cached-read.ts): it runs the rules over every patient of the doctor.
 */
export async function doctorWorklist(
  db: Db,
  user: AuthUser,
  day: ClinicDay,
  specimenPendingDays: number = SPECIMEN_PENDING_DAYS,
): Promise<WorklistItem> {
  const { doctorId } = user;
  if (doctorId === null) return { items: [] };
  return keptRead(
    db,
    clinicalEndpoints.getWorklist,
    { doctorId, ...day },
    () => worklistOf(db, doctorId, day, specimenPendingDays),
    { appointments: [appointmentPart.seen(doctorId), appointmentPart.resulted] },
  );
}

/**
 * The prescribing check run again today on the patient's current regimen (one not ended before today): its BLOCK
 * findings and the WARNs not acknowledged when the treatment was saved. Empty without a current regimen.
 */
async function currentRegimenFindings(
  db: Db,
  course: Course,
  today: string,
): Promise<RegimenCheckResult['findings']> {
  const current = course.currentRegimen;
  if (!current || current.endDate < today) return [];
  const [part, acknowledged] = await Promise.all([
    regimenIngredientsOf(db, current.regimenId),
    acknowledgedRules(db, [current.treatmentId]),
  ]);
  if (!part) return [];
  return alertingFindings(part, course.facts, today, acknowledged.get(current.treatmentId) ?? []);
}

/** The rules whose WARN was acknowledged when each of these treatments was saved, by treatment. */
async function acknowledgedRules(db: Db, treatmentIds: number[]): Promise<Map<number, readonly string[]>> {
  const rows = await db
    .select({ treatmentId: treatments.treatmentId, ruleIds: treatments.acknowledgedRuleIds })
    .from(treatments)
    .where(inIds(treatments.treatmentId, treatmentIds));
  return new Map(rows.map((row) => [row.treatmentId, row.ruleIds]));
}

/** The findings of the check on a regimen that the doctor must see again: BLOCKs, and WARNs not acknowledged. */
function alertingFindings(
  part: RegimenCheckPart,
  facts: PatientFacts,
  today: string,
  acknowledged: readonly string[],
): RegimenCheckResult['findings'] {
  const { findings } = checkRegimen({ ...part, ...patientCheckInput(facts, today) });
  return findings.filter(
    (f) => f.severity === 'BLOCK' || (f.severity === 'WARN' && !acknowledged.includes(f.ruleId)),
  );
}

/**
 * The patients whose current regimen the prescribing check, run again today, BLOCKs or WARNs about (a WARN acknowledged
 * when the treatment was saved does not count): the clearance fell, a new co-medication, a result that arrived
 * since. Answers the patient's id and the regimen's start. The patients' facts came with their courses and the
 * regimens' parts beside them (`parts`, every regimen's); the treatments' acknowledgements are read now.
 */
async function regimenAlertsNow(
  db: Db,
  courses: Course[],
  today: string,
  parts: Promise<Map<number, RegimenCheckPart>>,
): Promise<Map<number, string>> {
  const current = courses.filter(
    (course): course is Course & { currentRegimen: NonNullable<Course['currentRegimen']> } =>
      course.currentRegimen !== null && course.currentRegimen.endDate >= today,
  );
  const alerts = new Map<number, string>();
  if (current.length === 0) return alerts;
  const [partOf, seenOf] = await Promise.all([
    parts,
    acknowledgedRules(
      db,
      current.map((course) => course.currentRegimen.treatmentId),
    ),
  ]);
  for (const course of current) {
    const part = partOf.get(course.currentRegimen.regimenId);
    if (!part) continue;
    const seen = seenOf.get(course.currentRegimen.treatmentId) ?? [];
    if (alertingFindings(part, course.facts, today, seen).length > 0)
      alerts.set(course.patientId, course.regimenStartDate ?? course.currentRegimen.startDate);
  }
  return alerts;
}

/**
 * The doctor's patients are read and judged range by range (patient-ranges.ts): the rules run on one range's
 * courses while the database still reads the other's, instead of after both.
 */
async function worklistOf(
  db: Db,
  doctorId: number,
  day: ClinicDay,
  specimenPendingDays: number,
): Promise<WorklistItem> {
  const thresholds = readThresholds(db);
  const saved = unacknowledgedRegimens(db, doctorId, day.today);
  const parts = regimenPartsOf(db, 'all');
  const ingredients = regimenIngredientCodes(db);
  const [patientItems, waiting] = await Promise.all([
    acrossRanges(db, async (range) =>
      patientActions(
        db,
        { doctorId, range, day },
        { thresholds: await thresholds, saved, parts, ingredients },
      ),
    ),
    pendingSpecimens(db, doctorId, day, specimenPendingDays),
    // Awaited here too, so that a failure is never left unheard when the ranges fail first.
    thresholds,
    saved,
    parts,
    ingredients,
  ]);
  const items = [
    ...patientItems,
    ...waiting.map((w) => ({ ...w, code: 'specimenPending' as const, dueDate: null })),
  ];
  items.sort(
    (a, b) =>
      URGENCY[a.code] - URGENCY[b.code] ||
      (a.dueDate ?? a.since ?? '').localeCompare(b.dueDate ?? b.since ?? '') ||
      a.patientId - b.patientId,
  );
  return { items };
}

/**
 * What the doctor must do for their patients in `range`: a regimen the check alerts about, now (regimenAlertsNow)
 * or as saved without acknowledgement (`saved`, which wins), and the actions of the plan.
 */
async function patientActions(
  db: Db,
  { doctorId, range, day }: { doctorId: number; range: PatientRange; day: ClinicDay },
  known: {
    thresholds: ClinicalThresholds;
    saved: Promise<Map<number, string>>;
    parts: Promise<Map<number, RegimenCheckPart>>;
    ingredients: Promise<Map<number, string[]>>;
  },
): Promise<WorklistItem['items']> {
  const courses = await loadCourses(db, { doctorId, range }, day, known.ingredients);
  // A patient who died, transferred out or stopped is no longer in the clinic's care: nothing to do for them here.
  const inCare = [...courses.values()].filter((course) => finalOutcomeOf(course) === null);
  const [now, unacknowledged] = await Promise.all([
    regimenAlertsNow(db, inCare, day.today, known.parts),
    known.saved,
  ]);
  return inCare.flatMap((course) => {
    const alert = unacknowledged.get(course.patientId) ?? now.get(course.patientId);
    return [
      ...(alert ? [{ code: 'regimenAlert' as const, dueDate: null, since: alert }] : []),
      ...actionsOf(planOf(course, day.today, known.thresholds), unreadableSince(course)),
    ].map((action) => ({ patientId: course.patientId, fullName: course.fullName, ...action }));
  });
}
