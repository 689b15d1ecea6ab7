import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { CHANGES_CHANNEL, type ChangeFeed, type Connect, changeFeed } from './change-feed.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a db.transaction callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An arbitrary constant naming the migration lock among the advisory locks of the database. */
const MIGRATION_LOCK_KEY = 724_310_001;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The committed changes this process hears of (db/change-feed.ts); it listens from its first use. */
  changes: ChangeFeed;
  /** Applies the committed migrations (the same files on both engines). */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The embedded database's files as one archive (PGlite only), which `loadDataDir` starts a copy from. */
  dumpDataDir?(): Promise<Blob>;
}

/** PostgreSQL when a URL is given, otherwise PGlite in dataDir (or in memory when dataDir is null). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string | null;
  /** An in-memory embedded database starting as a copy of this archive (tests: a migrated template). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // No JIT: the app's queries take milliseconds, and compiling one whose estimate passes jit_above_cost took
    // longer than running it (30-40 ms of the whole clinic's tracing list). No parallel workers either: starting
    // them cost more than they saved, the whole clinic's reads run their own parts side by side (decisions/0030),
    // and a patient's count of results once the planner chose two workers for it took 70 ms instead of 3 (on two
    // cores at 1,000,000 appointments). A URL's own `options` still win. An idle connection is kept for a minute
    // instead of pg's 10 s: a new one has no statement prepared and its backend no cache loaded yet, and after 10 s
    // without a request (bench/mixed.ts loads a bare Fastify meanwhile) the next burst was served by fresh ones.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      idleTimeoutMillis: 60_000,
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const changes = changeFeed(listenOnServer(opts.databaseUrl));
    return {
      db,
      kind: 'postgres',
      changes,
      migrate: async () => {
        // Replicas start together: one applies the migrations while the others wait, then find nothing to do.
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migrateNodePg(db as never, { migrationsFolder: migrationsDir() });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          lock.release();
        }
      },
      ping: () => answers(() => pool.query('select 1')),
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  // pg_trgm backs the account lists' substring search (migration 0005) and unaccent the lists' accent-blind
  // search (migration 0008), as on the PostgreSQL server.
  const options: PGliteOptions = { extensions: { pg_trgm, unaccent } };
  const client = opts.dataDir
    ? new PGlite(opts.dataDir, options)
    : new PGlite(opts.loadDataDir ? { ...options, loadDataDir: opts.loadDataDir } : options);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const changes = changeFeed(listenEmbedded(client));
  return {
    db,
    kind: 'pglite',
    changes,
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir() }),
    ping: () => answers(() => client.query('select 1')),
    close: async () => {
      await changes.close();
      await client.close();
    },
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

/**
 * PostgreSQL signals the listening sessions during the commit itself from version 15 on; before, a writer signalled
 * them later, from its main loop: for a commit inside a procedure only at the end of the command, and never from a
 * background worker.
 */
const MIN_LISTENING_SERVER_VERSION = 150_000;

/**
 * A connection of its own that listens for the changes. PostgreSQL (15 and later) signals the listening sessions
 * while a writer commits, before the writer hears that it did, and a session hands over the notifications it was
 * signalled of before it says it is ready for the next statement: once a trivial query on this connection is
 * answered, every change committed before it was sent has been received. An older server gives no such order: the
 * feed does not listen there, and every request reads the database.
 */
function listenOnServer(connectionString: string): Connect {
  return async (received, lost) => {
    // Named, so that an administrator can tell it in pg_stat_activity.
    const client = new pg.Client({ connectionString, application_name: 'clinic change feed' });
    client.on('notification', (message) => received(message.payload ?? ''));
    client.on('error', lost);
    client.on('end', lost);
    const giveUp = async () => {
      client.removeListener('end', lost);
      await client.end().catch(() => undefined);
    };
    try {
      await client.connect();
      const { rows } = await client.query<{ version: number }>(
        `select current_setting('server_version_num')::int as version`,
      );
      if ((rows[0]?.version ?? 0) < MIN_LISTENING_SERVER_VERSION) {
        await giveUp();
        return null;
      }
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      await giveUp();
      throw error;
    }
    return {
      sync: async () => {
        await client.query('select 1');
      },
      close: async () => {
        client.removeListener('end', lost);
        await client.end();
      },
    };
  };
}

/**
 * The embedded database is one session in this process: it hands over the notifications of a statement as that
 * statement completes, and runs statements one after the other, so any statement's answer comes after them.
 */
function listenEmbedded(client: PGlite): Connect {
  return async (received) => {
    const unlisten = await client.listen(CHANGES_CHANNEL, received);
    return {
      sync: async () => {
        await client.query('select 1');
      },
      close: () => unlisten(),
    };
  };
}

/** Whether the database answered a trivial query (a failure to answer is the answer, not an error). */
async function answers(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query();
    return true;
  } catch {
    return false;
  }
}

function migrationsDir(): string {
  // Works from src/ (tsx, vitest) and from dist/src/ (built): the folder sits beside package.json.
  const here = fileURLToPath(import.meta.url);
  const root = here.includes('/dist/') ? here.split('/dist/')[0] : here.split('/src/')[0];
  return `${root}/drizzle`;
}
