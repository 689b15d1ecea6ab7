import type { Role } from '@clinic/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { categories } from '../../../db/schema.js';
import { notFound } from '../../../lib/http-error.js';
import type { CategoryItem } from './schemas.js';

export const categoryNotFound = 'Không tìm thấy danh mục';

/** Content managers (permissions: A M S) see inactive content too; everyone else only active rows. */
const CONTENT_MANAGERS: readonly Role[] = ['Admin', 'Manager', 'Staff'];
export function seesInactiveContent(role: Role | undefined): boolean {
  return role !== undefined && CONTENT_MANAGERS.includes(role);
}

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
