import {
  addDays,
  type ClinicalSummaryItem,
  type ClinicalThresholds,
  clinicalPlan,
  isFinalOutcome,
  readQualitativeResult,
  type TracingOutcome,
} from '@clinic/contract';
import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { jsonObject } from '../db/json-object.js';
import { prepared } from '../db/prepared.js';
import { appointments, arvRegimens, patientCourses, patients, users } from '../db/schema.js';
import {
  type ClinicDay,
  type CopiedResult,
  copiedResults,
  FACT_KINDS,
  factsOf,
  type PatientFacts,
  type PersonFacts,
  personFacts,
} from './patient-facts.js';
import type { PatientRange } from './patient-ranges.js';

/**
 * A patient's course of care as the monitoring plan reads it: the person, their results dated by the sample's day,
 * their regimens with the current one settled for today, and their counselling sessions.
 */
export type Course = Omit<
  ClinicalSummaryItem,
  | 'plan'
  | 'viralLoads'
  | 'cd4'
  | 'bandLimits'
  | 'coMedications'
  | 'weights'
  | 'latestCreatinine'
  | 'creatinineClearance'
  | 'transferIn'
  | 'finalOutcome'
> & {
  birthDate: string;
  pregnancyRecordedOn: string | null;
  isBreastfeeding: boolean;
  breastfeedingRecordedOn: string | null;
  transferInDate: string | null;
  transferInClinic: string | null;
  regimenStartDate: string | null;
  /** The current regimen's ingredient codes (VL7); null without a current regimen. */
  currentIngredients: string[] | null;
  /** The latest dispense on or before today: its day and the run-out (R1); null without one. */
  supply: { day: string; runOut: string } | null;
  /** The latest tracing outcome; null without one. */
  latestOutcome: { date: string; outcome: TracingOutcome } | null;
  /** What the prescribing rules know of the patient (patient-facts.ts), read in the same query. */
  facts: PatientFacts;
  results: {
    kind: 'viralLoad' | 'cd4' | 'crag';
    testResultId: number;
    date: string;
    value: number | null;
    belowDetection: boolean;
    /** A CrAg's reading (C4); absent for other kinds and for a CrAg whose text says neither. */
    positive?: boolean;
  }[];
};

/**
 * Whose courses to load: one patient's (a summary; the patient reading their own sees their anonymous visits too),
 * or those of the patients in a range of ids (patient-ranges.ts) that a doctor has seen in a non-anonymous
 * appointment (the worklist, which reads its ranges side by side). A doctor never receives the results or
 * treatments of anonymous appointments: they would tie the anonymous visit to the person.
 */
type CourseScope = { patientId: number; withAnonymous: boolean } | { doctorId: number; range: PatientRange };

/** The appointments that make a doctor's patients, named apart from the appointment a result hangs from. */
const seenBy = alias(appointments, 'seen_by');

/** A doctor's patients: those they have seen in a non-anonymous appointment, as the doctor's courses are chosen. */
function doctorPatients(db: Pick<Db, 'selectDistinct'>, doctorId: Placeholder | number) {
  return db
    .selectDistinct({ patientId: seenBy.patientId })
    .from(seenBy)
    .where(and(eq(seenBy.doctorId, doctorId), eq(seenBy.isAnonymous, false)));
}

/** The kinds of results the monitoring plan reads. */
const COURSE_KINDS: readonly string[] = [
  'viralLoad',
  'cd4',
  'crag',
] satisfies Course['results'][number]['kind'][];

/** A patient as the course query reads them: the course before loadCourses settles it. */
type CourseRow = Omit<
  Course,
  'results' | 'regimens' | 'supply' | 'facts' | 'currentRegimen' | 'regimenStartDate' | 'currentIngredients'
> & {
  /** of COURSE_KINDS and FACT_KINDS */
  results: CopiedResult[];
  regimens: CopiedTreatment[];
  supply: { dispense_date: string; days: number } | null;
  facts: PersonFacts;
};

/** A treatment as patient_courses keeps it (migration 0033). */
interface CopiedTreatment {
  treatment_id: number;
  regimen_id: number;
  regimen_name: string;
  start_date: string;
  end_date: string;
  switch_reason: Course['regimens'][number]['switchReason'];
  switch_reason_text: string | null;
  override_reason: string | null;
}

/** A treatment as the course lists it. */
function regimenOf(row: CopiedTreatment): Course['regimens'][number] {
  return {
    treatmentId: row.treatment_id,
    regimenId: row.regimen_id,
    regimenName: row.regimen_name,
    startDate: row.start_date,
    endDate: row.end_date,
    switchReason: row.switch_reason,
    switchReasonText: row.switch_reason_text,
    overrideReason: row.override_reason,
  };
}

/**
 * The prepared query of loadCourses for one kind of scope, with the placeholder `id` (the patient's or the
 * doctor's): one row per patient with their results, treatments and EAC sessions aggregated beside them, so that
 * a summary computed afresh (after every clinical write) costs one round trip instead of four. The results,
 * treatments and dispenses are read from the patient's row of patient_courses (migration 0033) rather than joined
 * from their tables one by one: for a doctor's 500 patients, 26,000 buffers became 5,700 and 39 ms became 19
 * (apps/server/bench/mixed.ts's database).
 */
function courseQuery(db: Db, kind: 'own' | 'patient' | 'doctor') {
  return prepared(db, `courses_${kind}`, (name) => {
    const id = sql.placeholder('id');
    const timeZone = sql.placeholder('timeZone');
    const today = sql`${sql.placeholder('today')}::date`;
    // A doctor's patients as an array rather than `in (subquery)`: the planner then looks the few hundred of them
    // up by index instead of reading every patient. Those in the range first..last (patient-ranges.ts).
    const inScope =
      kind === 'doctor'
        ? sql`${patients.patientId} = any(array(${doctorPatients(db, id)}))
            and ${patients.patientId} between ${sql.placeholder('first')} and ${sql.placeholder('last')}`
        : eq(patients.patientId, id);
    // What an element of the copy's arrays came from was on an anonymous appointment: only the patient sees it.
    const shown = kind === 'own' ? [] : ['@.is_anonymous == false'];
    const elements = (conditions: string[]) =>
      sql.raw(`'$[*]${conditions.length > 0 ? ` ? (${conditions.join(' && ')})` : ''}'::jsonpath`);
    return db
      .select({
        course: jsonObject<CourseRow>({
          patientId: patients.patientId,
          fullName: users.fullName,
          birthDate: users.dateOfBirth,
          isPregnant: patients.isPregnant,
          pregnancyRecordedOn: patients.pregnancyRecordedOn,
          isBreastfeeding: patients.isBreastfeeding,
          breastfeedingRecordedOn: patients.breastfeedingRecordedOn,
          transferInDate: patients.transferInDate,
          transferInClinic: patients.transferInClinic,
          artStartDate: patients.artStartDate,
          // One pass over the copy's results for the plan's kinds and the prescribing rules' (the facts).
          results: copiedResults([...COURSE_KINDS, ...FACT_KINDS], timeZone, kind === 'own'),
          // The copy's treatments and dispenses as they are stored, filtered by a path rather than unnested row by
          // row: for a doctor's 500 patients, 11 ms of the query became 6 (bench/mixed.ts's database).
          regimens: sql`coalesce(jsonb_path_query_array(${patientCourses.regimens}, ${elements(shown)}), '[]')`,
          eacSessions: sql`(select coalesce(json_agg(json_build_object(
              'eacSessionId', e.eac_session_id, 'sessionDate', e.session_date, 'notes', e.notes,
              'doctorName', du.full_name)
              order by e.session_date, e.eac_session_id), '[]')
            from eac_sessions e
            join doctors d on d.doctor_id = e.doctor_id
            join users du on du.user_id = d.user_id
            where e.patient_id = ${patients.patientId})`,
          // The latest dispense on or before today: the copy keeps them latest first (migration 0033).
          supply: sql`jsonb_path_query_first(${patientCourses.dispenses},
            ${elements(['@.dispense_date <= $today', ...shown])}, jsonb_build_object('today', ${today}::text))`,
          latestOutcome: sql`(select json_build_object('date', o.date, 'outcome', o.outcome)
            from tracing_outcomes o where o.patient_id = ${patients.patientId} and o.date <= ${today}
            order by o.date desc, o.tracing_outcome_id desc limit 1)`,
          facts: personFacts,
        }),
      })
      .from(patients)
      .innerJoin(users, eq(users.userId, patients.userId))
      .leftJoin(patientCourses, eq(patientCourses.patientId, patients.patientId))
      .where(inScope)
      .prepare(name);
  });
}

/**
 * The ingredient codes of every regimen, by id: master data, a few rows, read once per computation rather than per
 * patient (the worklist reads them once for all its ranges).
 */
export async function regimenIngredientCodes(db: Db): Promise<Map<number, string[]>> {
  const rows = await prepared(db, 'regimen_ingredient_codes', (name) =>
    db
      .select({
        regimenId: arvRegimens.regimenId,
        codes: sql<string[]>`(select coalesce(json_agg(i ->> 'code'), '[]') from arv_components c
          cross join jsonb_array_elements(c.ingredients) i
          where c.component_id in (${arvRegimens.component1Id}, ${arvRegimens.component2Id},
            ${arvRegimens.component3Id}, ${arvRegimens.component4Id}))`,
      })
      .from(arvRegimens)
      .prepare(name),
  ).execute();
  return new Map(rows.map((r) => [r.regimenId, r.codes]));
}

/** A result as the course keeps it: a CrAg's text read as positive or negative, and no text or unit. */
function resultOfRow(row: CopiedResult): Course['results'][number] {
  const result = {
    testResultId: row.testResultId,
    kind: row.kind as Course['results'][number]['kind'],
    date: row.date,
    value: row.value,
    belowDetection: row.belowDetection,
  };
  const reading = row.kind === 'crag' ? readQualitativeResult(row.text) : null;
  return reading === null ? result : { ...result, positive: reading === 'positive' };
}

/**
 * What the rules need of the patients of a scope, in one query whatever their number; `ingredients` as
 * regimenIngredientCodes reads them, unless the caller has them already.
 */
export async function loadCourses(
  db: Db,
  scope: CourseScope,
  day: ClinicDay,
  ingredients: Promise<Map<number, string[]>> = regimenIngredientCodes(db),
): Promise<Map<number, Course>> {
  const inputs = { timeZone: day.timeZone, today: day.today };
  const [people, codesOf] = await Promise.all([
    'doctorId' in scope
      ? courseQuery(db, 'doctor').execute({ ...inputs, id: scope.doctorId, ...scope.range })
      : courseQuery(db, scope.withAnonymous ? 'own' : 'patient').execute({ ...inputs, id: scope.patientId }),
    ingredients,
  ]);
  const byPatient = new Map<number, Course>();
  // Each row becomes its course in place, its results written field by field: copying a doctor's 500 rows with
  // object rest and spread cost more than everything else done with them here.
  for (const { course: row } of people) {
    const course = row as unknown as Course;
    course.facts = factsOf(row.facts, row.results);
    course.results = row.results.filter((r) => COURSE_KINDS.includes(r.kind)).map(resultOfRow);
    course.regimens = row.regimens.map(regimenOf);
    course.supply = row.supply && {
      day: row.supply.dispense_date,
      runOut: addDays(row.supply.dispense_date, row.supply.days),
    };
    // yyyy-MM-dd texts order as their dates: compared as they are, without a locale's collation.
    course.results.sort((a, b) =>
      a.date < b.date ? -1 : a.date > b.date ? 1 : a.testResultId - b.testResultId,
    );
    settleRegimen(course, day.today);
    const current = course.currentRegimen;
    course.currentIngredients = current ? (codesOf.get(current.regimenId) ?? []) : null;
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
  course.regimenStartDate = null;
  if (current) {
    let start = current.startDate;
    for (let i = started.indexOf(current) - 1; i >= 0 && started[i]?.regimenId === current.regimenId; i -= 1)
      start = started[i]?.startDate ?? start;
    course.regimenStartDate = start;
  }
  course.artStartDate ??= course.regimens[0]?.startDate ?? null;
}

/**
 * The final outcome in effect (death, transfer out, stop): the latest outcome when it is final and no ARVs were
 * dispensed after it.
 */
export function finalOutcomeOf(course: Course): ClinicalSummaryItem['finalOutcome'] {
  const latest = course.latestOutcome;
  if (!latest || !isFinalOutcome(latest.outcome)) return null;
  if (course.supply && course.supply.day > latest.date) return null;
  return { date: latest.date, outcome: latest.outcome };
}

/** Viral-load and CD4 results stored as text with no number (resultUnreadable): the earliest one's date. */
export function unreadableSince(course: Course): string | null {
  const unreadable = course.results.find((r) => r.kind !== 'crag' && r.value === null && !r.belowDetection);
  return unreadable?.date ?? null;
}

export function planOf(course: Course, today: string, thresholds: ClinicalThresholds) {
  return clinicalPlan(
    {
      today,
      artStartDate: course.artStartDate,
      regimenStartDate: course.regimenStartDate,
      birthDate: course.birthDate,
      isPregnant: course.isPregnant,
      pregnancyRecordedOn: course.pregnancyRecordedOn,
      isBreastfeeding: course.isBreastfeeding,
      breastfeedingRecordedOn: course.breastfeedingRecordedOn,
      arvRunOutDate: course.supply?.runOut ?? null,
      results: course.results,
      ...(course.currentIngredients ? { regimenIngredients: course.currentIngredients } : {}),
      eacSessions: course.eacSessions.map((s) => ({ date: s.sessionDate })),
    },
    thresholds,
  );
}
