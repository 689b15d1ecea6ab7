import {
  type CheckRegimenBody,
  CO_MEDICATION_CODES,
  type CoMedicationsBody,
  type CoMedicationsItem,
  checkRegimen,
  clinicToday,
  creatinineClearance,
  type Gender,
  prescribingMessages,
  type RegimenCheckInput,
  type RegimenCheckResult,
  regimenIngredients,
  type WeightCreateBody,
  type WeightItem,
} from '@clinic/contract';
import { and, asc, eq, inArray, type Placeholder } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import {
  appointments,
  arvComponents,
  arvRegimens,
  patients,
  patientWeights,
  testResults,
  testTypes,
  users,
} from '../db/schema.js';
import { fieldError, notFound, refuseFuture } from '../lib/http-error.js';
import type { AuthUser } from '../plugins/auth.js';
import { assertMayRead, type ClinicDay } from './monitoring.js';

type Reader = Pick<Db, 'select'> | Pick<Tx, 'select'>;

/** Whole years from a yyyy-MM-dd birth date to a yyyy-MM-dd day (the day before the birthday, one less). */
export function ageInYears(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** What the prescribing rules need of a patient, as the caller may know it. */
export interface PatientFacts {
  birthDate: string;
  gender: Gender;
  isPregnant: boolean;
  coMedications: string[];
  /** oldest first */
  weights: WeightItem[];
  latestCreatinine: { date: string; value: number } | null;
}

/** A patient's weights, oldest first; `patientId` may be a placeholder of a prepared statement. */
export const weightsQuery = (db: Reader, patientId: number | Placeholder) =>
  db
    .select({ date: patientWeights.measuredOn, weightKg: patientWeights.weightKg })
    .from(patientWeights)
    .where(eq(patientWeights.patientId, patientId))
    .orderBy(asc(patientWeights.measuredOn), asc(patientWeights.weightId));

/** The latest creatinine of some results, dated by their sample's day: a later day, then a later result, wins. */
export function latestCreatinine(
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
 * A patient's facts for the rules. Results of anonymous appointments are left out unless withAnonymous (a
 * patient reading their own): a doctor must not tie an anonymous visit to the person. A result's date is its
 * sample's day, as in the monitoring summary: the appointment's, unless it was recorded before it.
 */
export async function loadPatientFacts(
  db: Reader,
  patientId: number,
  day: ClinicDay,
  withAnonymous: boolean,
): Promise<PatientFacts | null> {
  const [person] = await db
    .select({
      birthDate: users.dateOfBirth,
      gender: users.gender,
      isPregnant: patients.isPregnant,
      coMedications: patients.coMedications,
    })
    .from(patients)
    .innerJoin(users, eq(users.userId, patients.userId))
    .where(eq(patients.patientId, patientId));
  if (!person) return null;
  const [weights, creatinine] = await Promise.all([
    weightsQuery(db, patientId),
    db
      .select({
        testResultId: testResults.testResultId,
        appointmentDate: appointments.appointmentDate,
        recordedAt: testResults.createdAt,
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
  return {
    ...person,
    coMedications: person.coMedications ?? [],
    weights,
    latestCreatinine: latestCreatinine(
      creatinine.map(({ appointmentDate, recordedAt, ...r }) => {
        const recordedOn = clinicToday(day.timeZone, recordedAt);
        return { ...r, date: recordedOn < appointmentDate ? recordedOn : appointmentDate };
      }),
    ),
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

type ComponentRow = {
  componentId: number;
  isActive: boolean;
  ingredients: { code: string; strengthMg: number | null }[];
  fixedDoseCombination: boolean;
};

async function componentRows(db: Reader, ids: number[]): Promise<Map<number, ComponentRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      componentId: arvComponents.componentId,
      isActive: arvComponents.isActive,
      ingredients: arvComponents.ingredients,
      fixedDoseCombination: arvComponents.fixedDoseCombination,
    })
    .from(arvComponents)
    .where(inArray(arvComponents.componentId, ids));
  return new Map(rows.map((r) => [r.componentId, r]));
}

/** The ingredients of a regimen: those of its components, in order (regimenIngredients). */
export async function regimenIngredientsOf(
  db: Reader,
  regimenId: number,
): Promise<ReturnType<typeof regimenIngredients> | null> {
  const [regimen] = await db
    .select({
      c1: arvRegimens.component1Id,
      c2: arvRegimens.component2Id,
      c3: arvRegimens.component3Id,
      c4: arvRegimens.component4Id,
    })
    .from(arvRegimens)
    .where(eq(arvRegimens.regimenId, regimenId));
  if (!regimen) return null;
  const ids = [regimen.c1, regimen.c2, regimen.c3, regimen.c4].filter((id): id is number => id !== null);
  const rows = await componentRows(db, ids);
  return regimenIngredients(ids.flatMap((id) => rows.get(id) ?? []));
}

/** POST /Clinical/CheckRegimen: the chosen active components checked against the patient as the doctor knows them. */
export async function checkRegimenFor(
  db: Db,
  user: AuthUser,
  body: CheckRegimenBody,
  day: ClinicDay,
): Promise<RegimenCheckResult> {
  await assertMayRead(db, user, body.patientId);
  const rows = await componentRows(db, [...new Set(body.componentIds)]);
  const unknown = body.componentIds.filter((id) => !rows.get(id)?.isActive);
  if (unknown.length > 0) throw fieldError('componentIds', prescribingMessages.componentNotFound);
  const facts = await loadPatientFacts(db, body.patientId, day, user.role === 'Patient');
  if (!facts) throw notFound(prescribingMessages.patientNotFound);
  const regimen = regimenIngredients(body.componentIds.map((id) => rows.get(id) as ComponentRow));
  return checkRegimen({ ...regimen, ...patientCheckInput(facts, day.today) });
}

/** PUT /Clinical/CoMedications: the whole list, in catalogue order. */
export async function setCoMedications(
  db: Db,
  user: AuthUser,
  body: CoMedicationsBody,
): Promise<CoMedicationsItem> {
  await assertMayRead(db, user, body.patientId);
  const coMedications = CO_MEDICATION_CODES.filter((code) => body.coMedications.includes(code));
  await db.update(patients).set({ coMedications }).where(eq(patients.patientId, body.patientId));
  return { patientId: body.patientId, coMedications };
}

/** POST /Clinical/Weight: a weight measured today or earlier, recorded by the patient's doctor. */
export async function recordWeight(
  db: Db,
  user: AuthUser,
  body: WeightCreateBody,
  today: string,
): Promise<WeightItem> {
  await assertMayRead(db, user, body.patientId);
  refuseFuture(body.date, today, 'date', prescribingMessages.weightInFuture);
  const [row] = await db
    .insert(patientWeights)
    .values({
      patientId: body.patientId,
      doctorId: user.doctorId as number,
      measuredOn: body.date,
      weightKg: body.weightKg,
    })
    .returning({ date: patientWeights.measuredOn, weightKg: patientWeights.weightKg });
  if (!row) throw new Error('weight insert returned nothing');
  return row;
}
