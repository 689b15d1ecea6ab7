/**
 * Measures, on the built server (`npm run build` first): time from spawn to the first API answer on a fresh
 * embedded database and on a second start, the server's memory at idle, and login time.
 * Run: npx tsx apps/server/bench/startup.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverJs = fileURLToPath(new URL('../dist/src/server.js', import.meta.url));
const port = 3390;
const base = `http://127.0.0.1:${port}`;

async function startAndTime(dataDir: string): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [serverJs], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const res = await fetch(`${base}/api/Category/GetAll`);
      if (res.ok) return { child, ms: performance.now() - started };
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((r) => setTimeout(r, 20));
  }
}

function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '')) / 1024;
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-bench-'));
try {
  const first = await startAndTime(dataDir);
  console.log(
    `first start (fresh embedded database, migrate + seed): ${first.ms.toFixed(0)} ms to first API answer`,
  );
  await stop(first.child);

  const second = await startAndTime(dataDir);
  console.log(`second start (existing data): ${second.ms.toFixed(0)} ms to first API answer`);
  await new Promise((r) => setTimeout(r, 5000));
  console.log(`memory at idle (RSS, 5 s after start): ${rssMiB(second.child.pid as number).toFixed(1)} MiB`);

  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'patient1', password: 'Demo@1234' }),
    });
    if (!res.ok) throw new Error(`login failed: ${res.status}`);
    times.push(performance.now() - t0);
  }
  console.log(
    `login (20 sequential, HTTP round trip incl. Argon2id verify): median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
  );
  await stop(second.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
