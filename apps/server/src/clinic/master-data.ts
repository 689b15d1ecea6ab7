import { type ArvComponentItem, clinicalMessages, type Role, type TestTypeItem } from '@clinic/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { arvComponents, testTypes } from '../db/schema.js';
import { notFound } from '../lib/http-error.js';

/** Master data is managed by Admin, Manager and Staff (design 5): they see inactive rows too. */
const MASTER_DATA_MANAGERS: readonly Role[] = ['Admin', 'Manager', 'Staff'];
export function seesInactiveMasterData(role: Role): boolean {
  return MASTER_DATA_MANAGERS.includes(role);
}

const testTypeColumns = {
  testTypeId: testTypes.testTypeId,
  testTypeName: testTypes.testTypeName,
  unit: testTypes.unit,
  normalRange: testTypes.normalRange,
  isActive: testTypes.isActive,
};

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

const componentColumns = {
  componentId: arvComponents.componentId,
  componentName: arvComponents.componentName,
  description: arvComponents.description,
  isActive: arvComponents.isActive,
};

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
