/**
 * Batch import of laboratory results at the target scale (seed-scale.ts: 200 doctors, 100,000 patients,
 * 1,000,000 appointments): 5,000 collected specimens of confirmed lab tests get their viral load from one CSV sent
 * by a laboratory's connection to POST /api/Lab/Import through the real app (app.inject: the key check, parsing,
 * matching, the results written with their access-log events). Prints rows per second for the first import and for
 * the same file again (every row a duplicate), then removes what it added. Not a test: it only reports figures.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_KEEP=bench_mixed \
 *     npx tsx apps/server/bench/lab-import.ts
 *   BENCH_SCALE=0.01 npx tsx apps/server/bench/lab-import.ts     # embedded, at 1 % of the scale
 *
 * BENCH_ROWS sets the file's rows (default 5,000).
 */
import { specimenCode } from '@clinic/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { createLabConnection } from '../src/lab/connections.js';
import { benchScale, prepareInProcess } from './harness.js';
import { openBenchDatabase, rows } from './seed-scale.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 5_000);
const scale = benchScale({ doctors: 1, patients: 1, appointments: 1 });
/** The bench's appointments lie on days no seeded one does, so that no slot is taken twice. */
const FIRST_DAY = '2001-01-01';

const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL, process.env.BENCH_KEEP);
const { database } = bench;
try {
  const { config } = await prepareInProcess(database, scale);
  const [counts] = await rows<{ appointments: number; results: number }>(
    database,
    sql`select (select count(*)::int from appointments) appointments, (select count(*)::int from test_results) results`,
  );
  console.log(`database: ${bench.label}, ${JSON.stringify(counts)}`);

  const [vl] = await rows<{ id: number }>(
    database,
    sql`select test_type_id id from test_types where kind = 'viralLoad' order by test_type_id limit 1`,
  );
  const [admin] = await rows<{ id: number }>(
    database,
    sql`select user_id id from users where role = 'Admin' limit 1`,
  );
  // ROWS confirmed lab tests on past days, spread over the doctors and patients, each with its specimen.
  const created = await rows<{ appointment_id: number }>(
    database,
    sql`with d as (select array_agg(doctor_id order by doctor_id) ids from doctors),
             p as (select array_agg(patient_id order by patient_id) ids from patients)
        insert into appointments (patient_id, doctor_id, appointment_date, appointment_time, appointment_type,
                                  test_type_id, status)
        select p.ids[1 + k % array_length(p.ids, 1)], d.ids[1 + k % array_length(d.ids, 1)],
               ${FIRST_DAY}::date + k / 10, make_time(8 + k % 10, 0, 0), 'Medication', ${vl?.id}, 'Confirmed'
        from generate_series(0, ${ROWS - 1}) k, d, p
        returning appointment_id`,
  );
  const ids = created.map((r) => r.appointment_id).sort((a, b) => a - b);
  const codes = ids.map((_, i) => specimenCode(2001, i + 1));
  await database.db.execute(sql`
    insert into specimens (appointment_id, specimen_code, collected_at, collected_by)
    select a, c, now() - interval '1 day', ${admin?.id}
    from unnest(${sql.raw(`array[${ids.join(',')}]::int[]`)}, ${sql.raw(`array['${codes.join("','")}']::text[]`)}) as u(a, c)`);

  const csv = `ma_mau,xet_nghiem,ket_qua,don_vi\n${codes
    // English grouping; never a round thousand, which either grouping reads alike and the pipeline holds.
    .map((code, i) => `${code},VL,"${((((i * 7919) % 90_000) | 1) + 20).toLocaleString('en-US')}",copies/mL`)
    .join('\n')}\n`;

  const app = await buildApp({ config, database, mailTransport: { send: async () => undefined } });
  await app.ready();
  try {
    const { key } = await createLabConnection(database.db, 'Bench', admin?.id as number);
    for (const label of ['first import', 'same file again']) {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/Lab/Import',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv' },
        payload: csv,
      });
      const seconds = (performance.now() - started) / 1000;
      const body = res.json() as { data: { counts: Record<string, number> } };
      console.log(
        `${label}: ${ROWS} rows in ${seconds.toFixed(2)} s = ${Math.round(ROWS / seconds)} rows/s ` +
          `(${res.statusCode} ${JSON.stringify(body.data?.counts)})`,
      );
    }
  } finally {
    await app.close();
    const list = sql.raw(`(${ids.join(',')})`);
    await database.db.execute(sql`delete from lab_import_rows where appointment_id in ${list}`);
    await database.db.execute(sql`delete from test_results where appointment_id in ${list}`);
    await database.db.execute(sql`delete from specimens where appointment_id in ${list}`);
    await database.db.execute(sql`delete from appointments where appointment_id in ${list}`);
    await database.db.execute(sql`delete from lab_import_rows where import_id in (select import_id from lab_imports
      where connection_id in (select connection_id from lab_connections where name = 'Bench'))`);
    await database.db.execute(sql`delete from lab_imports where connection_id in
      (select connection_id from lab_connections where name = 'Bench')`);
    await database.db.execute(sql`delete from lab_connections where name = 'Bench'`);
  }
} finally {
  await bench.cleanup();
}
