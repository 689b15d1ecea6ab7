#!/usr/bin/env node
// `npm test`: builds once, then runs the three suites side by side and prints each one's output as it ends.
// The browser suite spends most of its time waiting on the browser, so the unit and API suites fit beside it.
// They run at a lower CPU priority (nice): the browser suite is the longest and is slowed most by waiting for a
// core, while the others only need the cores it leaves idle. Run one alone with `npm run test:unit`,
// `npm run test:api` or `npm run test:e2e`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => `${root}node_modules/.bin/${name}`;

function run(label, command, args, cwd = root) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0' } });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const ok = code === 0;
      process.stdout.write(
        `\n== ${label}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(chunks));
      resolve(ok);
    });
  });
}

const build = await run('build (contract, web, server)', 'npm', ['run', 'build']);
if (!build) process.exit(1);

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const database = onServer ? 'PostgreSQL at TEST_DATABASE_URL' : 'the embedded database';
// On PostgreSQL an API file spends much of its time waiting on the database server or on the server processes
// it starts, so four files at a time keep two cores busy; the embedded database computes in the worker itself.
const apiWorkers = onServer ? ['--maxWorkers=4'] : [];
console.log(`== running the unit, API (on ${database}) and browser tests side by side`);
const results = await Promise.all([
  run('unit tests (contract, web)', 'nice', [
    bin('vitest'),
    'run',
    '--project',
    'contract',
    '--project',
    'web',
  ]),
  run(`API tests (${database})`, 'nice', [bin('vitest'), 'run', '--project', 'server', ...apiWorkers]),
  run('browser tests (Chromium)', bin('playwright'), ['test'], `${root}e2e`),
]);
process.exit(results.every(Boolean) ? 0 : 1);
