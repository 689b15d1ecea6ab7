import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, type Db, openDatabase } from '../../src/db/client.js';

/**
 * A freshly migrated database for one test file: an in-memory PGlite by default, or a brand-new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close). Both start as a copy of the template that
 * test/global-setup.ts migrated once for the whole run.
 */
export async function freshDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const archive = inject('templateArchive');
    const database = await openDatabase({
      dataDir: null,
      ...(archive && { loadDataDir: new Blob([readFileSync(archive)]) }),
    });
    await database.migrate();
    return database;
  }
  const name = `clinic_test_${randomBytes(6).toString('hex')}`;
  const template = inject('templateDatabase');
  const url = await createDatabase(serverUrl, name, template);
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  await database.migrate();
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** Creates a database on the server (empty, or a copy of `template`) and answers its URL. */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return databaseUrl(serverUrl, name);
}

/** The URL of another database on the same server. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Waits until no one is connected to a database. pool.end() resolves once its clients are asked to end, not
 * when they have: dropping "with (force)" at once would kill a connection still saying goodbye, and its FATAL
 * error would surface as an uncaught one; copying a template needs it unused.
 */
export async function untilUnused(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let i = 0; i < 100; i += 1) {
      const { rows } = await client.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}

/** Drops a test database once its connections are gone. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await untilUnused(serverUrl, name);
  const dropper = new pg.Client({ connectionString: serverUrl });
  await dropper.connect();
  await dropper.query(`drop database if exists ${name} with (force)`);
  await dropper.end();
}

/** The rows of a table whose column holds a value: what a test reads back to see what a call wrote. */
export function rowsWhere<T extends PgTable>(db: Db, table: T, column: PgColumn, value: unknown) {
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(column, value));
  return query as unknown as Promise<T['$inferSelect'][]>;
}

/** Inserts one row and answers it as stored (with its generated id and defaults). */
export async function insertRow<T extends PgTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = (await db
    .insert(table as PgTable)
    .values(values as never)
    .returning()) as T['$inferSelect'][];
  if (!row) throw new Error(`insert into ${getTableName(table)} answered no row`);
  return row;
}
