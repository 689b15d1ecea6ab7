/**
 * What the load benchmarks (load.ts, mixed.ts) share: the scale and the seeded database of a run, the real app
 * and a bare Fastify each started as a child process (this file, with `app` or `bare` as argument), logging in,
 * waiting for a server to drain, the load average; and the configuration of the benches that run the app in their
 * own process (appointments.ts, lab-import.ts). A child rather than the bench's own process: the load generator parses every answer and would
 * otherwise take its CPU from the very event loop it measures, which on a 2-core machine would flatter neither
 * side evenly. Both servers pay the same process boundary, so the ratio compares the app's work with Fastify's alone.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { clinicNow } from '@clinic/contract';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { hashSecret } from '../src/lib/password.js';
import {
  BENCH_PASSWORD,
  type BenchDatabase,
  FULL_SCALE,
  openBenchDatabase,
  rows,
  type Scale,
  seedScale,
} from './seed-scale.js';

export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-01';
export const CONNECTIONS = 50;
/** What Chromium and Firefox send on every request. */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * autocannon 9 appends every chunk of every answer to a string (lib/pipelinedRequestsQueue.js, addBody) that only
 * its body checks read, and this bench uses none. Decoding binary brotli bytes as UTF-8 costs it per byte: on two
 * cores shared with the servers, two weeks of free slots (14 KB on the wire) went at 2,300-3,000 req/s with the
 * strings and 7,500 without, while bare Fastify sending those very bytes reached 10,600. The bench measures the
 * servers, not that string: the load generator counts the bytes (addByteCount, untouched) and keeps no body.
 * Pinned to autocannon 9.0.0 (apps/server/package.json); a version without this method stops the run.
 */
export function discardBodies(): void {
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
    ...(process.env.REQUEST_QUEUE_TIMEOUT && { REQUEST_QUEUE_TIMEOUT: process.env.REQUEST_QUEUE_TIMEOUT }),
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
export async function startChild(
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

export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * A load run: the bench database (kept when BENCH_KEEP names it) and the servers started on it, all stopped and the
 * database dropped by `close`, or on Ctrl-C, which would otherwise leave both behind.
 */
export async function openBenchRun(serverUrl: string) {
  const bench = await openBenchDatabase(serverUrl, process.env.BENCH_KEEP);
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map((child) => stopChild(child)));
    await bench.cleanup();
  };
  const interrupted = async () => {
    await stop();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  return {
    database: bench.database,
    label: bench.label,
    /** The app started on this run's database. */
    startApp: () => startRunChild('app', { BENCH_APP_DATABASE_URL: bench.url }),
    /** The bare Fastify the app is compared with. */
    startBare: () => startRunChild('bare', {}),
    close: async () => {
      await stop();
      process.off('SIGINT', interrupted);
    },
  };

  async function startRunChild(mode: 'app' | 'bare', env: NodeJS.ProcessEnv) {
    const started = await startChild(mode, env);
    children.push(started.child);
    return started;
  }
}

/**
 * FULL_SCALE times BENCH_SCALE (default 1), with at least `least` of each: the accounts a bench logs in with must
 * exist however small the run.
 */
export function benchScale(least: Scale): Scale {
  const factor = Number(process.env.BENCH_SCALE ?? '1');
  if (!(factor > 0)) throw new Error('BENCH_SCALE must be a positive number');
  return {
    doctors: Math.max(least.doctors, Math.round(FULL_SCALE.doctors * factor)),
    patients: Math.max(least.patients, Math.round(FULL_SCALE.patients * factor)),
    appointments: Math.max(least.appointments, Math.round(FULL_SCALE.appointments * factor)),
  };
}

/**
 * A load run (openBenchRun) on the server of BENCH_DATABASE_URL, its database seeded at `scale` unless it is a kept
 * one that already holds doctors, and the clinic's today. `seedSeconds` is null when the seed was skipped.
 */
export async function openSeededRun(scale: Scale) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const today = clinicNow(loadConfig({ DATABASE_URL: serverUrl, JWT_SECRET }).clinicTz).date;
  const run = await openBenchRun(serverUrl);
  try {
    const started = performance.now();
    const [seeded] = await rows<{ n: number }>(run.database, sql`select count(*)::int n from doctors`);
    if (seeded?.n) return { ...run, today, seedSeconds: null };
    await seedScale(run.database, today, scale, await hashSecret(BENCH_PASSWORD));
    return { ...run, today, seedSeconds: (performance.now() - started) / 1000 };
  } catch (err) {
    await run.close();
    throw err;
  }
}

/** The configuration of the app run inside the bench's process (app.inject) on the database the bench opened. */
export function inProcessConfig(env: Record<string, string> = {}) {
  const config = loadConfig({
    JWT_SECRET,
    DATABASE_URL: 'postgres://unused',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  return { ...config, databaseUrl: undefined, dataDir: null };
}

export async function login(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login of ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

export const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/**
 * Requests still queued in the server when autocannon stops (their connections closed, their work not) would
 * eat into the next endpoint's time: waits until a trivial request answers quickly again (at most a minute).
 */
export async function settle(url: string): Promise<void> {
  const until = performance.now() + 60_000;
  while (performance.now() < until) {
    const started = performance.now();
    await fetch(url);
    if (performance.now() - started < 50) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const childMode = process.argv[1] === fileURLToPath(import.meta.url) ? process.argv[2] : undefined;
if (childMode === 'app') await serveApp();
else if (childMode === 'bare') await serveBare();

/** The last complete calendar quarter before `today` (yyyy-MM-dd): the one a report is made for. */
export function lastCompleteQuarter(today: string): { year: number; index: number } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const quarter = Math.floor((month - 1) / 3);
  return quarter === 0 ? { year: year - 1, index: 4 } : { year, index: quarter };
}

/**
 * The start of a bench that runs the app in its own process: its configuration (no timed jobs), the clinic's
 * today, and the bench's database seeded at `scale` unless it already holds doctors (a kept one).
 */
export async function prepareInProcess(database: BenchDatabase['database'], scale: Scale) {
  const config = inProcessConfig({ JOBS_ENABLED: 'false' });
  const today = clinicNow(config.clinicTz).date;
  const [seeded] = await rows<{ n: number }>(database, sql`select count(*)::int n from doctors`);
  if (!seeded?.n) await seedScale(database, today, scale);
  return { config, today };
}
