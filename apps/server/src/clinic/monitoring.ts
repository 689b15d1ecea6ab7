import {
  type ArtStartDateBody,
  type ClinicalSummaryItem,
  type ClinicalThresholds,
  type ClinicalThresholdsBody,
  CO_MEDICATION_CODES,
  cd4Band,
  clinicalEndpoints,
  clinicalPlan,
  clinicToday,
  DEFAULT_CLINICAL_THRESHOLDS,
  type EacSessionCreateBody,
  type EacSessionItem,
  type Gender,
  monitoringMessages,
  viralLoadBand,
  type WorklistCode,
  type WorklistItem,
} from '@clinic/contract';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { keptRead } from '../db/cached-read.js';
import type { Db } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { appointments, clinicalSettings, eacSessions, patients, users } from '../db/schema.js';
import { notFound, refuseFuture } from '../lib/http-error.js';
import type { AuthUser } from '../plugins/auth.js';
import { clearanceOf, latestCreatinine, type PatientFacts, weightsQuery } from './prescribing.js';

/** The clinic's date today and its time zone, in which a result's recording time becomes a date. */
export interface ClinicDay {
  today: string;
  timeZone: string;
}

/** The clinic's thresholds: the saved record over the defaults (nothing saved yet means the defaults). */
export async function readThresholds(db: Db): Promise<ClinicalThresholds> {
  const [row] = await prepared(db, 'clinical_thresholds', (name) =>
    db.select({ thresholds: clinicalSettings.thresholds }).from(clinicalSettings).prepare(name),
  ).execute();
  return { ...DEFAULT_CLINICAL_THRESHOLDS, ...(row?.thresholds as Partial<ClinicalThresholds> | undefined) };
}

export async function saveThresholds(db: Db, body: ClinicalThresholdsBody): Promise<ClinicalThresholds> {
  await db
    .insert(clinicalSettings)
    .values({ id: 1, thresholds: body })
    .onConflictDoUpdate({ target: clinicalSettings.id, set: { thresholds: body, updatedAt: sql`now()` } });
  return body;
}

/**
 * The monitoring rule of access: a patient reaches their own record; a doctor the record of a patient they have
 * seen in at least one non-anonymous appointment. Anyone else, and a patient who does not exist, gets 404.
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

type Course = Omit<
  ClinicalSummaryItem,
  | 'plan'
  | 'viralLoads'
  | 'cd4'
  | 'bandLimits'
  | 'coMedications'
  | 'weights'
  | 'latestCreatinine'
  | 'creatinineClearance'
> & {
  birthDate: string;
  gender: Gender;
  /** as stored, in any order (the summary answers them in catalogue order) */
  storedCoMedications: string[];
  pregnancyRecordedOn: string | null;
  regimenStartDate: string | null;
  results: {
    kind: 'viralLoad' | 'cd4' | 'crag' | 'creatinine';
    testResultId: number;
    date: string;
    value: number | null;
    belowDetection: boolean;
  }[];
};

/**
 * Whose courses to load: one patient's (a summary; the patient reading their own sees their anonymous visits too),
 * or those of every patient a doctor has seen in a non-anonymous appointment (the worklist). A doctor never
 * receives the results or treatments of anonymous appointments: they would tie the anonymous visit to the person.
 */
type CourseScope = { patientId: number; withAnonymous: boolean } | { doctorId: number };

/** The appointments that make a doctor's patients, named apart from the appointment a result hangs from. */
const seenBy = alias(appointments, 'seen_by');

/** A result, a treatment and an EAC session as the course query aggregates them (json_build_object below). */
interface ResultRow {
  testResultId: number;
  kind: Course['results'][number]['kind'];
  appointmentDate: string;
  /** a timestamp with its offset */
  recordedAt: string;
  value: number | null;
  belowDetection: boolean;
}
type RegimenRow = Course['regimens'][number];
type SessionRow = Course['eacSessions'][number];

/**
 * The prepared query of loadCourses for one kind of scope, with the placeholder `id` (the patient's or the
 * doctor's): one row per patient with their results, treatments and EAC sessions aggregated beside them, so that
 * a summary computed afresh (after every clinical write) costs one round trip instead of four.
 */
function courseQuery(db: Db, kind: 'own' | 'patient' | 'doctor') {
  return prepared(db, `courses_${kind}`, (name) => {
    const id = sql.placeholder('id');
    // A doctor's patients as an array rather than `in (subquery)`: the planner then looks the few hundred of them
    // up by index instead of reading every patient.
    const inScope =
      kind === 'doctor'
        ? sql`${patients.patientId} = any(array(${db
            .selectDistinct({ patientId: seenBy.patientId })
            .from(seenBy)
            .where(and(eq(seenBy.doctorId, id), eq(seenBy.isAnonymous, false)))}))`
        : eq(patients.patientId, id);
    const visible = kind === 'own' ? sql`` : sql`and not a.is_anonymous`;
    return db
      .select({
        patientId: patients.patientId,
        fullName: users.fullName,
        birthDate: users.dateOfBirth,
        gender: users.gender,
        storedCoMedications: patients.coMedications,
        isPregnant: patients.isPregnant,
        pregnancyRecordedOn: patients.pregnancyRecordedOn,
        artStartDate: patients.artStartDate,
        results: sql<ResultRow[]>`(select coalesce(json_agg(json_build_object(
            'testResultId', tr.test_result_id, 'kind', tt.kind, 'appointmentDate', a.appointment_date,
            'recordedAt', tr.created_at, 'value', tr.numeric_value, 'belowDetection', tr.below_detection)
            order by tr.test_result_id), '[]')
          from test_results tr
          join appointments a on a.appointment_id = tr.appointment_id
          join test_types tt on tt.test_type_id = tr.test_type_id
          where tr.patient_id = ${patients.patientId}
            and tt.kind in ('viralLoad', 'cd4', 'crag', 'creatinine') ${visible})`,
        regimens: sql<RegimenRow[]>`(select coalesce(json_agg(json_build_object(
            'treatmentId', t.treatment_id, 'regimenId', t.regimen_id, 'regimenName', r.regimen_name,
            'startDate', t.start_date, 'endDate', t.end_date, 'switchReason', t.switch_reason,
            'switchReasonText', t.switch_reason_text, 'overrideReason', t.override_reason)
            order by t.start_date, t.treatment_id), '[]')
          from treatments t
          join test_results tr on tr.test_result_id = t.test_result_id
          join appointments a on a.appointment_id = tr.appointment_id
          join arv_regimens r on r.regimen_id = t.regimen_id
          where tr.patient_id = ${patients.patientId} ${visible})`,
        eacSessions: sql<SessionRow[]>`(select coalesce(json_agg(json_build_object(
            'eacSessionId', e.eac_session_id, 'sessionDate', e.session_date, 'notes', e.notes,
            'doctorName', du.full_name)
            order by e.session_date, e.eac_session_id), '[]')
          from eac_sessions e
          join doctors d on d.doctor_id = e.doctor_id
          join users du on du.user_id = d.user_id
          where e.patient_id = ${patients.patientId})`,
      })
      .from(patients)
      .innerJoin(users, eq(users.userId, patients.userId))
      .where(inScope)
      .prepare(name);
  });
}

/** What the rules need of the patients of a scope, in one query whatever their number. */
async function loadCourses(db: Db, scope: CourseScope, day: ClinicDay): Promise<Map<number, Course>> {
  const [kind, id] =
    'doctorId' in scope
      ? (['doctor', scope.doctorId] as const)
      : ([scope.withAnonymous ? 'own' : 'patient', scope.patientId] as const);
  const byPatient = new Map<number, Course>();
  for (const { results, ...person } of await courseQuery(db, kind).execute({ id })) {
    const course: Course = {
      ...person,
      currentRegimen: null,
      regimenStartDate: null,
      results: results.map(({ appointmentDate, recordedAt, ...result }) => {
        // The sample's day: the appointment's, unless the result was recorded before it (entered ahead of time).
        const recordedOn = clinicToday(day.timeZone, new Date(recordedAt));
        return { ...result, date: recordedOn < appointmentDate ? recordedOn : appointmentDate };
      }),
    };
    course.results.sort((a, b) => a.date.localeCompare(b.date) || a.testResultId - b.testResultId);
    settleRegimen(course, day.today);
    byPatient.set(course.patientId, course);
  }
  return byPatient;
}

/**
 * The current regimen is the treatment whose dates hold today, else the latest started; it has been taken since
 * the start of the unbroken run of prescriptions of the same regimen that ends with it (a refill is no switch).
 * Without a recorded ART start, the first treatment's start stands for it.
 */
function settleRegimen(course: Course, today: string): void {
  const started = course.regimens.filter((r) => r.startDate <= today);
  const current =
    started.find((r) => r.startDate <= today && today <= r.endDate) ?? started[started.length - 1] ?? null;
  course.currentRegimen = current;
  if (current) {
    let start = current.startDate;
    for (let i = started.indexOf(current) - 1; i >= 0 && started[i]?.regimenId === current.regimenId; i -= 1)
      start = started[i]?.startDate ?? start;
    course.regimenStartDate = start;
  }
  course.artStartDate ??= course.regimens[0]?.startDate ?? null;
}

function planOf(course: Course, today: string, thresholds: ClinicalThresholds) {
  return clinicalPlan(
    {
      today,
      artStartDate: course.artStartDate,
      regimenStartDate: course.regimenStartDate,
      birthDate: course.birthDate,
      isPregnant: course.isPregnant,
      pregnancyRecordedOn: course.pregnancyRecordedOn,
      results: course.results,
      eacSessions: course.eacSessions.map((s) => ({ date: s.sessionDate })),
    },
    thresholds,
  );
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
  return keptRead(db, clinicalEndpoints.getSummary, { patientId, withAnonymous, ...day }, () =>
    summaryOf(db, patientId, withAnonymous, day),
  );
}

async function summaryOf(
  db: Db,
  patientId: number,
  withAnonymous: boolean,
  day: ClinicDay,
): Promise<ClinicalSummaryItem> {
  const [courses, thresholds, weights] = await Promise.all([
    loadCourses(db, { patientId, withAnonymous }, day),
    readThresholds(db),
    prepared(db, 'summary_weights', (name) => weightsQuery(db, sql.placeholder('id')).prepare(name)).execute({
      id: patientId,
    }),
  ]);
  const course = courses.get(patientId);
  if (!course) throw notFound(monitoringMessages.patientNotFound);
  const {
    results,
    birthDate,
    gender,
    storedCoMedications,
    pregnancyRecordedOn: _recorded,
    regimenStartDate: _start,
    ...rest
  } = course;
  // The prescribing checks' facts, from the rows read above (loadPatientFacts reads the same for Treatment/Create).
  const facts: PatientFacts = {
    birthDate,
    gender,
    isPregnant: course.isPregnant,
    coMedications: storedCoMedications,
    weights,
    latestCreatinine: latestCreatinine(results.filter((r) => r.kind === 'creatinine')),
  };
  return {
    ...rest,
    viralLoads: results
      .filter((r) => r.kind === 'viralLoad')
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
    plan: planOf(course, day.today, thresholds),
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
    creatinineClearance: clearanceOf(facts, day.today),
  };
}

/** POST /Clinical/EacSession: the patient's doctor records a counselling session held today or earlier. */
export async function createEacSession(
  db: Db,
  user: AuthUser,
  body: EacSessionCreateBody,
  today: string,
): Promise<EacSessionItem> {
  await assertMayRead(db, user, body.patientId);
  refuseFuture(body.sessionDate, today, 'sessionDate', monitoringMessages.sessionInFuture);
  const [row] = await db
    .insert(eacSessions)
    .values({
      patientId: body.patientId,
      doctorId: user.doctorId as number,
      sessionDate: body.sessionDate,
      notes: body.notes,
    })
    .returning({
      eacSessionId: eacSessions.eacSessionId,
      sessionDate: eacSessions.sessionDate,
      notes: eacSessions.notes,
    });
  if (!row) throw new Error('EAC session insert returned nothing');
  return { ...row, doctorName: user.fullName };
}

/** PUT /Clinical/ArtStartDate: answers the summary as it now reads. */
export async function setArtStartDate(
  db: Db,
  user: AuthUser,
  body: ArtStartDateBody,
  day: ClinicDay,
): Promise<ClinicalSummaryItem> {
  await assertMayRead(db, user, body.patientId);
  refuseFuture(body.artStartDate, day.today, 'artStartDate', monitoringMessages.artStartInFuture);
  await db
    .update(patients)
    .set({ artStartDate: body.artStartDate })
    .where(eq(patients.patientId, body.patientId));
  return clinicalSummary(db, user, body.patientId, day);
}

type WorklistEntry = WorklistItem['items'][number];

/** The actions a plan asks of the doctor; upcoming tests ask none yet. */
function actionsOf(plan: ReturnType<typeof clinicalPlan>): Omit<WorklistEntry, 'patientId' | 'fullName'>[] {
  const actions: Omit<WorklistEntry, 'patientId' | 'fullName'>[] = [];
  const flag = (code: string) => plan.flags.find((f) => f.code === code);
  const failure = flag('suspectedFailure');
  if (failure) actions.push({ code: 'suspectedFailure', dueDate: null, since: failure.since });
  const vl = plan.due.find((d) => d.test === 'viralLoad');
  if (vl?.status === 'overdue')
    actions.push({ code: 'viralLoadOverdue', dueDate: vl.dueDate, since: vl.overdueAfter });
  else if (vl?.status === 'due')
    actions.push({
      code: vl.rule === 'VL2' ? 'repeatViralLoadDue' : 'viralLoadDue',
      dueDate: vl.dueDate,
      since: null,
    });
  const crag = plan.due.find((d) => d.test === 'crag');
  if (crag && crag.status !== 'upcoming')
    actions.push({ code: 'cragDue', dueDate: crag.dueDate, since: null });
  const advanced = flag('advancedDisease');
  if (advanced) actions.push({ code: 'advancedDisease', dueDate: null, since: advanced.since });
  return actions;
}

const URGENCY: Record<WorklistCode, number> = {
  suspectedFailure: 0,
  viralLoadOverdue: 1,
  repeatViralLoadDue: 2,
  viralLoadDue: 3,
  cragDue: 4,
  advancedDisease: 5,
};

/**
 * GET /Clinical/Worklist: the calling doctor's patients (seen in a non-anonymous appointment) whose plan asks
 * for action, most urgent first, then the oldest date first. Computed once per day until a write of what it shows
 * (db/cached-read.ts): it runs the rules over every patient of the doctor.
 */
export async function doctorWorklist(db: Db, user: AuthUser, day: ClinicDay): Promise<WorklistItem> {
  const { doctorId } = user;
  if (doctorId === null) return { items: [] };
  return keptRead(db, clinicalEndpoints.getWorklist, { doctorId, ...day }, () =>
    worklistOf(db, doctorId, day),
  );
}

async function worklistOf(db: Db, doctorId: number, day: ClinicDay): Promise<WorklistItem> {
  const [courses, thresholds] = await Promise.all([loadCourses(db, { doctorId }, day), readThresholds(db)]);
  const items = [...courses.values()].flatMap((course) =>
    actionsOf(planOf(course, day.today, thresholds)).map((action) => ({
      patientId: course.patientId,
      fullName: course.fullName,
      ...action,
    })),
  );
  items.sort(
    (a, b) =>
      URGENCY[a.code] - URGENCY[b.code] ||
      (a.dueDate ?? a.since ?? '').localeCompare(b.dueDate ?? b.since ?? '') ||
      a.patientId - b.patientId,
  );
  return { items };
}
