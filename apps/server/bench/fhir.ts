/**
 * The FHIR interface and the national case report at the target scale (seed-scale.ts: 1,000,000 appointments):
 * a patient given ten years of history (a visit every month with its result, a viral load every six months, a CD4
 * every year, a regimen renewed every three months) is read whole through `Patient/{id}/$everything` by their
 * doctor, and a quarter's case report is made by an admin, both through the real app (app.inject). Prints the
 * median of five runs of each, then removes the history it added. Not a test: it only reports figures.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_KEEP=bench_mixed \
 *     npx tsx apps/server/bench/fhir.ts
 *   BENCH_SCALE=0.01 npx tsx apps/server/bench/fhir.ts     # embedded, at 1 % of the scale
 */
import { addDays } from '@clinic/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { benchScale, prepareInProcess } from './harness.js';
import { openBenchDatabase, rows } from './seed-scale.js';

const MONTHS = 120;
const RUNS = 5;
const scale = benchScale({ doctors: 1, patients: 1, appointments: 1 });
/** Days no seeded appointment uses, so that no slot is taken twice. */
const FIRST_DAY = '1990-01-01';

const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL, process.env.BENCH_KEEP);
const { database } = bench;
try {
  const { config, today } = await prepareInProcess(database, scale);
  const [counts] = await rows<{ appointments: number }>(
    database,
    sql`select count(*)::int appointments from appointments`,
  );
  console.log(`database: ${bench.label}, ${JSON.stringify(counts)}`);

  const [who] = await rows<{
    patient_id: number;
    doctor_id: number;
    doctor_user: number;
    doctor_version: number;
    admin_user: number;
    admin_version: number;
  }>(
    database,
    sql`select (select min(patient_id) from patients) patient_id, d.doctor_id, d.user_id doctor_user,
          u.token_version doctor_version, a.user_id admin_user, a.token_version admin_version
        from doctors d join users u on u.user_id = d.user_id,
          (select user_id, token_version from users where role = 'Admin' order by user_id limit 1) a
        order by d.doctor_id limit 1`,
  );
  if (!who) throw new Error('the bench database has no doctor');
  const [types] = await rows<{ vl: number; cd4: number; regimen: number }>(
    database,
    sql`select (select min(test_type_id) from test_types where kind = 'viralLoad') vl,
          (select min(test_type_id) from test_types where kind = 'cd4') cd4,
          (select min(regimen_id) from arv_regimens) regimen`,
  );
  // A visit a month for ten years, its result, and a regimen renewed at every third.
  const created = await rows<{ appointment_id: number }>(
    database,
    sql`insert into appointments (patient_id, doctor_id, appointment_date, appointment_time, appointment_type,
                                  test_type_id, status)
        select ${who.patient_id}, ${who.doctor_id}, ${FIRST_DAY}::date + make_interval(months => k), make_time(9, 0, 0),
               'Medication', case when k % 6 = 0 then ${types?.vl}::int else ${types?.cd4}::int end, 'Completed'
        from generate_series(0, ${MONTHS - 1}) k
        returning appointment_id`,
  );
  const list = sql.raw(`(${created.map((r) => r.appointment_id).join(',')})`);
  await database.db.execute(sql`
    insert into test_results (appointment_id, patient_id, doctor_id, test_type_id, result_value, numeric_value,
                              below_detection)
    select a.appointment_id, a.patient_id, a.doctor_id, a.test_type_id, '450', 450, false
    from appointments a where a.appointment_id in ${list}`);
  await database.db.execute(sql`
    insert into treatments (test_result_id, regimen_id, start_date, end_date, days_dispensed)
    select r.test_result_id, ${types?.regimen}::int, a.appointment_date, a.appointment_date + 90, 90
    from test_results r join appointments a on a.appointment_id = r.appointment_id
    where a.appointment_id in ${list} and extract(month from a.appointment_date)::int % 3 = 1`);

  const app = await buildApp({ config, database, mailTransport: { send: async () => undefined } });
  await app.ready();
  try {
    const doctor = await app.ctx.tokens.sign({
      userId: who.doctor_user,
      role: 'Doctor',
      tokenVersion: who.doctor_version,
    });
    const admin = await app.ctx.tokens.sign({
      userId: who.admin_user,
      role: 'Admin',
      tokenVersion: who.admin_version,
    });
    const quarterEnd = today;
    const quarterStart = addDays(today, -91);
    const timed = async (label: string, url: string, token: string) => {
      const times: number[] = [];
      let answer = '';
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        times.push(performance.now() - started);
        answer = `${res.statusCode}, ${(res.body.length / 1024).toFixed(0)} KB`;
      }
      times.sort((a, b) => a - b);
      console.log(`${label}: median ${times[Math.floor(RUNS / 2)]?.toFixed(0)} ms of ${RUNS} (${answer})`);
    };
    await timed(
      `$everything of a patient with ${MONTHS} months of history`,
      `/fhir/Patient/${who.patient_id}/$everything?_count=100`,
      doctor,
    );
    await timed(
      `case report of ${quarterStart} to ${quarterEnd}`,
      `/api/Reports/CaseReport?from=${quarterStart}&to=${quarterEnd}`,
      admin,
    );
  } finally {
    await app.close();
    await database.db.execute(sql`delete from treatments where test_result_id in
      (select test_result_id from test_results where appointment_id in ${list})`);
    await database.db.execute(sql`delete from test_results where appointment_id in ${list}`);
    await database.db.execute(sql`delete from appointments where appointment_id in ${list}`);
  }
} finally {
  await bench.cleanup();
}
