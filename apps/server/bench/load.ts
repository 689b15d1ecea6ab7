/**
 * Throughput under concurrent use at the clinic's target scale (200 doctors, 100,000 patients, 1,000,000
 * appointments; seed-scale.ts): seeds a fresh PostgreSQL database, starts the real app (buildApp over
 * loadConfig, production log level) and a bare Fastify hello-world, and loads each with autocannon at 50
 * connections, one after the other in the same run. Prints per endpoint req/s, p50, p99, the share of bare
 * Fastify's req/s and the non-2xx answers, with the load average before and after. Not a test: it only reports.
 *
 *   npx tsx apps/server/bench/load.ts
 *   BENCH_SCALE=0.01 BENCH_DURATION=3 npx tsx apps/server/bench/load.ts    # a quick run at 1 % of the scale
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; a new database is
 * created on it and dropped at the end, also on failure. BENCH_DURATION is seconds per endpoint (default 10);
 * BENCH_ONLY, a regular expression over the endpoint names, measures only those (and bare Fastify).
 * BENCH_KEEP names a database that is kept at the end and seeded only if it holds no appointments yet, so that
 * repeated runs while tuning skip the seed (its migrations are applied at every start; the seed's dates are those
 * of the day it ran). BENCH_PROFILE, a directory, gets a CPU profile of the app's process (node --cpu-prof).
 * BENCH_KEEP_BODIES=1 lets autocannon keep every answer's body as a string, as it does by default (see
 * discardBodies below), to compare with the figures of earlier runs.
 *
 * The app and bare Fastify each run in a child process (this file again, with `app` or `bare` as argument):
 * autocannon parses every answer and would otherwise take its CPU from the very event loop it measures, which
 * on a 2-core machine would flatter neither side evenly. Both servers pay the same process boundary, so the
 * ratio compares the app's work with Fastify's alone.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { get } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { clinicNow } from '@clinic/contract';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { hashSecret } from '../src/lib/password.js';
import {
  addDays,
  BENCH_PASSWORD,
  FULL_SCALE,
  openBenchDatabase,
  rows,
  SEARCH_TERMS,
  seedScale,
} from './seed-scale.js';

const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-01';
const CONNECTIONS = 50;
/** What Chromium and Firefox send on every request. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * autocannon 9 appends every chunk of every answer to a string (lib/pipelinedRequestsQueue.js, addBody) that only
 * its body checks read, and this bench uses none. Decoding binary brotli bytes as UTF-8 costs it per byte: on two
 * cores shared with the servers, two weeks of free slots (14 KB on the wire) went at 2,300-3,000 req/s with the
 * strings and 7,500 without, while bare Fastify sending those very bytes reached 10,600. The bench measures the
 * servers, not that string: the load generator counts the bytes (addByteCount, untouched) and keeps no body.
 * Pinned to autocannon 9.0.0 (apps/server/package.json); a version without this method stops the run.
 */
function discardBodies(): void {
  const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
    prototype: { addBody?: (data: Buffer) => void };
  };
  if (typeof queue.prototype.addBody !== 'function') {
    throw new Error('autocannon changed: lib/pipelinedRequestsQueue.js has no addBody to replace');
  }
  queue.prototype.addBody = () => undefined;
}

/** Child: the real app on a free port, configured as a production replica; the port goes back over IPC. */
async function serveApp(): Promise<void> {
  const config = loadConfig({
    DATABASE_URL: process.env.BENCH_APP_DATABASE_URL,
    JWT_SECRET,
    HOST: '127.0.0.1',
    PORT: '0',
    // Production's level is the default (info): request logging is part of what a replica pays per request.
    ...(process.env.LOG_LEVEL && { LOG_LEVEL: process.env.LOG_LEVEL }),
    JOBS_ENABLED: 'false',
    SEED_DEMO: 'false',
    WEB_DIST: '/nonexistent',
    // Logins come from one address here; the limit exists for attackers, not for this run.
    AUTH_RATE_LIMIT: '1000',
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null });
  const app = await buildApp({ config, database, mailTransport: { send: async () => undefined } });
  await app.listen({ port: config.port, host: config.host });
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
  process.send?.({ port: (app.server.address() as { port: number }).port });
}

/**
 * Child: the baseline, Fastify with one route and no logger (Fastify's own default). It also sends, as they are,
 * bytes the bench gives it (PUT /bytes/:name: an answer of the app, plain or compressed): what any server pays,
 * and autocannon, to carry that many bytes.
 */
async function serveBare(): Promise<void> {
  const app = Fastify({ bodyLimit: 50_000_000 });
  app.get('/', async () => ({ hello: 'world' }));
  const stored = new Map<string, { body: Buffer; encoding: string }>();
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );
  app.put<{ Params: { name: string } }>('/bytes/:name', async (request) => {
    const body = request.body as Buffer;
    stored.set(request.params.name, {
      body,
      encoding: String(request.headers['x-encoding'] ?? 'identity'),
    });
    return { size: body.length };
  });
  app.get<{ Params: { name: string } }>('/bytes/:name', async (request, reply) => {
    const bytes = stored.get(request.params.name);
    if (!bytes) return reply.code(404).send();
    return reply
      .type('application/json; charset=utf-8')
      .header('content-encoding', bytes.encoding)
      .send(bytes.body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('SIGTERM', async () => {
    await app.close();
    process.exit(0);
  });
  process.send?.({ port: (app.server.address() as { port: number }).port });
}

/** Starts this file as a child in `mode` and waits for the port it listens on. */
async function startChild(
  mode: 'app' | 'bare',
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; base: string }> {
  // The log goes to /dev/null: the app still formats and writes every line, as it would to a collector.
  const profile =
    mode === 'app' && process.env.BENCH_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : [];
  const child = spawn(
    process.execPath,
    [...profile, ...process.execArgv, fileURLToPath(import.meta.url), mode],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code} before listening`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

interface Target {
  name: string;
  connections: number;
  token?: string;
  /** Headers of every request besides the token (e.g. the Accept-Encoding a browser sends). */
  headers?: Record<string, string>;
  /** The path of the k-th request; k varies the query where the endpoint's cost depends on it. */
  path: (k: number) => string;
}

interface Row {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

function headersOf(target: Target): Record<string, string> {
  return { ...target.headers, ...(target.token && { authorization: `Bearer ${target.token}` }) };
}

async function measure(base: string, target: Target, duration: number): Promise<Row> {
  let k = 0;
  const result = await autocannon({
    url: base,
    connections: target.connections,
    duration,
    headers: headersOf(target),
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: target.path(k++) }) }],
  });
  return {
    name: target.name,
    connections: target.connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** The bytes of one answer as they leave the server (not decompressed), and their Content-Encoding. */
function rawAnswer(
  url: string,
  headers: Record<string, string>,
): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          body: Buffer.concat(chunks),
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
        }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** One request of every target before any load: a wrong path or a refused token must not become a figure. */
async function checkAnswers(base: string, target: Target): Promise<string | null> {
  const res = await fetch(`${base}${target.path(0)}`, { headers: headersOf(target) });
  if (res.status === 200) return null;
  return `${target.name}: ${target.path(0)} answered ${res.status} ${(await res.text()).slice(0, 300)}`;
}

/**
 * Requests still queued in the server when autocannon stops (their connections closed, their work not) would
 * eat into the next endpoint's time: waits until a trivial request answers quickly again (at most a minute).
 */
async function settle(url: string): Promise<void> {
  const until = performance.now() + 60_000;
  while (performance.now() < until) {
    const started = performance.now();
    await fetch(url);
    if (performance.now() - started < 50) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function login(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login of ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

function printTable(results: Row[], bareRps: number): void {
  const header = ['endpoint', 'conn', 'req/s', 'p50 ms', 'p99 ms', '% bare', 'non-2xx', 'errors (timeouts)'];
  // No answer within the run leaves autocannon's latencies at 0, which would read as fast.
  const ms = (r: Row, v: number) => (r.rps === 0 ? 'no answer' : String(v));
  const lines = results.map((r) => [
    r.name,
    String(r.connections),
    r.rps.toFixed(1),
    ms(r, r.p50),
    ms(r, r.p99),
    `${((100 * r.rps) / bareRps).toFixed(1)} %`,
    String(r.non2xx),
    `${r.errors} (${r.timeouts})`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const runStarted = performance.now();
  const factor = Number(process.env.BENCH_SCALE ?? '1');
  const duration = Number(process.env.BENCH_DURATION ?? '10');
  if (!(factor > 0) || !(duration > 0))
    throw new Error('BENCH_SCALE and BENCH_DURATION must be positive numbers');
  const keepBodies = process.env.BENCH_KEEP_BODIES === '1';
  if (!keepBodies) discardBodies();
  const scale = {
    doctors: Math.max(2, Math.round(FULL_SCALE.doctors * factor)),
    patients: Math.max(20, Math.round(FULL_SCALE.patients * factor)),
    appointments: Math.max(100, Math.round(FULL_SCALE.appointments * factor)),
  };
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const config = loadConfig({ DATABASE_URL: serverUrl, JWT_SECRET });
  const today = clinicNow(config.clinicTz).date;

  const bench = await openBenchDatabase(serverUrl, process.env.BENCH_KEEP);
  let app: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  // Ctrl-C still drops the database.
  const interrupted = async () => {
    await Promise.all([stopChild(app), stopChild(bare)]);
    await bench.cleanup();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  try {
    const { database } = bench;
    const seedStarted = performance.now();
    const [seeded] = await rows<{ n: number }>(database, sql`select count(*)::int n from doctors`);
    if (!seeded?.n) await seedScale(database, today, scale, await hashSecret(BENCH_PASSWORD));
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const [counts] = await rows(
      database,
      sql`select (select count(*)::int from doctors) doctors, (select count(*)::int from patients) patients,
                 (select count(*)::int from appointments) appointments,
                 (select count(*)::int from appointments where appointment_date >= ${today}) upcoming,
                 (select count(*)::int from test_results) results, (select count(*)::int from treatments) treatments,
                 (select count(*)::int from refills) refills, (select count(*)::int from tracing_outcomes) outcomes,
                 (select min(appointment_date)::text from appointments) first_day`,
    );
    console.log(`database: ${bench.label}`);
    console.log(
      seeded?.n
        ? `kept database ${process.env.BENCH_KEEP}, not seeded again: ${JSON.stringify(counts)}`
        : `seeded in ${seedSeconds.toFixed(1)} s (with ANALYZE): ${JSON.stringify(counts)}`,
    );

    // The doctor who logs in, one of their patients (who logs in too) and the patients whose summaries they read.
    const [doctor] = await rows<{ doctor_id: number; username: string }>(
      database,
      sql`select d.doctor_id, u.username from doctors d join users u using (user_id) where u.username = 'bench_doctor_1'`,
    );
    const [patient] = await rows<{ patient_id: number; n: number }>(
      database,
      sql`select p.patient_id, (select count(*)::int from appointments a where a.patient_id = p.patient_id) n
          from patients p join users u using (user_id) where u.username = 'bench_patient_1'`,
    );
    if (!doctor || !patient) throw new Error('the bench accounts were not seeded');
    const seen = (
      await rows<{ patient_id: number }>(
        database,
        sql`select distinct patient_id from appointments
            where doctor_id = ${doctor.doctor_id} and not is_anonymous order by patient_id limit 200`,
      )
    ).map((r) => r.patient_id);

    const bareStarted = await startChild('bare', {});
    bare = bareStarted.child;
    const bareBase = bareStarted.base;
    const started = await startChild('app', { BENCH_APP_DATABASE_URL: bench.url });
    app = started.child;
    const base = started.base;
    const [patientToken, doctorToken, adminToken, managerToken] = await Promise.all(
      ['bench_patient_1', doctor.username, 'bench_admin', 'bench_manager'].map((u) => login(base, u)),
    );

    // The patient list's last page, as the screen (10 a page) reaches it from the total.
    const list = await fetch(`${base}/api/Patient/GetAll?page=1&pageSize=10`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const total = ((await list.json()) as { meta?: { total: number } }).meta?.total ?? 0;
    const lastPage = Math.max(1, Math.ceil(total / 10));
    // Future slots over the booking window and every bookable hour, so no answer repeats the previous one.
    const slot = (k: number) =>
      `appointmentDate=${addDays(today, 1 + (k % 30))}&appointmentTime=${String(8 + (k % 11)).padStart(2, '0')}:00:00`;
    const slotsFrom = (k: number) =>
      `/api/Appointment/GetAvailableSlots?from=${addDays(today, 1 + (k % 30))}&days=14`;
    // The last complete quarter: the one a report is made for.
    const [year, month] = today.split('-').map(Number) as [number, number];
    const quarter = Math.floor((month - 1) / 3);
    const reported = quarter === 0 ? { year: year - 1, index: 4 } : { year, index: quarter };

    const targets: Target[] = [
      { name: 'bare Fastify', connections: CONNECTIONS, path: () => '/' },
      {
        name: 'GetAvailableDoctors (date/time varying)',
        connections: CONNECTIONS,
        token: patientToken,
        path: (k) => `/api/Appointment/GetAvailableDoctors?${slot(k)}`,
      },
      {
        // Two weeks of every doctor's free hours, as the booking screen asks them, from a day that varies: some
        // 9,000 doctor-hours, 0.5 MB of JSON. Measured plain, for a client that sends no Accept-Encoding (no
        // browser does), and compressed as a browser always asks it, which is what the booking screen receives
        // (some 14 KB of brotli): the row to compare with GetAvailableDoctors as browsers ask it.
        name: 'GetAvailableSlots 14 days (from varying, plain: no Accept-Encoding)',
        connections: CONNECTIONS,
        token: patientToken,
        path: slotsFrom,
      },
      {
        name: 'GetAvailableSlots 14 days (from varying, brotli as browsers ask)',
        connections: CONNECTIONS,
        token: patientToken,
        headers: BROWSER_ENCODINGS,
        path: slotsFrom,
      },
      {
        // The same bytes from bare Fastify: the ceiling that carrying them sets, autocannon's share included.
        name: 'bare Fastify sending one GetAvailableSlots answer (brotli)',
        connections: CONNECTIONS,
        headers: BROWSER_ENCODINGS,
        path: () => '/bytes/brotli',
      },
      {
        name: 'bare Fastify sending one GetAvailableSlots answer (plain)',
        connections: CONNECTIONS,
        path: () => '/bytes/plain',
      },
      {
        name: 'GetAvailableDoctors (date/time varying, brotli as browsers ask)',
        connections: CONNECTIONS,
        token: patientToken,
        headers: BROWSER_ENCODINGS,
        path: (k) => `/api/Appointment/GetAvailableDoctors?${slot(k)}`,
      },
      {
        name: `GetByPatientId page 1 of 20 (${patient.n} appointments)`,
        connections: CONNECTIONS,
        token: patientToken,
        path: () => `/api/Appointment/GetByPatientId/${patient.patient_id}?page=1&pageSize=20`,
      },
      {
        name: 'GetByDoctorId page 1 of 10 (the manager screen)',
        connections: CONNECTIONS,
        token: doctorToken,
        path: () => `/api/Appointment/GetByDoctorId/${doctor.doctor_id}?page=1&pageSize=10`,
      },
      {
        name: "GetByDoctorId today's agenda (the dashboard)",
        connections: CONNECTIONS,
        token: doctorToken,
        path: () =>
          `/api/Appointment/GetByDoctorId/${doctor.doctor_id}?page=1&pageSize=100&from=${today}&to=${today}&sort=asc`,
      },
      {
        name: 'GetByDoctorId Confirmed without a result, first 5 (the dashboard)',
        connections: CONNECTIONS,
        token: doctorToken,
        path: () =>
          `/api/Appointment/GetByDoctorId/${doctor.doctor_id}?page=1&pageSize=5&sort=asc&status=Confirmed&hasTestResult=false`,
      },
      {
        name: 'Patient/GetAll with search, page 1 of 10',
        connections: 1,
        token: adminToken,
        path: (k) =>
          `/api/Patient/GetAll?page=1&pageSize=10&search=${encodeURIComponent(SEARCH_TERMS[k % SEARCH_TERMS.length] as string)}`,
      },
      {
        name: `Patient/GetAll last page (page ${lastPage}, 10 a page)`,
        connections: CONNECTIONS,
        token: adminToken,
        path: () => `/api/Patient/GetAll?page=${lastPage}&pageSize=10`,
      },
      {
        name: 'Clinical/Worklist (doctor)',
        connections: CONNECTIONS,
        token: doctorToken,
        path: () => '/api/Clinical/Worklist',
      },
      {
        name: 'Clinical/Summary (doctor, patients varying)',
        connections: CONNECTIONS,
        token: doctorToken,
        path: (k) => `/api/Clinical/Summary/${seen[k % seen.length]}`,
      },
      {
        name: 'Retention/Tracing page 1 of 20 (manager)',
        connections: CONNECTIONS,
        token: managerToken,
        path: () => '/api/Retention/Tracing?page=1&pageSize=20',
      },
      {
        name: `Statistics/Indicators ${reported.year} Q${reported.index} (admin)`,
        connections: CONNECTIONS,
        token: adminToken,
        path: () => `/api/Statistics/Indicators?kind=quarter&year=${reported.year}&index=${reported.index}`,
      },
      {
        // What a client written for the original API asks (no paging): kept for it, used by no screen.
        name: 'GetByDoctorId whole list (original clients)',
        connections: CONNECTIONS,
        token: doctorToken,
        path: () => `/api/Appointment/GetByDoctorId/${doctor.doctor_id}`,
      },
    ];

    // BENCH_ONLY (a regular expression over the names) measures some endpoints only; bare Fastify always runs.
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
    if (only) targets.splice(1, targets.length, ...targets.slice(1).filter((t) => only.test(t.name)));
    const baseOf = (t: Target) => (t.name.startsWith('bare Fastify') ? bareBase : base);
    const authorization = `Bearer ${patientToken}`;
    const answers = {
      brotli: await rawAnswer(`${base}${slotsFrom(0)}`, { ...BROWSER_ENCODINGS, authorization }),
      plain: await rawAnswer(`${base}${slotsFrom(0)}`, { authorization }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      await fetch(`${bareBase}/bytes/${name}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream', 'x-encoding': answer.encoding },
        body: new Uint8Array(answer.body),
      });
    }
    const refused = (await Promise.all(targets.map((t) => checkAnswers(baseOf(t), t)))).filter(Boolean);
    if (refused.length > 0) {
      for (const line of refused) console.error(line);
      throw new Error('an endpoint does not answer 200; nothing measured');
    }

    const loadStart = load();
    console.log(`load average at start (1, 5, 15 min): ${loadStart}`);
    const results: Row[] = [];
    for (const target of targets) {
      const row = await measure(baseOf(target), target, duration);
      results.push(row);
      await settle(`${baseOf(target)}${target.name.startsWith('bare Fastify') ? '/' : '/health'}`);
      console.log(
        `  ${row.name}: ${row.rps.toFixed(1)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}, errors ${row.errors}`,
      );
    }
    const loadEnd = load();
    console.log('');
    printTable(results, results[0]?.rps ?? 1);
    console.log('');
    console.log(`load average (1, 5, 15 min): start ${loadStart}, end ${loadEnd}`);
    console.log(
      `${CONNECTIONS} connections unless stated, ${duration} s each; scale ${factor}; total run ${((performance.now() - runStarted) / 1000).toFixed(0)} s`,
    );
    console.log(
      keepBodies
        ? 'autocannon kept every body as a string (BENCH_KEEP_BODIES=1, its default)'
        : 'autocannon counted the bytes of each answer and kept no body (discardBodies)',
    );
    const failed = results.some((r) => r.non2xx > 0);
    if (failed) process.exitCode = 1;
  } finally {
    await Promise.all([stopChild(app), stopChild(bare)]);
    await bench.cleanup();
    process.off('SIGINT', interrupted);
  }
}

const mode = process.argv[2];
if (mode === 'app') await serveApp();
else if (mode === 'bare') await serveBare();
else await main();
