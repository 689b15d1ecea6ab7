import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { prepared } from '../src/db/prepared.js';
import { freshDatabase } from './helpers/database.js';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('prepared', () => {
  it('prepares a statement once per database handle, and again for each transaction', async () => {
    const { db } = database;
    let built = 0;
    // What the transaction set on its own connection, read by the prepared statement.
    const markSeen = (handle: Parameters<typeof prepared>[0]) =>
      prepared(handle, 'prepared_test_mark', (name) => {
        built += 1;
        return handle
          .select({ mark: sql<string | null>`nullif(current_setting('clinic.test_mark', true), '')` })
          .from(sql`(values (1)) as one (n)`)
          .where(sql`one.n > ${sql.placeholder('after')}`)
          .prepare(name);
      }).execute({ after: -1 });

    await markSeen(db);
    await markSeen(db);
    expect(built).toBe(1);

    // Each transaction's statement runs on that transaction's connection: a statement kept from an earlier
    // transaction would run on a connection given back to the pool, which has no mark.
    for (const mark of ['a', 'b']) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('clinic.test_mark', ${mark}, true)`);
        const [row] = await markSeen(tx);
        expect(row?.mark).toBe(mark);
      });
    }
    expect(built).toBe(3);
  });
});
