import {
  type ArvRegimenItem,
  clinicalMessages,
  type RegimenCreateBody,
  regimenComponentIds,
  regimenComponentTablets,
} from '@clinic/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { arvComponents, arvRegimens } from '../db/schema.js';
import { badRequest } from '../lib/http-error.js';
import type { AuthUser } from '../plugins/auth.js';

type Executor = Pick<Db, 'select' | 'insert'>;

const c1 = alias(arvComponents, 'c1');
const c2 = alias(arvComponents, 'c2');
const c3 = alias(arvComponents, 'c3');
const c4 = alias(arvComponents, 'c4');

/** Tablets of each component per intake: what a regimen's item shows and the prescribing check reads. */
export const regimenTablets = {
  component1Tablets: arvRegimens.component1Tablets,
  component2Tablets: arvRegimens.component2Tablets,
  component3Tablets: arvRegimens.component3Tablets,
  component4Tablets: arvRegimens.component4Tablets,
};

/** What a regimen tells of itself, with its components' names: its item shows it, and so does each treatment on it. */
export const regimenTexts = {
  regimenName: arvRegimens.regimenName,
  description: arvRegimens.description,
  component1Name: c1.componentName,
  // Typed as what withComponentNames' left joins give: the query's row type is fixed before they are added.
  component2Name: sql<string | null>`${c2.componentName}`,
  component3Name: sql<string | null>`${c3.componentName}`,
  component4Name: sql<string | null>`${c4.componentName}`,
  usageInstructions: arvRegimens.usageInstructions,
  sideEffects: arvRegimens.sideEffects,
  frequency: arvRegimens.frequency,
};

/**
 * Adds the names of its components to a query that has `arvRegimens` (regimenTexts reads them); the first
 * component is required, the others may be absent.
 */
export function withComponentNames<T extends PgSelect>(query: T): T {
  return query
    .innerJoin(c1, eq(c1.componentId, arvRegimens.component1Id))
    .leftJoin(c2, eq(c2.componentId, arvRegimens.component2Id))
    .leftJoin(c3, eq(c3.componentId, arvRegimens.component3Id))
    .leftJoin(c4, eq(c4.componentId, arvRegimens.component4Id)) as unknown as T;
}

/** A regimen with the names of its components. */
export function selectRegimens(db: Pick<Db, 'select'>) {
  return withComponentNames(
    db
      .select({
        regimenId: arvRegimens.regimenId,
        component1Id: arvRegimens.component1Id,
        component2Id: arvRegimens.component2Id,
        component3Id: arvRegimens.component3Id,
        component4Id: arvRegimens.component4Id,
        ...regimenTablets,
        ...regimenTexts,
        suitableFor: arvRegimens.suitableFor,
        isCustomized: arvRegimens.isCustomized,
        isActive: arvRegimens.isActive,
      })
      .from(arvRegimens)
      .$dynamic(),
  );
}

/** Doctors prescribe only active regimens, so they only see those (permissions); A M S see all. */
export async function listRegimens(
  db: Db,
  opts: { includeInactive: boolean; isCustomized?: boolean },
): Promise<ArvRegimenItem[]> {
  const where: (SQL | undefined)[] = [
    opts.includeInactive ? undefined : eq(arvRegimens.isActive, true),
    opts.isCustomized === undefined ? undefined : eq(arvRegimens.isCustomized, opts.isCustomized),
  ];
  return selectRegimens(db)
    .where(and(...where))
    .orderBy(asc(arvRegimens.regimenId));
}

/**
 * A custom regimen. The body's shape (order, count, frequency) is checked by the contract; here each
 * component must exist and be active. A doctor's regimen is always customised and signed with their id.
 */
export async function createRegimen(
  db: Db,
  body: RegimenCreateBody,
  user: AuthUser,
): Promise<ArvRegimenItem> {
  const ids = regimenComponentIds(body);
  const tablets = regimenComponentTablets(body);
  return db.transaction(async (tx) => {
    await assertActiveComponents(tx, body);
    const isDoctor = user.role === 'Doctor';
    const [row] = await tx
      .insert(arvRegimens)
      .values({
        regimenName: body.regimenName,
        component1Id: ids[0] as number,
        component2Id: ids[1] ?? null,
        component3Id: ids[2] ?? null,
        component4Id: ids[3] ?? null,
        component1Tablets: tablets[0] ?? 1,
        component2Tablets: tablets[1] ?? 1,
        component3Tablets: tablets[2] ?? 1,
        component4Tablets: tablets[3] ?? 1,
        description: body.description,
        suitableFor: body.suitableFor,
        sideEffects: body.sideEffects,
        usageInstructions: body.usageInstructions,
        frequency: body.frequency,
        isCustomized: isDoctor ? true : (body.isCustomized ?? false),
        isActive: isDoctor ? true : (body.isActive ?? true),
        createdByDoctorId: isDoctor ? user.doctorId : null,
      })
      .returning({ regimenId: arvRegimens.regimenId });
    const [item] = await selectRegimens(tx).where(eq(arvRegimens.regimenId, row?.regimenId ?? 0));
    if (!item) throw new Error('regimen not readable after insert');
    return item;
  });
}

/** 400 with the field of each component that is missing or inactive. */
async function assertActiveComponents(tx: Executor, body: RegimenCreateBody): Promise<void> {
  const ids = regimenComponentIds(body);
  const rows = await tx
    .select({ componentId: arvComponents.componentId })
    .from(arvComponents)
    .where(and(inArray(arvComponents.componentId, ids), eq(arvComponents.isActive, true)));
  const active = new Set(rows.map((r) => r.componentId));
  const fieldErrors: Record<string, string[]> = {};
  for (const key of ['component1Id', 'component2Id', 'component3Id', 'component4Id'] as const) {
    const id = body[key];
    if (id !== null && !active.has(id)) fieldErrors[key] = [clinicalMessages.componentInactive];
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw badRequest(clinicalMessages.componentInactive, fieldErrors);
  }
}
