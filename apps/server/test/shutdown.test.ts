// @runs-first (vitest.sequencer.ts): starts the server as a process three times.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/people.js';

/** The real server process (src/server.ts through tsx) on an embedded database in a temporary DATA_DIR. */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-shutdown-'));
const children: ChildProcess[] = [];
/** Whether a server has started on dataDir yet (and so migrated and seeded it). */
let dataDirSeeded = false;

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
  /** Milliseconds from spawn to the first /health 200. */
  startupMs: number;
}

async function startServer(): Promise<Running> {
  const port = await freePort();
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: '',
      SMTP_URL: '',
      SEED_DEMO: 'true',
      // The 'incoming request' lines waited for below are written at debug level (src/plugins/logging.ts).
      LOG_LEVEL: 'debug',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.status === 200) {
        dataDirSeeded = true;
        return {
          child,
          port,
          output: () => out,
          exited,
          startupMs: Math.round(performance.now() - spawnedAt),
        };
      }
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`server did not become healthy:\n${out}`);
}

async function waitForOutput(run: Running, pattern: RegExp, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(run.output())) {
    if (Date.now() > deadline) throw new Error(`no ${pattern} in output:\n${run.output()}`);
    await sleep(10);
  }
}

const loginBody = JSON.stringify({ username: 'admin1', password: DEMO_PASSWORD });

async function login(port: number): Promise<{ status: number; body: { data: { token: string } | null } }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
  });
  return { status: res.status, body: await res.json() };
}

/** Sends the headers and half of the body of a login, and answers a function that sends the rest. */
function slowLogin(port: number, connection = 'close'): Promise<{ finish(): Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const half = Math.floor(loginBody.length / 2);
      let answer = '';
      socket.on('data', (d: Buffer) => {
        answer += d.toString();
      });
      const ended = new Promise<string>((res) => socket.once('close', () => res(answer)));
      socket.write(
        `POST /api/Auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(loginBody)}\r\nConnection: ${connection}\r\n\r\n${loginBody.slice(0, half)}`,
      );
      resolve({
        finish: () => {
          socket.write(loginBody.slice(half));
          return ended;
        },
      });
    });
    socket.once('error', reject);
  });
}

describe('server process', () => {
  it('starts on a fresh DATA_DIR, seeds, and on SIGTERM finishes the request in flight before exiting 0', async () => {
    const run = await startServer();
    console.error(
      `[shutdown.test] first start (fresh DATA_DIR, migrate + seed): ${run.startupMs} ms to /health 200`,
    );
    // The log reaches this process through a pipe, which may deliver it after the /health answer.
    await waitForOutput(run, /demo data seeded/);
    expect((await login(run.port)).status).toBe(200);

    const inFlight = await slowLogin(run.port);
    await waitForOutput(
      run,
      /"url":"\/api\/Auth\/login".*"msg":"incoming request"[\s\S]*"url":"\/api\/Auth\/login".*"msg":"incoming request"/,
    );
    run.child.kill('SIGTERM');
    await waitForOutput(run, /shutting down/);
    await sleep(300);
    // Still draining: the process waits for the request it has started to read.
    expect(run.child.exitCode).toBeNull();
    // ...while it no longer accepts new connections.
    await expect(fetch(`http://127.0.0.1:${run.port}/health`)).rejects.toThrow();

    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toMatchObject({
      status: true,
      data: { userDetails: { username: 'admin1', role: 'Admin' } },
    });
    expect(await run.exited).toBe(0);
  }, 120_000);

  it('exits within seconds with idle keep-alive clients, and closes an in-flight keep-alive connection', async () => {
    const run = await startServer();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 3 });
    const idle = await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<number | undefined>((resolve, reject) => {
            http
              .get({ host: '127.0.0.1', port: run.port, path: '/health', agent }, (res) => {
                res.resume();
                res.on('end', () => resolve(res.statusCode));
              })
              .on('error', reject);
          }),
      ),
    );
    expect(idle).toEqual([200, 200, 200]);
    const inFlight = await slowLogin(run.port, 'keep-alive');
    await waitForOutput(run, /"url":"\/api\/Auth\/login".*"msg":"incoming request"/);

    const signalledAt = performance.now();
    run.child.kill('SIGTERM');
    await waitForOutput(run, /shutting down/);
    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(await run.exited).toBe(0);
    const exitMs = Math.round(performance.now() - signalledAt);
    console.error(`[shutdown.test] exit after SIGTERM with 3 idle keep-alive clients: ${exitMs} ms`);
    // Without the drain it waited for the keep-alive timeout (72 s).
    expect(exitMs).toBeLessThan(10_000);
    agent.destroy();
  }, 120_000);

  it('keeps its data across a restart on the same DATA_DIR and does not seed again', async () => {
    if (!dataDirSeeded) {
      // Run alone: a first start seeds the directory, as the first test's does in a whole run.
      const first = await startServer();
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    }
    const run = await startServer();
    console.error(`[shutdown.test] second start (existing DATA_DIR): ${run.startupMs} ms to /health 200`);
    await waitForOutput(run, /database already has data/);
    const res = await login(run.port);
    expect(res.status).toBe(200);
    expect(res.body.data?.token).toEqual(expect.any(String));
    const categories = (await (await fetch(`http://127.0.0.1:${run.port}/api/Category/GetAll`)).json()) as {
      data: unknown[];
    };
    expect(categories.data).toHaveLength(4);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);

    // The database files are consistent after the shutdown: exactly one seed's worth of data.
    const db = new PGlite(dataDir);
    try {
      const users = await db.query<{ n: number }>('select count(*)::int as n from users');
      const articles = await db.query<{ n: number }>('select count(*)::int as n from articles');
      expect(users.rows[0]?.n).toBe(9);
      expect(articles.rows[0]?.n).toBe(9);
    } finally {
      await db.close();
    }
  }, 120_000);
});
