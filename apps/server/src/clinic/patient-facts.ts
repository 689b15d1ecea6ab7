import {
  ageInYears,
  CREATININE_UNITS,
  type CreatinineUnit,
  checkRegimen,
  G_PER_DL_IN,
  type Gender,
  HEMOGLOBIN_UNITS,
  type HemoglobinUnit,
  type InputNote,
  type PrescribingThresholds,
  type RegimenCheckInput,
  readQualitativeResult,
  type WeightItem,
} from '@clinic/contract';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { jsonObject } from '../db/json-object.js';
import { patientCourses, patients, patientWeights, testTypes, users } from '../db/schema.js';

/** The clinic's date today and its time zone, in which a result's recording time becomes a date. */
export interface ClinicDay {
  today: string;
  timeZone: string;
}

/** A plain handle or a transaction: the facts of a prescription are read inside the transaction that saves it. */
export type Reader = Pick<Db, 'select'> | Pick<Tx, 'select'>;

/**
 * The day a result's sample was taken: the day its specimen was collected when the doctor marked it (the clinic's
 * day of specimens.collected_at), else the appointment's, unless the result was recorded before it (entered ahead
 * of time), the recording time read as a date in the clinic's zone. Every rule that dates a result (the plan, the
 * latest creatinine, the results' pages) dates it by this day, computed by the database once per row.
 * `result` and `appointment` name the rows (aliases or tables) holding created_at, appointment_date and, with
 * `collection` 'specimen' (the default), appointment_id. The whole clinic's indicators read migration 0014's copy of
 * the viral loads, which keeps its specimen's collected_at itself (migration 0025): `collection` 'row'.
 */
export function sampleDateSql(
  result: string,
  appointment: string,
  timeZone: SQLWrapper | string,
  collection: 'specimen' | 'row' = 'specimen',
): SQL {
  const recorded = sql`least(${sql.raw(appointment)}.appointment_date, (${sql.raw(result)}.created_at at time zone ${timeZone})::date)`;
  const collectedAt =
    collection === 'row'
      ? sql`${sql.raw(result)}.collected_at`
      : sql`(select s.collected_at from specimens s where s.appointment_id = ${sql.raw(appointment)}.appointment_id)`;
  return sql`coalesce((${collectedAt} at time zone ${timeZone})::date, ${recorded})`;
}

/** sampleDateSql as a yyyy-MM-dd text, inside JSON or a row read as it is. */
export function sampleDaySql(
  result: string,
  appointment: string,
  timeZone: SQLWrapper | string,
  collection: 'specimen' | 'row' = 'specimen',
): SQL {
  return sql`to_char(${sampleDateSql(result, appointment, timeZone, collection)}, 'YYYY-MM-DD')`;
}

/** What the prescribing rules and the clinical summary need of a patient, as the caller may know it. */
export interface PatientFacts {
  birthDate: string;
  gender: Gender;
  isPregnant: boolean;
  coMedications: string[];
  hypersensitivities: string[];
  hlaB5701: 'positive' | 'negative' | null;
  /** oldest first */
  weights: WeightItem[];
  /** in its test type's unit */
  latestCreatinine: { date: string; value: number; unit: string } | null;
  hbsag: { date: string; value: 'positive' | 'negative' } | null;
  hemoglobin: { date: string; gPerDl: number } | null;
}

/** The kinds of results the prescribing rules read. */
export const FACT_KINDS = ['creatinine', 'hbsag', 'hemoglobin'] as const;

/** A result as copiedResults reads it, dated by its sample's day. */
export interface CopiedResult {
  testResultId: number;
  kind: string;
  date: string;
  /** its test type's */
  unit: string;
  value: number | null;
  belowDetection: boolean;
  text: string;
}

/**
 * The patient's results of `kinds`, from their row of patient_courses (migration 0033) in a query joined to it, as a
 * JSON array of CopiedResult in the order of their ids. Results of anonymous appointments are left out unless
 * withAnonymous (a patient reading their own): a doctor must not tie an anonymous visit to the person.
 */
export function copiedResults(
  kinds: readonly string[],
  timeZone: SQLWrapper | string,
  withAnonymous: boolean,
): SQL<CopiedResult[]> {
  const listed = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return sql`(select coalesce(json_agg(json_build_object('testResultId', r.test_result_id, 'kind', r.kind,
      'date', ${sampleDaySql('r', 'r', timeZone, 'row')}, 'unit', t.unit, 'value', r.numeric_value,
      'belowDetection', r.below_detection, 'text', r.result_value) order by r.test_result_id), '[]')
    from jsonb_to_recordset(${patientCourses.results}) as r(test_result_id int, test_type_id int, kind text,
      appointment_date date, created_at timestamptz, collected_at timestamptz, numeric_value float8,
      below_detection boolean, result_value text, is_anonymous boolean)
    join ${testTypes} t on t.test_type_id = r.test_type_id
    where r.kind in (${listed}) ${withAnonymous ? sql`` : sql`and not r.is_anonymous`})`;
}

/** What a patient's facts are made of besides their results (factsOf). */
export interface PersonFacts {
  birthDate: string;
  gender: Gender;
  isPregnant: boolean;
  coMedications: string[] | null;
  hypersensitivities: string[] | null;
  hlaB5701: string | null;
  weights: WeightItem[];
}

/**
 * PersonFacts as one JSON value of a query on `patients` joined to `users`: the checks of a prescription read it with
 * the results of FACT_KINDS (loadPatientFacts), the summary and the worklist beside each course (patient-courses.ts),
 * and all make the facts with factsOf, so that the clearance a doctor sees is the one the check judges by.
 */
export const personFacts = jsonObject<PersonFacts>({
  birthDate: users.dateOfBirth,
  gender: users.gender,
  isPregnant: patients.isPregnant,
  coMedications: patients.coMedications,
  hypersensitivities: patients.hypersensitivities,
  hlaB5701: patients.hlaB5701,
  weights: sql`(select coalesce(json_agg(json_build_object('date', w.measured_on, 'weightKg', w.weight_kg)
      order by w.measured_on, w.weight_id), '[]')
    from ${patientWeights} w where w.patient_id = ${patients.patientId})`,
});

/**
 * The latest result of a kind that `read` can read, dated by its sample's day: a later day, then a later result,
 * wins; a result it cannot read (no number, an unknown wording) is passed over.
 */
function latestOf<T>(
  results: readonly CopiedResult[],
  kind: string,
  read: (r: CopiedResult) => T | null,
): (T & { date: string }) | null {
  let latest: { r: CopiedResult; value: T } | null = null;
  for (const r of results) {
    if (r.kind !== kind) continue;
    const value = read(r);
    if (value === null) continue;
    if (
      !latest ||
      r.date > latest.r.date ||
      (r.date === latest.r.date && r.testResultId > latest.r.testResultId)
    )
      latest = { r, value };
  }
  return latest && { ...latest.value, date: latest.r.date };
}

/** Rows grouped by their patient, in their order. */
export function byPatient<T extends { patientId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.patientId);
    if (group) group.push(row);
    else groups.set(row.patientId, [row]);
  }
  return groups;
}

const positive = (r: CopiedResult) => (r.value !== null && r.value > 0 ? r.value : null);

const hemoglobinUnits: readonly string[] = HEMOGLOBIN_UNITS;

/** A patient's facts: the person's, and the latest readable of their results (of FACT_KINDS; others are passed over). */
export function factsOf(person: PersonFacts, results: readonly CopiedResult[]): PatientFacts {
  return {
    birthDate: person.birthDate,
    gender: person.gender,
    isPregnant: person.isPregnant,
    coMedications: person.coMedications ?? [],
    hypersensitivities: person.hypersensitivities ?? [],
    hlaB5701: person.hlaB5701 === 'positive' || person.hlaB5701 === 'negative' ? person.hlaB5701 : null,
    weights: person.weights,
    latestCreatinine: latestOf(results, 'creatinine', (r) => {
      const value = positive(r);
      return value === null ? null : { value, unit: r.unit };
    }),
    hbsag: latestOf(results, 'hbsag', (r) => {
      const value = readQualitativeResult(r.text);
      return value === null ? null : { value };
    }),
    hemoglobin: latestOf(results, 'hemoglobin', (r) => {
      const value = positive(r);
      if (value === null || !hemoglobinUnits.includes(r.unit)) return null;
      return { gPerDl: value * G_PER_DL_IN[r.unit as HemoglobinUnit] };
    }),
  };
}

/**
 * A patient's facts, for the checks of a prescription (the summary has them with the course). Null when the patient
 * does not exist.
 */
export async function loadPatientFacts(
  db: Reader,
  patientId: number,
  day: ClinicDay,
  withAnonymous: boolean,
): Promise<PatientFacts | null> {
  const [row] = await db
    .select({ person: personFacts, results: copiedResults(FACT_KINDS, day.timeZone, withAnonymous) })
    .from(patients)
    .innerJoin(users, eq(users.userId, patients.userId))
    .leftJoin(patientCourses, eq(patientCourses.patientId, patients.patientId))
    .where(eq(patients.patientId, patientId));
  return row ? factsOf(row.person, row.results) : null;
}

/**
 * The patient half of the check's input, from what is known today: the dated weight and creatinine (in its test
 * type's unit; one in a unit the rules do not read counts as unknown), HBsAg and haemoglobin (null: unknown), and
 * the recorded hypersensitivities and HLA-B*5701.
 */
export function patientCheckInput(
  facts: PatientFacts,
  today: string,
): Pick<RegimenCheckInput, 'patient' | 'coMedications' | 'today'> {
  const weight = facts.weights.at(-1);
  const creatinine = facts.latestCreatinine;
  const creatinineUnits: readonly string[] = CREATININE_UNITS;
  return {
    patient: {
      ageYears: ageInYears(facts.birthDate, today),
      weightKg: null,
      sex: facts.gender,
      isPregnant: facts.isPregnant,
      serumCreatinineUmolL: null,
      weight: weight ? { kg: weight.weightKg, date: weight.date } : null,
      creatinine:
        creatinine && creatinineUnits.includes(creatinine.unit)
          ? { value: creatinine.value, unit: creatinine.unit as CreatinineUnit, date: creatinine.date }
          : null,
      hbsag: facts.hbsag?.value ?? null,
      hemoglobin: facts.hemoglobin && { gPerDl: facts.hemoglobin.gPerDl, date: facts.hemoglobin.date },
      hypersensitivities: facts.hypersensitivities,
      hlaB5701: facts.hlaB5701,
    },
    coMedications: facts.coMedications,
    today,
  };
}

/**
 * The clearance the summary shows and why an input was not used: the check's own reading of the patient, so that
 * a doctor sees what the check judges by (a stale creatinine gives none).
 */
export function kidneyOf(
  facts: PatientFacts,
  today: string,
  thresholds?: Partial<PrescribingThresholds>,
): { creatinineClearance: number | null; inputNotes: InputNote[] } {
  const { creatinineClearance, inputNotes } = checkRegimen(
    { ingredients: [], fixedDoseCombination: false, ...patientCheckInput(facts, today) },
    thresholds,
  );
  return { creatinineClearance, inputNotes };
}

/**
 * What the check knows of a patient behind an anonymous appointment: nothing that would tie the visit to the
 * person (no age, weight, creatinine, pregnancy or co-medications); the drug-drug rules still run.
 */
export function anonymousCheckInput(gender: Gender): Pick<RegimenCheckInput, 'patient' | 'coMedications'> {
  return {
    patient: {
      ageYears: null,
      weightKg: null,
      sex: gender,
      isPregnant: false,
      serumCreatinineUmolL: null,
    },
    coMedications: [],
  };
}
