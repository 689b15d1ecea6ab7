import {
  type CheckRegimenBody,
  CO_MEDICATION_CODES,
  type CoMedicationsBody,
  type CoMedicationsItem,
  checkRegimen,
  type HypersensitivitiesBody,
  type HypersensitivitiesItem,
  prescribingMessages,
  type RegimenCheckInput,
  type RegimenCheckResult,
  regimenIngredients,
  type WeightCreateBody,
  type WeightItem,
} from '@clinic/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { inIds } from '../db/id-list.js';
import { arvComponents, arvRegimens, patients, patientWeights } from '../db/schema.js';
import { fieldError, notFound } from '../lib/http-error.js';
import type { AuthUser } from '../plugins/auth.js';
import { assertMayRead, recordingDoctor } from './access.js';
import { type ClinicDay, loadPatientFacts, patientCheckInput, type Reader } from './patient-facts.js';
import { regimenTablets } from './regimens.js';

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

/** What the check reads of a regimen: its components' ingredients with their tablets, and its intakes a day. */
export type RegimenCheckPart = ReturnType<typeof regimenIngredients> &
  Pick<RegimenCheckInput, 'frequencyPerDay'>;

/** The ingredients of the components, in order, each component with its tablets per intake (regimenIngredients). */
function ingredientsOf(rows: Map<number, ComponentRow>, ids: number[], tablets: readonly number[] = []) {
  return regimenIngredients(
    ids.flatMap((id, index) => {
      const row = rows.get(id);
      return row ? [{ ...row, tabletsPerDose: tablets[index] ?? 1 }] : [];
    }),
  );
}

/** The ingredients of a regimen, its tablets and its intakes a day, as the check reads them. */
export async function regimenIngredientsOf(db: Reader, regimenId: number): Promise<RegimenCheckPart | null> {
  return (await regimenPartsOf(db, [regimenId])).get(regimenId) ?? null;
}

/**
 * regimenIngredientsOf for many regimens, or every regimen ('all': the worklist reads them beside its patients, before
 * it knows their current regimens), in two queries whatever their number; a regimen that does not exist is missing
 * from the map.
 */
export async function regimenPartsOf(
  db: Reader,
  regimenIds: number[] | 'all',
): Promise<Map<number, RegimenCheckPart>> {
  const parts = new Map<number, RegimenCheckPart>();
  if (regimenIds !== 'all' && regimenIds.length === 0) return parts;
  const regimens = await db
    .select({
      regimenId: arvRegimens.regimenId,
      c1: arvRegimens.component1Id,
      c2: arvRegimens.component2Id,
      c3: arvRegimens.component3Id,
      c4: arvRegimens.component4Id,
      ...regimenTablets,
      frequency: arvRegimens.frequency,
    })
    .from(arvRegimens)
    .where(regimenIds === 'all' ? undefined : inIds(arvRegimens.regimenId, regimenIds));
  const slotsOf = regimens.map((regimen) => {
    const slots = [
      [regimen.c1, regimen.component1Tablets],
      [regimen.c2, regimen.component2Tablets],
      [regimen.c3, regimen.component3Tablets],
      [regimen.c4, regimen.component4Tablets],
    ].filter((slot): slot is [number, number] => slot[0] !== null);
    return { regimen, slots };
  });
  const rows = await componentRows(db, [...new Set(slotsOf.flatMap(({ slots }) => slots.map(([id]) => id)))]);
  for (const { regimen, slots } of slotsOf) {
    parts.set(regimen.regimenId, {
      ...ingredientsOf(
        rows,
        slots.map(([id]) => id),
        slots.map(([, tablets]) => tablets),
      ),
      frequencyPerDay: regimen.frequency === 2 ? 2 : 1,
    });
  }
  return parts;
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
  const regimen = ingredientsOf(rows, body.componentIds, body.componentTablets);
  return checkRegimen({
    ...regimen,
    ...(body.frequencyPerDay ? { frequencyPerDay: body.frequencyPerDay } : {}),
    ...patientCheckInput(facts, day.today),
  });
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

/** PUT /Clinical/Hypersensitivities: the whole list, in the order of the ingredient codes, and HLA-B*5701. */
export async function setHypersensitivities(
  db: Db,
  user: AuthUser,
  body: HypersensitivitiesBody,
): Promise<HypersensitivitiesItem> {
  await assertMayRead(db, user, body.patientId);
  const { hypersensitivities, hlaB5701 } = body;
  await db
    .update(patients)
    .set({ hypersensitivities, hlaB5701 })
    .where(eq(patients.patientId, body.patientId));
  return { patientId: body.patientId, hypersensitivities, hlaB5701 };
}

/** POST /Clinical/Weight: a weight measured today or earlier, recorded by the patient's doctor. */
export async function recordWeight(
  db: Db,
  user: AuthUser,
  body: WeightCreateBody,
  today: string,
): Promise<WeightItem> {
  const doctorId = await recordingDoctor(db, user, body.patientId, {
    date: body.date,
    today,
    field: 'date',
    message: prescribingMessages.weightInFuture,
  });
  const [row] = await db
    .insert(patientWeights)
    .values({ patientId: body.patientId, doctorId, measuredOn: body.date, weightKg: body.weightKg })
    .returning({ date: patientWeights.measuredOn, weightKg: patientWeights.weightKg });
  if (!row) throw new Error('weight insert returned nothing');
  return row;
}
