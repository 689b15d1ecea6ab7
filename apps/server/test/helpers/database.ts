import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client.js';

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or a brand-new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export async function freshDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    return database;
  }
  const name = `clinic_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/**
 * Drops a test database once its connections are gone. pool.end() resolves once its clients are asked to end,
 * not when they have: dropping "with (force)" at once would kill a connection still saying goodbye, and its
 * FATAL error would surface as an uncaught one.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: serverUrl });
  await dropper.connect();
  for (let i = 0; i < 100; i += 1) {
    const { rows } = await dropper.query(
      'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await dropper.query(`drop database if exists ${name} with (force)`);
  await dropper.end();
}
