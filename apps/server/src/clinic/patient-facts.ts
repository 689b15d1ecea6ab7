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
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { inIds } from '../db/id-list.js';
import { appointments, patients, patientWeights, testResults, testTypes, users } from '../db/schema.js';
import { withResultVisit } from './access.js';

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

/** A result of the kinds the prescribing rules read, dated by its sample's day. */
interface KindResult {
  testResultId: number;
  kind: string;
  date: string;
  unit: string;
  value: number | null;
  text: string;
}

/** The patients' weights, each patient's oldest first. */
const weightsQuery = (db: Reader, patientIds: number[]) =>
  db
    .select({
      patientId: patientWeights.patientId,
      date: patientWeights.measuredOn,
      weightKg: patientWeights.weightKg,
    })
    .from(patientWeights)
    .where(inIds(patientWeights.patientId, patientIds))
    .orderBy(asc(patientWeights.measuredOn), asc(patientWeights.weightId));

/**
 * The latest result of a kind that `read` can read, dated by its sample's day: a later day, then a later result,
 * wins; a result it cannot read (no number, an unknown wording) is passed over.
 */
function latestOf<T>(
  results: KindResult[],
  kind: string,
  read: (r: KindResult) => T | null,
): (T & { date: string }) | null {
  let latest: { r: KindResult; value: T } | null = null;
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

const positive = (r: KindResult) => (r.value !== null && r.value > 0 ? r.value : null);

/**
 * A patient's facts, for the summary that shows them and for the checks of a prescription: both read them here,
 * so that the clearance a doctor sees is the one the check judges by. Results of anonymous appointments are left
 * out unless withAnonymous (a patient reading their own): a doctor must not tie an anonymous visit to the person.
 * Null when the patient does not exist.
 */
export async function loadPatientFacts(
  db: Reader,
  patientId: number,
  day: ClinicDay,
  withAnonymous: boolean,
): Promise<PatientFacts | null> {
  return (await loadFactsOf(db, [patientId], day, withAnonymous)).get(patientId) ?? null;
}

/**
 * loadPatientFacts for many patients in the same three queries (the worklist checks every current regimen of a
 * doctor's patients); a patient who does not exist is missing from the map.
 */
export async function loadFactsOf(
  db: Reader,
  patientIds: number[],
  day: ClinicDay,
  withAnonymous: boolean,
): Promise<Map<number, PatientFacts>> {
  const facts = new Map<number, PatientFacts>();
  if (patientIds.length === 0) return facts;
  // One round trip: the three reads need nothing of each other (an unknown patient simply has no rows).
  const [people, weights, results] = await Promise.all([
    db
      .select({
        patientId: patients.patientId,
        birthDate: users.dateOfBirth,
        gender: users.gender,
        isPregnant: patients.isPregnant,
        coMedications: patients.coMedications,
        hypersensitivities: patients.hypersensitivities,
        hlaB5701: patients.hlaB5701,
      })
      .from(patients)
      .innerJoin(users, eq(users.userId, patients.userId))
      .where(inIds(patients.patientId, patientIds)),
    weightsQuery(db, patientIds),
    withResultVisit(
      db
        .select({
          patientId: testResults.patientId,
          testResultId: testResults.testResultId,
          kind: sql<string>`${testTypes.kind}::text`,
          date: sql<string>`${sampleDaySql('test_results', 'appointments', day.timeZone)}`,
          unit: testTypes.unit,
          value: testResults.numericValue,
          text: testResults.resultValue,
        })
        .from(testResults)
        .$dynamic(),
    ).where(
      and(
        inIds(testResults.patientId, patientIds),
        // On the result's own column, so that the other kinds are left before their appointments are joined: for
        // a doctor's 500 patients 16 ms became 10.
        sql`${testResults.testTypeId} = any(array(select ${testTypes.testTypeId} from ${testTypes}
          where ${inArray(testTypes.kind, ['creatinine', 'hbsag', 'hemoglobin'])}))`,
        withAnonymous ? undefined : eq(appointments.isAnonymous, false),
      ),
    ),
  ]);
  const hemoglobinUnits: readonly string[] = HEMOGLOBIN_UNITS;
  const resultsOf = byPatient(results);
  const weightsOf = byPatient(weights);
  for (const { patientId, ...person } of people) {
    const own = resultsOf.get(patientId) ?? [];
    facts.set(patientId, {
      ...person,
      coMedications: person.coMedications ?? [],
      hypersensitivities: person.hypersensitivities ?? [],
      hlaB5701: person.hlaB5701 === 'positive' || person.hlaB5701 === 'negative' ? person.hlaB5701 : null,
      weights: (weightsOf.get(patientId) ?? []).map(({ date, weightKg }) => ({ date, weightKg })),
      latestCreatinine: latestOf(own, 'creatinine', (r) => {
        const value = positive(r);
        return value === null ? null : { value, unit: r.unit };
      }),
      hbsag: latestOf(own, 'hbsag', (r) => {
        const value = readQualitativeResult(r.text);
        return value === null ? null : { value };
      }),
      hemoglobin: latestOf(own, 'hemoglobin', (r) => {
        const value = positive(r);
        if (value === null || !hemoglobinUnits.includes(r.unit)) return null;
        return { gPerDl: value * G_PER_DL_IN[r.unit as HemoglobinUnit] };
      }),
    });
  }
  return facts;
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
