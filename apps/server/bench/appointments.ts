/**
 * Booking at scale: seeds (seed-scale.ts) 200 doctors with weekly schedules, 2,000 patients and 200,000
 * appointments (with results, treatments and refills for the completed lab tests), then times, through the real
 * app (app.inject: routing, token check, validation, query, serialization), GET /api/Appointment/GetAvailableDoctors and one patient's
 * GET /api/Appointment/GetByPatientId/{id}. Prints median and p99. Not a test: it only reports figures.
 *
 * Embedded database (PGlite in a temporary directory, as `npm start` runs it):
 *   npx tsx apps/server/bench/appointments.ts
 * PostgreSQL (a fresh database is created on that server and dropped at the end):
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/bench/appointments.ts
 */
import { clinicNow } from '@clinic/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { inProcessConfig } from './harness.js';
import { addDays, openBenchDatabase, rows, seedScale } from './seed-scale.js';

const SCALE = { doctors: 200, patients: 2_000, appointments: 200_000 };
const RUNS = 300;
const WARMUP = 30;

const serverUrl = process.env.BENCH_DATABASE_URL;

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
  return `median ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms (n=${sorted.length})`;
}

const { database, label, cleanup } = await openBenchDatabase(serverUrl);
try {
  const config = inProcessConfig();
  const today = clinicNow(config.clinicTz).date;

  const seeded = performance.now();
  await seedScale(database, today, SCALE);
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
