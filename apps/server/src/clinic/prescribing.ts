import {
  type CheckRegimenBody,
  CO_MEDICATION_CODES,
  type CoMedicationsBody,
  type CoMedicationsItem,
  checkRegimen,
  prescribingMessages,
  type RegimenCheckResult,
  regimenIngredients,
  type WeightCreateBody,
  type WeightItem,
} from '@clinic/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { arvComponents, arvRegimens, patients, patientWeights } from '../db/schema.js';
import { fieldError, notFound, refuseFuture } from '../lib/http-error.js';
import type { AuthUser } from '../plugins/auth.js';
import { assertMayRead } from './access.js';
import { type ClinicDay, loadPatientFacts, patientCheckInput, type Reader } from './patient-facts.js';

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
