/**
 * A clinic day at the target scale (seed-scale.ts: 200 doctors, 100,000 patients, 1,000,000 appointments): one
 * mix of requests instead of one endpoint at a time (load.ts). Patients read their appointments, results and
 * health summary and look for free slots and doctors to book; doctors read their worklist, their appointments
 * and their patients' summaries; admins and managers read the quarter's indicators, the tracing list and the
 * account lists. About 7 % of the requests write (bookings through POST /api/Appointment/Create and
 * cancellations through PUT /api/Appointment/Update, with the bodies the web app sends) and 3 % log in again.
 * Each virtual user logs in first with its own account. Every write drops the answers the app keeps in
 * memory (db/cached-read.ts), so the mix measures what the kept reads cost when they are read again.
 *
 * Two modes, one after the other in the same run, beside a bare Fastify loaded by autocannon at 50 connections:
 * - closed: 50 virtual users, each sending its next request when the previous one is answered, for
 *   BENCH_DURATION seconds (default 30);
 * - paced: requests sent at BENCH_RATE per second (default 100) whatever the answers, for BENCH_DURATION
 *   seconds: what a server past its capacity still answers, instead of how fast clients are held back.
 * Each prints answered req/s, p50, p99, the errors (non-2xx, failed, and timed out after BENCH_TIMEOUT seconds,
 * default 10) and the count and latency of every kind of request, with how many of its answers are among the
 * slowest 1 % of all. Before the load, each kept read's uncached time: the median of three single requests, each
 * right after writes that drop every kept answer of the mix, taken after WARM_SECONDS of the closed loop and
 * printed beside its first computation since the start; then WARM_SECONDS of the closed loop again, unmeasured,
 * so that the load meets the kept answers as a running server holds them.
 *
 *   BENCH_KEEP=bench_mixed npx tsx apps/server/bench/mixed.ts
 *   BENCH_KEEP=bench_mixed BENCH_MODE=paced BENCH_RATE=100 npx tsx apps/server/bench/mixed.ts
 *   BENCH_SCALE=0.01 BENCH_DURATION=5 npx tsx apps/server/bench/mixed.ts     # a quick run at 1 % of the scale
 *
 * BENCH_MODE is closed, paced or both (default); BENCH_DATABASE_URL, BENCH_SCALE and BENCH_KEEP as in load.ts.
 */
import http from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { hashSecret } from '../src/lib/password.js';
import {
  benchScale,
  CONNECTIONS,
  discardBodies,
  lastCompleteQuarter,
  load,
  login,
  openSeededRun,
  settle,
} from './harness.js';
import { addDays, BENCH_PASSWORD, rows } from './seed-scale.js';

/** Accounts that log in: one virtual user each in the closed loop. */
const ACCOUNTS = { patients: 40, doctors: 8, admins: 1, managers: 1 };

/**
 * Seconds of the closed loop run before the uncached measurements, not reported: they are taken on a server that
 * has been running, as a replica in service is. A new process compiles each function's optimised code only after
 * some calls, and each of the pool's connections prepares and plans a statement the first times it runs it; the
 * worklist's first computations took up to four times as long as later ones.
 */
const WARM_SECONDS = 10;

type Role = 'patient' | 'doctor' | 'admin' | 'manager';

interface Session {
  role: Role;
  username: string;
  token: string;
  /** patient_id or doctor_id */
  id: number;
  /** Patient: their Scheduled appointments still to come, the ones a cancellation may pick. */
  cancellable: number[];
  /** Doctor: patients they have seen, whose summaries they read. */
  seen: number[];
  /** Patient: the free doctors of the last slot they looked at, to book one of them. */
  lastSlot?: { appointmentDate: string; appointmentTime: string; doctorIds: number[] };
}

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: object;
  token?: string;
}

interface Kind {
  name: string;
  role: Role | 'any';
  weight: number;
  /** A read the app keeps (keptRead): its uncached time is printed. */
  kept?: boolean;
  call: (s: Session, k: number) => Call;
  /** What the answer teaches the session (a booking's id, the free doctors of a slot). */
  learn?: (s: Session, status: number, body: unknown, call: Call) => void;
  /** Only sent when the session can (an appointment to cancel). */
  can?: (s: Session) => boolean;
}

const pick = <T>(items: readonly T[], k: number): T => items[k % items.length] as T;

function kinds(today: string, quarter: { year: number; index: number }): Kind[] {
  const slot = (k: number) => ({
    appointmentDate: addDays(today, 1 + (k % 30)),
    appointmentTime: `${String(8 + ((k * 7) % 11)).padStart(2, '0')}:00:00`,
  });
  return [
    // Patients: 60 %.
    {
      name: 'patient: GetByPatientId page 1',
      role: 'patient',
      weight: 14,
      kept: true,
      call: (s) => ({ method: 'GET', path: `/api/Appointment/GetByPatientId/${s.id}?page=1&pageSize=10` }),
    },
    {
      name: 'patient: TestResult/GetAll page 1',
      role: 'patient',
      weight: 10,
      kept: true,
      call: () => ({ method: 'GET', path: '/api/TestResult/GetAll?page=1&pageSize=5' }),
    },
    {
      name: 'patient: Clinical/Summary (own)',
      role: 'patient',
      weight: 10,
      kept: true,
      call: (s) => ({ method: 'GET', path: `/api/Clinical/Summary/${s.id}` }),
    },
    {
      name: 'patient: GetAvailableSlots 14 days',
      role: 'patient',
      weight: 14,
      kept: true,
      call: (_s, k) => ({
        method: 'GET',
        path: `/api/Appointment/GetAvailableSlots?from=${addDays(today, 1 + (k % 30))}&days=14`,
      }),
    },
    {
      name: 'patient: GetAvailableDoctors',
      role: 'patient',
      weight: 12,
      kept: true,
      call: (_s, k) => {
        const { appointmentDate, appointmentTime } = slot(k);
        return {
          method: 'GET',
          path: `/api/Appointment/GetAvailableDoctors?appointmentDate=${appointmentDate}&appointmentTime=${appointmentTime}`,
        };
      },
      learn: (s, status, body, call) => {
        const doctors = (body as { data?: { availableDoctors: { doctorId: number }[] } } | null)?.data
          ?.availableDoctors;
        const query = new URL(call.path, 'http://x').searchParams;
        if (status === 200 && doctors && doctors.length > 0) {
          s.lastSlot = {
            appointmentDate: query.get('appointmentDate') as string,
            appointmentTime: query.get('appointmentTime') as string,
            doctorIds: doctors.map((d) => d.doctorId),
          };
        }
      },
    },
    // Doctors: 20 %.
    {
      name: 'doctor: Clinical/Worklist',
      role: 'doctor',
      weight: 8,
      kept: true,
      call: () => ({ method: 'GET', path: '/api/Clinical/Worklist' }),
    },
    {
      name: "doctor: GetByDoctorId today's agenda",
      role: 'doctor',
      weight: 6,
      kept: true,
      call: (s) => ({
        method: 'GET',
        path: `/api/Appointment/GetByDoctorId/${s.id}?page=1&pageSize=100&from=${today}&to=${today}&sort=asc`,
      }),
    },
    {
      name: "doctor: a patient's Clinical/Summary",
      role: 'doctor',
      weight: 6,
      kept: true,
      call: (s, k) => ({ method: 'GET', path: `/api/Clinical/Summary/${pick(s.seen, k)}` }),
    },
    // Admins and managers: 10 %.
    {
      name: `admin: Statistics/Indicators ${quarter.year} Q${quarter.index}`,
      role: 'admin',
      weight: 3,
      kept: true,
      call: () => ({
        method: 'GET',
        path: `/api/Statistics/Indicators?kind=quarter&year=${quarter.year}&index=${quarter.index}`,
      }),
    },
    {
      name: 'manager: Retention/Tracing page 1',
      role: 'manager',
      weight: 3,
      kept: true,
      call: () => ({ method: 'GET', path: '/api/Retention/Tracing?page=1&pageSize=20' }),
    },
    {
      name: 'admin: Patient/GetAll page 1',
      role: 'admin',
      weight: 2,
      call: () => ({ method: 'GET', path: '/api/Patient/GetAll?page=1&pageSize=10' }),
    },
    {
      name: 'manager: Doctor/GetAll page 1',
      role: 'manager',
      weight: 2,
      call: () => ({ method: 'GET', path: '/api/Doctor/GetAll?page=1&pageSize=10' }),
    },
    // Writes: 7 %. A patient books one of the free doctors they last saw (the booking screen's flow); a 409
    // (someone was faster, or they already hold that hour) counts apart.
    {
      name: 'write: Appointment/Create',
      role: 'patient',
      weight: 4,
      can: (s) => s.lastSlot !== undefined,
      call: (s, k) => {
        const { doctorIds, ...at } = s.lastSlot as NonNullable<Session['lastSlot']>;
        s.lastSlot = undefined;
        return {
          method: 'POST',
          path: '/api/Appointment/Create',
          body: { doctorId: pick(doctorIds, k), ...at, appointmentType: 'Appointment', isAnonymous: false },
        };
      },
      learn: (s, status, body) => {
        const id = (body as { data?: { appointmentId: number } } | null)?.data?.appointmentId;
        if (status === 201 && id) s.cancellable.push(id);
      },
    },
    {
      name: 'write: Appointment/Update (cancel)',
      role: 'patient',
      weight: 3,
      can: (s) => s.cancellable.length > 0,
      call: (s) => ({
        method: 'PUT',
        path: '/api/Appointment/Update',
        body: { appointmentId: s.cancellable.pop(), status: 'Cancelled' },
      }),
    },
    // Logins: 3 %.
    {
      name: 'login: Auth/login',
      role: 'any',
      weight: 3,
      call: (s) => ({
        method: 'POST',
        path: '/api/Auth/login',
        body: { username: s.username, password: BENCH_PASSWORD },
      }),
      learn: (s, status, body) => {
        const token = (body as { data?: { token: string } } | null)?.data?.token;
        if (status === 200 && token) s.token = token;
      },
    },
  ];
}

interface Outcome {
  kind: string;
  ms: number;
  status: number;
  /** 'timeout' when no answer came within BENCH_TIMEOUT, 'error' when the connection failed. */
  failure?: 'timeout' | 'error';
}

/** One keep-alive connection per virtual user at most, as each browser holds its own. */
const agent = new http.Agent({ keepAlive: true });

/**
 * What fetch sends, so that the app does the same work (it compresses every answer for this accept-encoding).
 * The load generator shares the two cores with the app and PostgreSQL: fetch decompressed and decoded every answer,
 * two weeks of free slots being half a megabyte, and took half a core for it. Only an answer the session learns from
 * is decompressed and parsed; the others are read to their last byte and counted, as autocannon does (harness.ts).
 */
const REQUEST_HEADERS = { accept: '*/*', 'accept-encoding': 'gzip, deflate' };

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

async function send(
  base: string,
  session: Session,
  call: Call,
  timeoutMs: number,
  wanted: boolean,
): Promise<{ ms: number; status: number; text: string | null }> {
  const started = performance.now();
  const payload = call.body && JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${call.path}`, {
      method: call.method,
      agent,
      headers: {
        ...REQUEST_HEADERS,
        authorization: `Bearer ${call.token ?? session.token}`,
        ...(payload && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
      },
    });
    // A timer of its own rather than a signal: an AbortSignal left on a finished request would destroy its socket
    // once the keep-alive agent had lent it to the next request.
    const timer = setTimeout(() => request.destroy(new TimeoutError()), timeoutMs);
    const fail = (err: Error) => {
      clearTimeout(timer);
      reject(err);
    };
    request.on('error', fail);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        if (wanted) chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('end', () => {
        clearTimeout(timer);
        const ms = performance.now() - started;
        try {
          const text = wanted ? decoded(Buffer.concat(chunks), response.headers['content-encoding']) : null;
          resolve({ ms, status: response.statusCode ?? 0, text });
        } catch (err) {
          reject(err);
        }
      });
    });
    request.end(payload);
  });
}

class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** Sends one request of `kind` for `session` and lets the session learn from the answer. */
async function run(
  base: string,
  kind: Kind,
  session: Session,
  k: number,
  timeoutMs: number,
): Promise<Outcome> {
  const call = kind.call(session, k);
  const started = performance.now();
  try {
    const { ms, status, text } = await send(base, session, call, timeoutMs, kind.learn !== undefined);
    if (kind.learn && text !== null) {
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {}
      kind.learn(session, status, body, call);
    }
    return { kind: kind.name, ms, status };
  } catch (err) {
    const timedOut = err instanceof TimeoutError;
    return {
      kind: kind.name,
      ms: performance.now() - started,
      status: 0,
      failure: timedOut ? 'timeout' : 'error',
    };
  }
}

/** A deterministic stream of (kind, session) choices by weight, so that two runs send the same mix. */
function chooser(all: Kind[], sessions: Session[]) {
  // mulberry32: the low bits of a plain linear congruential generator repeat too soon for `% total`.
  let seed = 12345;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  const total = all.reduce((sum, kind) => sum + kind.weight, 0);
  const byRole = (role: Kind['role']) => sessions.filter((s) => role === 'any' || s.role === role);
  const pools = new Map(all.map((kind) => [kind, byRole(kind.role)]));
  return (): { kind: Kind; session: Session; k: number } => {
    for (;;) {
      const r = next() % total;
      let upTo = 0;
      const kind = all.find((kd) => {
        upTo += kd.weight;
        return r < upTo;
      }) as Kind;
      const pool = pools.get(kind) as Session[];
      const from = next();
      // Another user of the role who can, rather than another kind: the writes keep their share.
      for (let i = 0; i < pool.length; i++) {
        const session = pick(pool, from + i);
        if (!kind.can || kind.can(session)) return { kind, session, k: next() };
      }
    }
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number);

function report(title: string, outcomes: Outcome[], seconds: number, bareRps: number): void {
  const answered = outcomes.filter((o) => !o.failure);
  const ms = answered.map((o) => o.ms).sort((a, b) => a - b);
  const served = answered.filter((o) => o.status < 400 || o.status === 409);
  const ok = served.length;
  const servedMs = served.map((o) => o.ms).sort((a, b) => a - b);
  const rps = answered.length / seconds;
  console.log(`\n${title}`);
  console.log(
    `  answered ${answered.length} in ${seconds.toFixed(1)} s: ${rps.toFixed(1)} req/s (${((100 * rps) / bareRps).toFixed(2)} % of bare Fastify), ` +
      `p50 ${quantile(ms, 0.5).toFixed(0)} ms, p99 ${quantile(ms, 0.99).toFixed(0)} ms`,
  );
  const byStatus = new Map<string, number>();
  for (const o of outcomes) {
    const key = o.failure ?? String(o.status);
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  console.log(
    `  sent ${outcomes.length}; answers by status: ${[...byStatus].map(([s, n]) => `${s}: ${n}`).join(', ')}; ` +
      `2xx or 409 (slot taken): ${ok}, ${(ok / seconds).toFixed(1)} req/s, ` +
      `p50 ${quantile(servedMs, 0.5).toFixed(0)} ms, p99 ${quantile(servedMs, 0.99).toFixed(0)} ms`,
  );
  // Which kinds the slowest 1 % of the answers are: a tail of one slow read, or of every kind at once.
  const p99 = quantile(ms, 0.99);
  const names = [...new Set(outcomes.map((o) => o.kind))].sort();
  const lines = names.map((name) => {
    const mine = outcomes.filter((o) => o.kind === name);
    const times = mine
      .filter((o) => !o.failure)
      .map((o) => o.ms)
      .sort((a, b) => a - b);
    const bad = mine.filter((o) => o.failure || (o.status >= 400 && o.status !== 409)).length;
    const conflicts = mine.filter((o) => o.status === 409).length;
    return [
      name,
      String(mine.length),
      times.length ? quantile(times, 0.5).toFixed(0) : '-',
      times.length ? quantile(times, 0.99).toFixed(0) : '-',
      String(mine.filter((o) => !o.failure && o.ms >= p99).length),
      String(bad),
      String(conflicts),
    ];
  });
  const header = ['request', 'sent', 'p50 ms', 'p99 ms', 'in the slowest 1 %', 'failed/non-2xx', '409'];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)));
  const format = (cells: string[]) =>
    `  | ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log(format(header));
  console.log(`  |${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

/** CONNECTIONS virtual users, each sending its next request once the previous one is answered. */
async function closedLoop(
  base: string,
  next: ReturnType<typeof chooser>,
  seconds: number,
  timeoutMs: number,
) {
  const outcomes: Outcome[] = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const { kind, session, k } = next();
        outcomes.push(await run(base, kind, session, k, timeoutMs));
      }
    }),
  );
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

/**
 * `rate` requests a second whatever the answers (an open loop, as many clients are); the figures count what
 * was answered during the run, the requests still waiting at its end are counted when they end.
 */
async function paced(
  base: string,
  next: ReturnType<typeof chooser>,
  seconds: number,
  rate: number,
  timeoutMs: number,
) {
  const outcomes: Outcome[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now();
  const total = Math.round(seconds * rate);
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const { kind, session, k } = next();
    pending.push(run(base, kind, session, k, timeoutMs).then((o) => void outcomes.push(o)));
  }
  await Promise.all(pending);
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

async function main(): Promise<void> {
  const duration = Number(process.env.BENCH_DURATION ?? '30');
  const rate = Number(process.env.BENCH_RATE ?? '100');
  const timeoutMs = 1000 * Number(process.env.BENCH_TIMEOUT ?? '10');
  const mode = process.env.BENCH_MODE ?? 'both';
  if (!(duration > 0) || !(rate > 0) || !(timeoutMs > 0))
    throw new Error('BENCH_DURATION, BENCH_RATE and BENCH_TIMEOUT must be positive numbers');
  if (!['closed', 'paced', 'both'].includes(mode)) throw new Error('BENCH_MODE is closed, paced or both');
  discardBodies();
  const bench = await openSeededRun(
    benchScale({ doctors: ACCOUNTS.doctors, patients: ACCOUNTS.patients, appointments: 100 }),
  );
  try {
    const { database, today } = bench;
    const quarter = lastCompleteQuarter(today);
    const hash = await hashSecret(BENCH_PASSWORD);
    const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
    const patients = names('bench_patient_', ACCOUNTS.patients);
    const doctors = names('bench_doctor_', ACCOUNTS.doctors);
    const usernames = [...patients, ...doctors];
    // seedScale gives the password to one account of each role; the other virtual users get it here.
    await database.db.execute(
      sql`update users set password_hash = ${hash}
          where username in (${sql.join(
            usernames.map((u) => sql`${u}`),
            sql`, `,
          )}) and password_hash <> ${hash}`,
    );
    const [counts] = await rows(
      database,
      sql`select (select count(*)::int from patients) patients, (select count(*)::int from appointments) appointments`,
    );
    console.log(`database: ${bench.label}, ${JSON.stringify(counts)}; today ${today}`);

    const bareStarted = await bench.startBare();
    const started = await bench.startApp();
    const base = started.base;

    const sessions: Session[] = [];
    const accounts: [Role, string[]][] = [
      ['patient', patients],
      ['doctor', doctors],
      ['admin', ['bench_admin']],
      ['manager', ['bench_manager']],
    ];
    for (const [role, users] of accounts) {
      for (const username of users) {
        const [ids] = await rows<{ patient_id: number | null; doctor_id: number | null }>(
          database,
          sql`select p.patient_id, d.doctor_id from users u left join patients p using (user_id)
              left join doctors d using (user_id) where u.username = ${username}`,
        );
        const id = Number(ids?.patient_id ?? ids?.doctor_id ?? 0);
        const cancellable =
          role === 'patient'
            ? (
                await rows<{ appointment_id: number }>(
                  database,
                  sql`select appointment_id from appointments where patient_id = ${id}
                      and status = 'Scheduled' and appointment_date > ${today}::date`,
                )
              ).map((r) => Number(r.appointment_id))
            : [];
        const seen =
          role === 'doctor'
            ? (
                await rows<{ patient_id: number }>(
                  database,
                  sql`select distinct patient_id from appointments where doctor_id = ${id} and not is_anonymous
                      order by patient_id limit 200`,
                )
              ).map((r) => Number(r.patient_id))
            : [];
        sessions.push({ role, username, id, token: await login(base, username), cancellable, seen });
      }
    }
    const all = kinds(today, quarter);

    // One request of every kind first: a wrong path or a refused token must not become a figure. A kept read's
    // is its first computation since the app started, printed apart below: it also compiles the code it runs.
    const firstMs = new Map<string, number>();
    for (const kind of all.filter((kd) => !kd.name.startsWith('write'))) {
      const session = sessions.find((s) => kind.role === 'any' || s.role === kind.role) as Session;
      const outcome = await run(base, kind, session, 0, 60_000);
      if (outcome.status !== 200)
        throw new Error(`${kind.name} answered ${outcome.status}; nothing measured`);
      firstMs.set(kind.name, outcome.ms);
    }

    // Uncached: each kept read right after a write of the appointments of more than 100 parts (migration 0017) and a
    // statement on the patients (whose trigger notifies even when it changes no row), which together drop every
    // kept answer of this mix, three times; the median is printed. A booking drops only those of its doctor,
    // patient and day, and not the whole clinic's indicators. Measured after WARM_SECONDS of the load.
    const dropAll = [
      sql`update appointments set status = status where appointment_id in (
        select appointment_id from appointments order by appointment_id desc limit 200)`,
      sql`update patients set patient_id = patient_id where false`,
    ];
    const next = chooser(all, sessions);
    await closedLoop(base, next, WARM_SECONDS, timeoutMs);
    await settle(`${base}/health`);
    console.log(`load average before the uncached reads (1, 5, 15 min): ${load()}`);
    console.log(
      `\nuncached after ${WARM_SECONDS} s of the closed loop (a single request right after a write of every part; median of 3) and then kept:`,
    );
    for (const kind of all.filter((kd) => kd.kept)) {
      const session = sessions.find((s) => s.role === kind.role) as Session;
      const uncached: number[] = [];
      let kept = 0;
      for (let i = 0; i < 3; i++) {
        for (const statement of dropAll) await database.db.execute(statement);
        const first = await run(base, kind, session, 0, 60_000);
        uncached.push(first.ms);
        kept = (await run(base, kind, session, 0, 60_000)).ms;
      }
      uncached.sort((a, b) => a - b);
      console.log(
        `  ${kind.name}: ${(uncached[1] as number).toFixed(0)} ms uncached (${uncached.map((t) => t.toFixed(0)).join(', ')}; first since the start ${(firstMs.get(kind.name) ?? 0).toFixed(0)}), ${kept.toFixed(1)} ms kept`,
      );
    }

    // Each measurement above dropped every kept answer: the load starts from what a running server holds, not from
    // a server that has just been emptied of all of them at once. Reading each kind once warmed one session's
    // answers of it; the other sessions' pages, summaries and slots were all computed afresh in the measured loop's
    // first second (server-side p50 270 ms, p99 620 ms in it, 60-90 ms and 200-230 ms after). WARM_SECONDS of the
    // closed loop read them again, as before the uncached measurements.
    await closedLoop(base, next, WARM_SECONDS, timeoutMs);
    await settle(`${base}/health`);

    const loadStart = load();
    console.log(`\nload average at start (1, 5, 15 min): ${loadStart}`);
    const bareRun = await autocannon({ url: bareStarted.base, connections: CONNECTIONS, duration: 10 });
    const bareRps = bareRun.requests.average;
    console.log(
      `bare Fastify, autocannon ${CONNECTIONS} connections 10 s: ${bareRps.toFixed(0)} req/s, p99 ${bareRun.latency.p99} ms`,
    );
    if (mode !== 'paced') {
      const { outcomes, seconds } = await closedLoop(base, next, duration, timeoutMs);
      report(
        `closed loop, ${CONNECTIONS} virtual users, ${duration} s (load average now ${load()})`,
        outcomes,
        seconds,
        bareRps,
      );
      await settle(`${base}/health`);
    }
    if (mode !== 'closed') {
      const { outcomes, seconds } = await paced(base, next, duration, rate, timeoutMs);
      report(
        `paced at ${rate} req/s offered, ${duration} s (load average now ${load()})`,
        outcomes,
        seconds,
        bareRps,
      );
      await settle(`${base}/health`);
    }
    console.log(`\nload average (1, 5, 15 min): start ${loadStart}, end ${load()}`);
    console.log(
      `scale ${process.env.BENCH_SCALE ?? '1'}; timeout ${timeoutMs / 1000} s; ${sessions.length} accounts logged in`,
    );
  } finally {
    await bench.close();
  }
}

await main();
