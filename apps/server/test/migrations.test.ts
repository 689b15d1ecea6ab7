import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { freshDatabase } from './helpers/database.js';

const journal = JSON.parse(
  readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { tag: string; when: number }[] };

let database: Database;
beforeAll(async () => {
  // freshDatabase() applies the migrations once, on a brand-new database.
  database = await freshDatabase();
});
afterAll(() => database.close());

const rowsOf = async (query: ReturnType<typeof sql>) => {
  const res = (await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return res.rows;
};

describe('migrations', () => {
  it('apply every committed migration to a fresh database', async () => {
    const applied = await rowsOf(sql`select hash from drizzle.__drizzle_migrations`);
    expect(applied).toHaveLength(journal.entries.length);
    const tables = (
      await rowsOf(sql`select table_name from information_schema.tables where table_schema = 'public'`)
    ).map((r) => r.table_name);
    for (const name of [
      'users',
      'patients',
      'doctors',
      'appointments',
      'test_results',
      'treatments',
      'email_outbox',
    ]) {
      expect(tables).toContain(name);
    }
  });

  it('are dated in their order, or a database migrated up to one would skip the next', async () => {
    // The migrator applies only the entries dated after the last one a database holds.
    const whens = journal.entries.map((entry) => entry.when);
    expect(whens).toEqual([...whens].sort((x, y) => x - y));
    expect(new Set(whens).size).toBe(whens.length);
  });

  it('are a no-op the second time', async () => {
    const before = await rowsOf(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id`,
    );
    await database.migrate();
    const after = await rowsOf(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id`,
    );
    expect(after).toEqual(before);
  });

  it('leave no function that a trigger runs in SQL, planned again on every call (migration 0035)', async () => {
    // The functions the triggers call on each write: a SQL function's statements are planned on every call.
    const functions = await rowsOf(sql`select p.proname as name, l.lanname as language from pg_proc p
      join pg_language l on l.oid = p.prolang
      where p.pronamespace = 'public'::regnamespace and p.prorettype = 'void'::regtype`);
    expect(functions.map((f) => f.name)).toEqual(
      expect.arrayContaining(['patient_visits_sync', 'arv_dispenses_sync', 'patient_courses_sync']),
    );
    expect(functions.filter((f) => f.language === 'sql')).toEqual([]);
  });

  it('create the constraints the booking rules rely on', async () => {
    const indexes = (
      await rowsOf(sql`select indexname from pg_indexes where tablename = 'appointments'`)
    ).map((r) => r.indexname);
    expect(indexes).toEqual(
      expect.arrayContaining(['appointments_doctor_slot_uq', 'appointments_patient_slot_uq']),
    );
    const checks = (
      await rowsOf(
        sql`select conname from pg_constraint where conrelid = 'appointments'::regclass and contype = 'c'`,
      )
    ).map((r) => r.conname);
    expect(checks).toEqual(
      expect.arrayContaining(['appointments_test_type_ck', 'appointments_whole_hour_ck']),
    );
  });
});
