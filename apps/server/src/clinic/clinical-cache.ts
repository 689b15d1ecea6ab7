import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { dataVersions } from '../db/schema.js';

/** Answers a replica keeps at most; the least recently read goes first. */
const MAX_ENTRIES = 2000;

interface Kept {
  version: number;
  entries: Map<string, Promise<unknown>>;
}

/** What each database handle (each replica, each test app) keeps; it goes with the handle. */
const kept = new WeakMap<Db, Kept>();

const clinicalVersion = (db: Db) =>
  prepared(db, 'clinical_data_version', (name) =>
    db
      .select({ version: dataVersions.version })
      .from(dataVersions)
      .where(eq(dataVersions.name, 'clinical'))
      .prepare(name),
  );

/**
 * The answer of a clinical read that costs too much to compute on every request (docs/decisions/0012), kept by
 * this replica for the clinical data version it was computed at.
 *
 * Every transaction that writes a table the cached reads depend on bumps `data_versions.clinical` as it commits
 * (a deferred trigger per table, migration 0007), so the version moves atomically with the data, whoever wrote
 * it. A read first fetches the version (one row by primary key, prepared), then answers what this replica keeps
 * under `key` for that version, or computes and keeps it. The version is read before the answer is computed, so
 * an answer is never older than its version: a write committed in between can only make it newer.
 *
 * `key` must name everything the answer depends on besides the data (the caller's scope, the day, the period).
 * Concurrent reads of one key share one computation; a failed one is not kept. Callers must not change what they
 * receive: later reads receive the same object.
 */
export async function cachedRead<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  const [row] = await clinicalVersion(db).execute();
  // Without its row (migration 0007 inserts it) the version could not move: nothing may be kept.
  if (!row) return compute();
  const { version } = row;
  let mine = kept.get(db);
  if (!mine || version > mine.version) {
    mine = { version, entries: new Map() };
    kept.set(db, mine);
  }
  // An older version than the one kept: this reply was overtaken by a newer one (another connection answered
  // first). Its answer is computed and not kept.
  if (version < mine.version) return compute();
  const { entries } = mine;
  const known = entries.get(key);
  if (known) {
    // A Map iterates in insertion order: moved to the end, the least recently read entry stays first.
    entries.delete(key);
    entries.set(key, known);
    return known as Promise<T>;
  }
  const computed = compute();
  entries.set(key, computed);
  computed.catch(() => {
    if (entries.get(key) === computed) entries.delete(key);
  });
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  return computed;
}
