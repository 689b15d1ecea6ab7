/**
 * Booking at scale: seeds 200 doctors with weekly schedules, 2,000 patients and 200,000 appointments (with
 * results and treatments for the completed lab tests), then times, through the real app (app.inject: routing,
 * token check, validation, query, serialization), GET /api/Appointment/GetAvailableDoctors and one patient's
 * GET /api/Appointment/GetByPatientId/{id}. Prints median and p99. Not a test: it only reports figures.
 *
 * Embedded database (PGlite in a temporary directory, as `npm start` runs it):
 *   npx tsx apps/server/bench/appointments.ts
 * PostgreSQL (a fresh database is created on that server and dropped at the end):
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/bench/appointments.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clinicNow, WEEKDAYS } from '@clinic/contract';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';

const DOCTORS = 200;
const PATIENTS = 2_000;
const APPOINTMENTS = 200_000;
/** Appointments start this many days in the past; the rest of the 200,000 run into the future. */
const PAST_DAYS = 300;
const RUNS = 300;
const WARMUP = 30;

const serverUrl = process.env.BENCH_DATABASE_URL;

/** Both drivers answer raw queries with { rows }; the shared Db type does not say so. */
async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function open(): Promise<{ database: Database; label: string; cleanup: () => Promise<void> }> {
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'clinic-bench-'));
    const database = await openDatabase({ dataDir: dir });
    return {
      database,
      label: 'embedded PGlite (on disk)',
      cleanup: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `clinic_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    database,
    label: `PostgreSQL ${(await rows<{ server_version: string }>(database, sql`show server_version`))[0]?.server_version}`,
    cleanup: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Bulk seed in a few set-based statements. Appointment i takes slot 4i + (i/50 mod 4) of the grid (day, hour
 * 08-17, doctor): one slot in four is taken, every doctor gets appointments, no two rows share a doctor slot, and
 * the 50 appointments of one (day, hour) have 50 different patients, so the unique indexes hold as in production.
 * 200,000 appointments fill 400 days: 300 in the past (Completed / Cancelled), 100 ahead (Scheduled / Confirmed).
 */
async function seed(database: Database, today: string): Promise<void> {
  // One statement per call: PGlite runs a statement through the extended protocol, which takes one at a time.
  const run = (text: string) => database.db.execute(sql.raw(text));
  const weekdays = WEEKDAYS.map((d) => `'${d}'`).join(',');
  await run(`
    insert into users (username, password_hash, email, role, full_name, phone_number, date_of_birth, address, is_verified)
    select 'bench_doctor_' || g, 'x', 'bench_doctor_' || g || '@example.com', 'Doctor', 'BS. Bác sĩ ' || g,
           '09' || lpad(g::text, 8, '0'), date '1975-01-01' + g, 'Hà Nội', true
    from generate_series(1, ${DOCTORS}) g
  `);
  await run(`
    insert into doctors (user_id, bio) select user_id, 'Bác sĩ chuyên khoa' from users where role = 'Doctor'
  `);
  await run(`
    insert into users (username, password_hash, email, role, full_name, phone_number, date_of_birth, address, is_verified)
    select 'bench_patient_' || g, 'x', 'bench_patient_' || g || '@example.com', 'Patient', 'Bệnh nhân ' || g,
           '08' || lpad(g::text, 8, '0'), date '1985-01-01' + g % 5000, 'TP.HCM', true
    from generate_series(1, ${PATIENTS}) g
  `);
  await run(`
    insert into patients (user_id) select user_id from users where role = 'Patient'
  `);
  // Each doctor works 5 of the 7 days, 08:00-17:00 (or 13:00-18:00 for one in four).
  await run(`
    insert into doctor_schedules (doctor_id, work_day, start_time, end_time)
    select d.doctor_id, (array[${weekdays}])[w]::weekday,
           case when d.doctor_id % 4 = 0 then time '13:00' else time '08:00' end,
           case when d.doctor_id % 4 = 0 then time '18:00' else time '17:00' end
    from doctors d cross join generate_series(1, 7) w
    where (w + d.doctor_id) % 7 not in (0, 1)
  `);
  await run(`
    insert into test_types (test_type_name, unit, normal_range) values ('CD4', 'cells/mm³', '500-1500')
  `);
  await run(`
    insert into arv_components (component_name, description) values ('TDF 300 mg', 'Tenofovir')
  `);
  await run(`
    insert into arv_regimens (regimen_name, component1_id, description, suitable_for, side_effects, usage_instructions, frequency)
    select 'TDF', component_id, 'x', 'x', 'x', 'x', 1 from arv_components
  `);
  await run(`
    with d as (select array_agg(doctor_id order by doctor_id) ids from doctors),
         p as (select array_agg(patient_id order by patient_id) ids from patients),
         t as (select min(test_type_id) id from test_types),
         s as (select i, i * 4 + (i / 50) % 4 s from generate_series(0, ${APPOINTMENTS - 1}) i),
         g as (select i, s % ${DOCTORS} doc, (s / ${DOCTORS}) % 10 hr, s / (${DOCTORS} * 10) dy from s)
    insert into appointments (patient_id, doctor_id, appointment_date, appointment_time, appointment_type,
                              test_type_id, is_anonymous, status)
    select p.ids[1 + g.i % ${PATIENTS}], d.ids[1 + g.doc],
           date '${today}' - ${PAST_DAYS} + g.dy, make_time(8 + g.hr, 0, 0),
           (case when g.i % 3 = 0 then 'Medication' else 'Appointment' end)::appointment_type,
           case when g.i % 3 = 0 then t.id end,
           g.i % 10 = 0,
           (case
              when date '${today}' - ${PAST_DAYS} + g.dy < date '${today}'
                then case when g.i % 7 = 0 then 'Cancelled' else 'Completed' end
              when g.i % 2 = 0 then 'Confirmed' else 'Scheduled'
            end)::appointment_status
    from g, d, p, t
  `);
  await run(`
    insert into test_results (appointment_id, patient_id, doctor_id, test_type_id, result_value)
    select appointment_id, patient_id, doctor_id, test_type_id, '650'
    from appointments where status = 'Completed' and appointment_type = 'Medication'
  `);
  await run(`
    insert into treatments (test_result_id, regimen_id, start_date, end_date)
    select r.test_result_id, (select min(regimen_id) from arv_regimens), a.appointment_date + 1, a.appointment_date + 90
    from test_results r join appointments a using (appointment_id)
  `);
  await run(`
    analyze
  `);
}

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
  return `median ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms (n=${sorted.length})`;
}

const addDays = (isoDate: string, days: number) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const { database, label, cleanup } = await open();
try {
  await database.migrate();
  const base = loadConfig({
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    DATABASE_URL: 'postgres://unused',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
  });
  const config = { ...base, databaseUrl: undefined, dataDir: null };
  const today = clinicNow(config.clinicTz).date;

  const seeded = performance.now();
  await seed(database, today);
  const seedMs = performance.now() - seeded;
  const [counts] = await rows(
    database,
    sql`
      select (select count(*)::int from doctors) doctors, (select count(*)::int from patients) patients,
             (select count(*)::int from appointments) appointments,
             (select count(*)::int from appointments where appointment_date >= ${today}) upcoming,
             (select count(*)::int from doctor_schedules) schedules,
             (select count(*)::int from test_results) results, (select count(*)::int from treatments) treatments`,
  );

  const app = await buildApp({
    config,
    database,
    mailTransport: { send: async () => undefined },
    logger: false,
  });
  await app.ready();
  const [who] = await rows<{ user_id: number; token_version: number; patient_id: number; n: number }>(
    database,
    sql`
      select u.user_id, u.token_version, p.patient_id,
             (select count(*)::int from appointments a where a.patient_id = p.patient_id) n
      from patients p join users u using (user_id) order by p.patient_id limit 1`,
  );
  if (!who) throw new Error('no patient seeded');
  const token = await app.ctx.tokens.sign({
    userId: who.user_id,
    role: 'Patient',
    tokenVersion: who.token_version,
  });

  async function time(url: string): Promise<number> {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return ms;
  }
  async function measure(urlOf: (k: number) => string): Promise<string> {
    for (let k = 0; k < WARMUP; k++) await time(urlOf(k));
    const samples: number[] = [];
    for (let k = 0; k < RUNS; k++) samples.push(await time(urlOf(k)));
    return stats(samples);
  }

  // Future slots across 60 days and every bookable hour of the seeded schedules.
  const availability = (k: number) =>
    `/api/Appointment/GetAvailableDoctors?appointmentDate=${addDays(today, 1 + (k % 60))}&appointmentTime=${String(8 + (k % 11)).padStart(2, '0')}:00:00`;
  const sample = await app.inject({
    method: 'GET',
    url: availability(0),
    headers: { authorization: `Bearer ${token}` },
  });
  const list = `/api/Appointment/GetByPatientId/${who.patient_id}`;

  console.log(`database: ${label}`);
  console.log(`seeded in ${(seedMs / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);
  console.log(
    `GetAvailableDoctors (${sample.json().data.availableDoctors.length} doctors in the first answer): ${await measure(availability)}`,
  );
  console.log(`GetByPatientId, whole list (${who.n} appointments): ${await measure(() => list)}`);
  console.log(`GetByPatientId, page 1 of 20: ${await measure(() => `${list}?page=1&pageSize=20`)}`);
  await app.close();
} finally {
  await cleanup();
}
