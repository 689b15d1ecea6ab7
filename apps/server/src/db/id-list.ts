import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `column = any(ids)` with the ids sent as one array parameter. drizzle's inArray sends one parameter per id, and
 * building and binding the query of a doctor's 500 patients that way took longer than the database took to answer
 * it (clinic/monitoring.ts worklist). The ids are integers the app read from the database.
 */
export function inIds(column: SQLWrapper, ids: readonly number[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;
}
