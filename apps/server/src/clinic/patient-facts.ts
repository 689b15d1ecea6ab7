import {
  ageInYears,
  creatinineClearance,
  type Gender,
  type RegimenCheckInput,
  type WeightItem,
} from '@clinic/contract';
import { and, asc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { appointments, patients, patientWeights, testResults, testTypes, users } from '../db/schema.js';

/** The clinic's date today and its time zone, in which a result's recording time becomes a date. */
export interface ClinicDay {
  today: string;
  timeZone: string;
}

/** A plain handle or a transaction: the facts of a prescription are read inside the transaction that saves it. */
export type Reader = Pick<Db, 'select'> | Pick<Tx, 'select'>;

/**
 * The day a result's sample was taken: the appointment's, unless the result was recorded before it (entered ahead
 * of time), the recording time read as a date in the clinic's zone. Every rule that dates a result (the plan, the
 * latest creatinine, the indicators' viral loads) dates it by this day, computed by the database once per row.
 * `result` and `appointment` name the rows (aliases or tables) holding created_at and appointment_date.
 */
export function sampleDateSql(result: string, appointment: string, timeZone: SQLWrapper | string): SQL {
  return sql`least(${sql.raw(appointment)}.appointment_date, (${sql.raw(result)}.created_at at time zone ${timeZone})::date)`;
}

/** sampleDateSql as a yyyy-MM-dd text, inside JSON or a row read as it is. */
export function sampleDaySql(result: string, appointment: string, timeZone: SQLWrapper | string): SQL {
  return sql`to_char(${sampleDateSql(result, appointment, timeZone)}, 'YYYY-MM-DD')`;
}

/** What the prescribing rules and the clinical summary need of a patient, as the caller may know it. */
export interface PatientFacts {
  birthDate: string;
  gender: Gender;
  isPregnant: boolean;
  coMedications: string[];
  /** oldest first */
  weights: WeightItem[];
  latestCreatinine: { date: string; value: number } | null;
}

/** A patient's weights, oldest first. */
const weightsQuery = (db: Reader, patientId: number) =>
  db
    .select({ date: patientWeights.measuredOn, weightKg: patientWeights.weightKg })
    .from(patientWeights)
    .where(eq(patientWeights.patientId, patientId))
    .orderBy(asc(patientWeights.measuredOn), asc(patientWeights.weightId));

/** The latest creatinine of some results, dated by their sample's day: a later day, then a later result, wins. */
function latestCreatinine(
  results: { testResultId: number; date: string; value: number | null }[],
): PatientFacts['latestCreatinine'] {
  let latest: { date: string; value: number; id: number } | null = null;
  for (const r of results) {
    if (r.value === null || r.value <= 0) continue;
    if (!latest || r.date > latest.date || (r.date === latest.date && r.testResultId > latest.id))
      latest = { date: r.date, value: r.value, id: r.testResultId };
  }
  return latest && { date: latest.date, value: latest.value };
}

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
  // One round trip: the three reads need nothing of each other (an unknown patient simply has no rows).
  const [[person], weights, creatinine] = await Promise.all([
    db
      .select({
        birthDate: users.dateOfBirth,
        gender: users.gender,
        isPregnant: patients.isPregnant,
        coMedications: patients.coMedications,
      })
      .from(patients)
      .innerJoin(users, eq(users.userId, patients.userId))
      .where(eq(patients.patientId, patientId)),
    weightsQuery(db, patientId),
    db
      .select({
        testResultId: testResults.testResultId,
        date: sql<string>`${sampleDaySql('test_results', 'appointments', day.timeZone)}`,
        value: testResults.numericValue,
      })
      .from(testResults)
      .innerJoin(appointments, eq(appointments.appointmentId, testResults.appointmentId))
      .innerJoin(testTypes, eq(testTypes.testTypeId, testResults.testTypeId))
      .where(
        and(
          eq(testResults.patientId, patientId),
          eq(testTypes.kind, 'creatinine'),
          withAnonymous ? undefined : eq(appointments.isAnonymous, false),
        ),
      ),
  ]);
  if (!person) return null;
  return {
    ...person,
    coMedications: person.coMedications ?? [],
    weights,
    latestCreatinine: latestCreatinine(creatinine),
  };
}

/** The patient half of the check's input, from what is known today. */
export function patientCheckInput(
  facts: PatientFacts,
  today: string,
): Pick<RegimenCheckInput, 'patient' | 'coMedications'> {
  return {
    patient: {
      ageYears: ageInYears(facts.birthDate, today),
      weightKg: facts.weights.at(-1)?.weightKg ?? null,
      sex: facts.gender,
      isPregnant: facts.isPregnant,
      serumCreatinineUmolL: facts.latestCreatinine?.value ?? null,
    },
    coMedications: facts.coMedications,
  };
}

/** The clearance the summary shows: the same inputs as the check. */
export function clearanceOf(facts: PatientFacts, today: string): number | null {
  const { patient } = patientCheckInput(facts, today);
  return creatinineClearance(patient);
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
