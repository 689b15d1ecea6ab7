import type { Db } from './client.js';

/** Prepared statements by name, per database handle (each test app, each replica has its own). */
const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * The statement `name` of this database handle, prepared on first use: PostgreSQL then plans it once per
 * connection instead of on every call (a hot query's planning can cost more than running it).
 *
 * A transaction is a handle of its own: its statement is built again for it, bound to its connection, which still
 * plans the name only once however many transactions it serves.
 */
export function prepared<P>(db: Pick<Db, 'select'>, name: string, prepare: (name: string) => P): P {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as P | undefined;
  if (!statement) {
    statement = prepare(name);
    byName.set(name, statement);
  }
  return statement;
}
