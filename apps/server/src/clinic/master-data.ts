import {
  type ArvComponentItem,
  type arvComponentCreateBody,
  clinicalMessages,
  type TestTypeItem,
  type testTypeCreateBody,
} from '@clinic/contract';
import { and, asc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.js';
import { arvComponents, testTypes } from '../db/schema.js';
import { conflict, notFound } from '../lib/http-error.js';

const testTypeColumns = getTableColumns(testTypes);

export async function listTestTypes(db: Db, includeInactive: boolean): Promise<TestTypeItem[]> {
  return db
    .select(testTypeColumns)
    .from(testTypes)
    .where(includeInactive ? undefined : eq(testTypes.isActive, true))
    .orderBy(asc(testTypes.testTypeId));
}

/** An inactive test type is answered as missing to anyone who may not see it. */
export async function getTestType(db: Db, id: number, includeInactive: boolean): Promise<TestTypeItem> {
  const [row] = await db.select(testTypeColumns).from(testTypes).where(eq(testTypes.testTypeId, id));
  if (!row || (!row.isActive && !includeInactive)) throw notFound(clinicalMessages.testTypeNotFound);
  return row;
}

export type TestTypeInput = z.output<typeof testTypeCreateBody>;

export async function createTestType(db: Db, input: TestTypeInput): Promise<TestTypeItem> {
  const [row] = await db.insert(testTypes).values(input).returning(testTypeColumns);
  if (!row) throw new Error('test type insert returned nothing');
  return row;
}

/** The whole type is rewritten; isActive false is its deletion, absent keeps the flag. */
export async function updateTestType(
  db: Db,
  testTypeId: number,
  input: Omit<TestTypeInput, 'isActive'> & { isActive?: boolean | undefined },
): Promise<TestTypeItem> {
  const { isActive, ...fields } = input;
  const [row] = await db
    .update(testTypes)
    .set({ ...fields, ...(isActive !== undefined && { isActive }) })
    .where(eq(testTypes.testTypeId, testTypeId))
    .returning(testTypeColumns);
  if (!row) throw notFound(clinicalMessages.testTypeNotFound);
  return row;
}

const componentColumns = getTableColumns(arvComponents);

export async function listComponents(db: Db, includeInactive: boolean): Promise<ArvComponentItem[]> {
  return db
    .select(componentColumns)
    .from(arvComponents)
    .where(includeInactive ? undefined : eq(arvComponents.isActive, true))
    .orderBy(asc(arvComponents.componentId));
}

export async function getComponent(db: Db, id: number, includeInactive: boolean): Promise<ArvComponentItem> {
  const [row] = await db
    .select(componentColumns)
    .from(arvComponents)
    .where(eq(arvComponents.componentId, id));
  if (!row || (!row.isActive && !includeInactive)) throw notFound(clinicalMessages.componentNotFound);
  return row;
}

export type ComponentInput = z.output<typeof arvComponentCreateBody>;

/** Serialises the writes of components, so that two concurrent saves of one name cannot both pass the check. */
const COMPONENT_WRITE_LOCK = 7_253_002;

/** Component names are unique regardless of case (and of the surrounding spaces, which the body trims). */
async function assertNameFree(tx: Tx, componentName: string, exceptId?: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${COMPONENT_WRITE_LOCK})`);
  const [taken] = await tx
    .select({ id: arvComponents.componentId })
    .from(arvComponents)
    .where(
      and(
        sql`lower(${arvComponents.componentName}) = lower(${componentName})`,
        exceptId === undefined ? undefined : ne(arvComponents.componentId, exceptId),
      ),
    )
    .limit(1);
  if (taken) {
    throw conflict(clinicalMessages.componentExists, { componentName: [clinicalMessages.componentExists] });
  }
}

export async function createComponent(db: Db, input: ComponentInput): Promise<ArvComponentItem> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, input.componentName);
    const [row] = await tx.insert(arvComponents).values(input).returning(componentColumns);
    if (!row) throw new Error('component insert returned nothing');
    return row;
  });
}

/**
 * Rewrites name and description; isActive false is the deletion: the component leaves the
 * doctors' lists and new regimens, while the regimens that already use it keep showing its name.
 */
export async function updateComponent(
  db: Db,
  componentId: number,
  input: Omit<ComponentInput, 'isActive'> & { isActive?: boolean | undefined },
): Promise<ArvComponentItem> {
  return db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: arvComponents.componentId })
      .from(arvComponents)
      .where(eq(arvComponents.componentId, componentId));
    if (!exists) throw notFound(clinicalMessages.componentNotFound);
    await assertNameFree(tx, input.componentName, componentId);
    const { isActive, ...fields } = input;
    const [row] = await tx
      .update(arvComponents)
      .set({ ...fields, ...(isActive !== undefined && { isActive }) })
      .where(eq(arvComponents.componentId, componentId))
      .returning(componentColumns);
    if (!row) throw notFound(clinicalMessages.componentNotFound);
    return row;
  });
}
