import {
  type ArtStartDateBody,
  type ClinicalSummaryItem,
  type ClinicalThresholds,
  type ClinicalThresholdsBody,
  CO_MEDICATION_CODES,
  cd4Band,
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
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import {
  appointments,
  arvRegimens,
  clinicalSettings,
  doctors,
  eacSessions,
  patients,
  testResults,
  testTypes,
  treatments,
  users,
} from '../db/schema.js';
import { badRequest, notFound } from '../lib/http-error.js';
import type { AuthUser } from '../plugins/auth.js';
import { cachedRead } from './clinical-cache.js';
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

/**
 * The four prepared queries of loadCourses for one kind of scope, with the placeholder `id` (the patient's or the
 * doctor's): a doctor's patients are selected inside each query, by index, rather than sent as a list.
 */
function courseQueries(db: Db, kind: 'own' | 'patient' | 'doctor') {
  return prepared(db, `courses_${kind}`, (name) => {
    const id = sql.placeholder('id');
    // As an array rather than `in (subquery)`: the planner then looks the few hundred patients up by index
    // instead of hashing every result and treatment of the clinic.
    const ofScope = (column: PgColumn): SQL =>
      kind === 'doctor'
        ? sql`${column} = any(array(${db
            .selectDistinct({ patientId: seenBy.patientId })
            .from(seenBy)
            .where(and(eq(seenBy.doctorId, id), eq(seenBy.isAnonymous, false)))}))`
        : eq(column, id);
    const visible = kind === 'own' ? undefined : eq(appointments.isAnonymous, false);
    return {
      people: db
        .select({
          patientId: patients.patientId,
          fullName: users.fullName,
          birthDate: users.dateOfBirth,
          gender: users.gender,
          storedCoMedications: patients.coMedications,
          isPregnant: patients.isPregnant,
          pregnancyRecordedOn: patients.pregnancyRecordedOn,
          artStartDate: patients.artStartDate,
        })
        .from(patients)
        .innerJoin(users, eq(users.userId, patients.userId))
        .where(ofScope(patients.patientId))
        .prepare(`${name}_people`),
      results: db
        .select({
          patientId: testResults.patientId,
          testResultId: testResults.testResultId,
          kind: testTypes.kind,
          appointmentDate: appointments.appointmentDate,
          recordedAt: testResults.createdAt,
          value: testResults.numericValue,
          belowDetection: testResults.belowDetection,
        })
        .from(testResults)
        .innerJoin(appointments, eq(appointments.appointmentId, testResults.appointmentId))
        .innerJoin(testTypes, eq(testTypes.testTypeId, testResults.testTypeId))
        .where(
          and(
            ofScope(testResults.patientId),
            inArray(testTypes.kind, ['viralLoad', 'cd4', 'crag', 'creatinine']),
            visible,
          ),
        )
        .orderBy(asc(testResults.testResultId))
        .prepare(`${name}_results`),
      courses: db
        .select({
          patientId: testResults.patientId,
          treatmentId: treatments.treatmentId,
          regimenId: treatments.regimenId,
          regimenName: arvRegimens.regimenName,
          startDate: treatments.startDate,
          endDate: treatments.endDate,
          switchReason: treatments.switchReason,
          switchReasonText: treatments.switchReasonText,
          overrideReason: treatments.overrideReason,
        })
        .from(treatments)
        .innerJoin(testResults, eq(testResults.testResultId, treatments.testResultId))
        .innerJoin(appointments, eq(appointments.appointmentId, testResults.appointmentId))
        .innerJoin(arvRegimens, eq(arvRegimens.regimenId, treatments.regimenId))
        .where(and(ofScope(testResults.patientId), visible))
        .orderBy(asc(treatments.startDate), asc(treatments.treatmentId))
        .prepare(`${name}_treatments`),
      sessions: db
        .select({
          patientId: eacSessions.patientId,
          eacSessionId: eacSessions.eacSessionId,
          sessionDate: eacSessions.sessionDate,
          notes: eacSessions.notes,
          doctorName: users.fullName,
        })
        .from(eacSessions)
        .innerJoin(doctors, eq(doctors.doctorId, eacSessions.doctorId))
        .innerJoin(users, eq(users.userId, doctors.userId))
        .where(ofScope(eacSessions.patientId))
        .orderBy(asc(eacSessions.sessionDate), asc(eacSessions.eacSessionId))
        .prepare(`${name}_sessions`),
    };
  });
}

/** What the rules need of the patients of a scope, in four queries whatever their number. */
async function loadCourses(db: Db, scope: CourseScope, day: ClinicDay): Promise<Map<number, Course>> {
  const [kind, id] =
    'doctorId' in scope
      ? (['doctor', scope.doctorId] as const)
      : ([scope.withAnonymous ? 'own' : 'patient', scope.patientId] as const);
  const queries = courseQueries(db, kind);
  const [people, results, courses, sessions] = await Promise.all([
    queries.people.execute({ id }),
    queries.results.execute({ id }),
    queries.courses.execute({ id }),
    queries.sessions.execute({ id }),
  ]);

  const byPatient = new Map<number, Course>();
  for (const person of people) {
    byPatient.set(person.patientId, {
      ...person,
      currentRegimen: null,
      regimenStartDate: null,
      regimens: [],
      results: [],
      eacSessions: [],
    });
  }
  for (const { patientId, kind, appointmentDate, recordedAt, ...result } of results) {
    // The sample's day: the appointment's, unless the result was recorded before it (entered ahead of time).
    const recordedOn = clinicToday(day.timeZone, recordedAt);
    const date = recordedOn < appointmentDate ? recordedOn : appointmentDate;
    if (kind !== 'other') byPatient.get(patientId)?.results.push({ kind, date, ...result });
  }
  for (const { patientId, ...course } of courses) byPatient.get(patientId)?.regimens.push(course);
  for (const { patientId, ...session } of sessions) byPatient.get(patientId)?.eacSessions.push(session);
  for (const course of byPatient.values()) {
    course.results.sort((a, b) => a.date.localeCompare(b.date) || a.testResultId - b.testResultId);
    settleRegimen(course, day.today);
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
 * checked on every read; the summary itself is computed once per clinical data version and day for each of its
 * two views, the patient's own (anonymous visits included) and a doctor's (clinical-cache.ts).
 */
export async function clinicalSummary(
  db: Db,
  user: AuthUser,
  patientId: number,
  day: ClinicDay,
): Promise<ClinicalSummaryItem> {
  await assertMayRead(db, user, patientId);
  const withAnonymous = user.role === 'Patient';
  return cachedRead(db, `summary:${patientId}:${withAnonymous}:${day.today}:${day.timeZone}`, () =>
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
  if (body.sessionDate > today) {
    throw badRequest(monitoringMessages.sessionInFuture, {
      sessionDate: [monitoringMessages.sessionInFuture],
    });
  }
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
  if (body.artStartDate > day.today) {
    throw badRequest(monitoringMessages.artStartInFuture, {
      artStartDate: [monitoringMessages.artStartInFuture],
    });
  }
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
 * for action, most urgent first, then the oldest date first. Computed once per clinical data version and day
 * (clinical-cache.ts): it runs the rules over every patient of the doctor.
 */
export async function doctorWorklist(db: Db, user: AuthUser, day: ClinicDay): Promise<WorklistItem> {
  const { doctorId } = user;
  if (doctorId === null) return { items: [] };
  return cachedRead(db, `worklist:${doctorId}:${day.today}:${day.timeZone}`, () =>
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
