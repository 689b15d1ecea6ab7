import {
  type ArvComponentItem,
  type arvComponentCreateBody,
  clinicalMessages,
  ruleUnitError,
  type TestTypeItem,
  type testTypeCreateBody,
} from '@clinic/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.js';
import { arvComponents, testTypes } from '../db/schema.js';
import { conflict, fieldError, notFound } from '../lib/http-error.js';

/** The master-data tables read here: each row has an id and an isActive flag, which deletion clears. */
type MasterTable = typeof testTypes | typeof arvComponents;

/** A table's rows in id order; only the active ones unless includeInactive. */
async function listRows<T extends MasterTable>(
  db: Db,
  table: T,
  id: PgColumn,
  includeInactive: boolean,
): Promise<T['$inferSelect'][]> {
  return db
    .select()
    .from(table as MasterTable)
    .where(includeInactive ? undefined : eq(table.isActive, true))
    .orderBy(asc(id));
}

/** One row by id; an inactive one is answered as missing to anyone who may not see it. */
async function getRow<T extends MasterTable>(
  db: Db,
  table: T,
  idColumn: PgColumn,
  id: number,
  includeInactive: boolean,
  missing: string,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as MasterTable)
    .where(eq(idColumn, id));
  if (!row || (!row.isActive && !includeInactive)) throw notFound(missing);
  return row;
}

/** Inserts a row and answers it whole; `what` names the row in the error of an insert that answers nothing. */
async function insertRow<T extends MasterTable>(
  db: Db | Tx,
  table: T,
  input: T['$inferInsert'],
  what: string,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .insert(table as MasterTable)
    .values(input)
    .returning();
  if (!row) throw new Error(`${what} insert returned nothing`);
  return row;
}

/**
 * Rewrites a row's fields; isActive false is its deletion, absent keeps the flag. A row that is not there is a
 * 404 with `missing`.
 */
async function updateRow<T extends MasterTable>(
  db: Db | Tx,
  table: T,
  idColumn: PgColumn,
  id: number,
  input: Partial<T['$inferInsert']> & { isActive?: boolean | undefined },
  missing: string,
): Promise<T['$inferSelect']> {
  const { isActive, ...fields } = input;
  const [row] = await db
    .update(table as MasterTable)
    .set({ ...fields, ...(isActive !== undefined && { isActive }) })
    .where(eq(idColumn, id))
    .returning();
  if (!row) throw notFound(missing);
  return row;
}

export const listTestTypes = (db: Db, includeInactive: boolean): Promise<TestTypeItem[]> =>
  listRows(db, testTypes, testTypes.testTypeId, includeInactive);

export const getTestType = (db: Db, id: number, includeInactive: boolean): Promise<TestTypeItem> =>
  getRow(db, testTypes, testTypes.testTypeId, id, includeInactive, clinicalMessages.testTypeNotFound);

export type TestTypeInput = z.output<typeof testTypeCreateBody>;

export const createTestType = (db: Db, input: TestTypeInput): Promise<TestTypeItem> =>
  insertRow(db, testTypes, input, 'test type');

/**
 * The whole type is rewritten; isActive false is its deletion, absent keeps the flag. A body without a kind keeps
 * the stored one, whose unit must then still be one the rules read it in (ruleUnitError; 400 on `unit`).
 */
export async function updateTestType(
  db: Db,
  testTypeId: number,
  input: Omit<TestTypeInput, 'isActive'> & { isActive?: boolean | undefined },
): Promise<TestTypeItem> {
  return db.transaction(async (tx) => {
    if (input.kind === undefined) {
      const [stored] = await tx
        .select({ kind: testTypes.kind })
        .from(testTypes)
        .where(eq(testTypes.testTypeId, testTypeId))
        .for('update');
      const error = stored && ruleUnitError(stored.kind, input.unit);
      if (error) throw fieldError('unit', error);
    }
    return updateRow(
      tx,
      testTypes,
      testTypes.testTypeId,
      testTypeId,
      input,
      clinicalMessages.testTypeNotFound,
    );
  });
}

export const listComponents = (db: Db, includeInactive: boolean): Promise<ArvComponentItem[]> =>
  listRows(db, arvComponents, arvComponents.componentId, includeInactive);

export const getComponent = (db: Db, id: number, includeInactive: boolean): Promise<ArvComponentItem> =>
  getRow(
    db,
    arvComponents,
    arvComponents.componentId,
    id,
    includeInactive,
    clinicalMessages.componentNotFound,
  );

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
    return insertRow(tx, arvComponents, input, 'component');
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
    return updateRow(
      tx,
      arvComponents,
      arvComponents.componentId,
      componentId,
      input,
      clinicalMessages.componentNotFound,
    );
  });
}
