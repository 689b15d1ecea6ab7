import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** Prepared statements by name, per database handle (each test app, each replica has its own). */
const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * The statement `name` of this database handle, prepared on first use: PostgreSQL then plans it once per
 * connection instead of on every call (a hot query's planning can cost more than running it).
 *
 * In a transaction, the statement is bound to the transaction's connection, which goes back to the pool at its
 * end: it is built again on each call, and the connection, which knows the name, still plans it only once.
 */
export function prepared<P>(db: Pick<Db, 'select'>, name: string, prepare: (name: string) => P): P {
  if (db instanceof PgTransaction) return prepare(name);
  let byName = statements.get(db as Db);
  if (!byName) {
    byName = new Map();
    statements.set(db as Db, byName);
  }
  let statement = byName.get(name) as P | undefined;
  if (!statement) {
    statement = prepare(name);
    byName.set(name, statement);
  }
  return statement;
}
