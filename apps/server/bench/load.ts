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
 * The app and bare Fastify each run in a child process (harness.ts).
 */
import { get } from 'node:http';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import {
  BROWSER_ENCODINGS,
  benchScale,
  CONNECTIONS,
  discardBodies,
  lastCompleteQuarter,
  load,
  login,
  openSeededRun,
  settle,
} from './harness.js';
import { addDays, rows, SEARCH_TERMS } from './seed-scale.js';

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

async function main(): Promise<void> {
  const runStarted = performance.now();
  const duration = Number(process.env.BENCH_DURATION ?? '10');
  if (!(duration > 0)) throw new Error('BENCH_DURATION must be a positive number');
  const keepBodies = process.env.BENCH_KEEP_BODIES === '1';
  if (!keepBodies) discardBodies();
  const bench = await openSeededRun(benchScale({ doctors: 2, patients: 20, appointments: 100 }));
  try {
    const { database, today, seedSeconds } = bench;
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
      seedSeconds === null
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

    const bareStarted = await bench.startBare();
    const bareBase = bareStarted.base;
    const started = await bench.startApp();
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
    const reported = lastCompleteQuarter(today);

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
        // The same per-patient verdicts as the indicators, grouped by age band and sex.
        name: `Statistics/Report ${reported.year} Q${reported.index} (admin)`,
        connections: CONNECTIONS,
        token: adminToken,
        path: () => `/api/Statistics/Report?kind=quarter&year=${reported.year}&index=${reported.index}`,
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
      `${CONNECTIONS} connections unless stated, ${duration} s each; scale ${process.env.BENCH_SCALE ?? '1'}; total run ${((performance.now() - runStarted) / 1000).toFixed(0)} s`,
    );
    console.log(
      keepBodies
        ? 'autocannon kept every body as a string (BENCH_KEEP_BODIES=1, its default)'
        : 'autocannon counted the bytes of each answer and kept no body (discardBodies)',
    );
    const failed = results.some((r) => r.non2xx > 0);
    if (failed) process.exitCode = 1;
  } finally {
    await bench.close();
  }
}

await main();
