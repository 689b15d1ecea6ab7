import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, seedScale } from '../bench/seed-scale.js';
import type { Database } from '../src/db/client.js';
import { freshDatabase } from './helpers/database.js';

/**
 * The benchmarks' seed writes the copies the triggers keep in bulk, with the triggers off, instead of row by row
 * (bench/seed-scale.ts): what it writes must be what the triggers' own functions derive, or the benchmarks measure
 * reads of data the app could never hold.
 */

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  await seedScale(database, '2026-06-15', { doctors: 3, patients: 40, appointments: 1200 });
});
afterAll(() => database.close());

/** Each copy, read in a fixed order. */
const COPIES = {
  arv_dispenses: sql`select * from arv_dispenses order by treatment_id, refill_id nulls first`,
  viral_load_samples: sql`select * from viral_load_samples order by test_result_id`,
  patient_visits: sql`select * from patient_visits order by patient_id`,
  patient_supplies: sql`select * from patient_supplies order by patient_id`,
  patient_viral_loads: sql`select * from patient_viral_loads order by patient_id`,
  patient_references: sql`select * from patient_references order by patient_id`,
  patient_courses: sql`select * from patient_courses order by patient_id`,
};

const read = async () =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(COPIES).map(async ([name, query]) => [name, await rows(database, query)] as const),
    ),
  );

describe("the benchmarks' seed", () => {
  it('writes every copy as the triggers derive it', async () => {
    const seeded = await read();
    expect((seeded.patient_viral_loads as unknown[]).length).toBeGreaterThan(0);
    expect((seeded.patient_references as unknown[]).length).toBeGreaterThan(0);
    // Derived again by the functions the triggers run, each over every key it has.
    for (const statement of [
      sql`select arv_dispenses_sync(treatment_id) from treatments`,
      sql`select viral_load_samples_sync(test_result_id) from test_results`,
      sql`select patient_visits_sync(patient_id) from patients`,
      sql`select patient_supplies_sync(patient_id) from patients`,
      sql`select patient_viral_loads_sync(patient_id) from patients`,
      sql`select patient_references_sync(patient_id) from patients`,
      sql`select patient_courses_sync(array(select patient_id from patients))`,
    ])
      await database.db.execute(statement);
    const derived = await read();
    // A patient derived with no viral load keeps a row with empty arrays, which the seed has no reason to write.
    derived.patient_viral_loads = (derived.patient_viral_loads as { sample_days: number[] }[]).filter(
      (row) => row.sample_days.length > 0,
    );
    expect(seeded).toEqual(derived);
  });
});
