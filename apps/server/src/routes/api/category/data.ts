import type { CategoryItem } from '@clinic/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { categories } from '../../../db/schema.js';
import { notFound } from '../../../lib/http-error.js';

export const categoryNotFound = 'Không tìm thấy danh mục';

type CategoryRow = typeof categories.$inferSelect;

function toItem(row: CategoryRow): CategoryItem {
  return {
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    isActive: row.isActive,
    category_id: row.categoryId,
    category_name: row.categoryName,
  };
}

export async function listCategories(db: Db, includeInactive: boolean): Promise<CategoryItem[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(includeInactive ? undefined : eq(categories.isActive, true))
    .orderBy(asc(categories.categoryId));
  return rows.map(toItem);
}

/** An inactive category is answered as missing to anyone who may not see it. */
export async function getCategory(db: Db, id: number, includeInactive: boolean): Promise<CategoryItem> {
  const [row] = await db.select().from(categories).where(eq(categories.categoryId, id));
  if (!row || (!row.isActive && !includeInactive)) throw notFound(categoryNotFound);
  return toItem(row);
}

export async function createCategory(
  db: Db,
  input: { categoryName: string; isActive: boolean },
): Promise<CategoryItem> {
  const [row] = await db.insert(categories).values(input).returning();
  if (!row) throw new Error('category insert returned nothing');
  return toItem(row);
}

/** Deleting a category is an update with isActive false: its articles leave the public. */
export async function updateCategory(
  db: Db,
  input: { categoryId: number; categoryName: string; isActive: boolean },
): Promise<CategoryItem> {
  const [row] = await db
    .update(categories)
    .set({ categoryName: input.categoryName, isActive: input.isActive })
    .where(eq(categories.categoryId, input.categoryId))
    .returning();
  if (!row) throw notFound(categoryNotFound);
  return toItem(row);
}
