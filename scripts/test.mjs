#!/usr/bin/env node
// `npm test`: builds once, then runs the three suites one after the other, each with the machine to itself, and
// prints how long each took; a failing suite does not stop the next. Side by side on a 2-core machine they
// were no faster and far less steady (docs/architecture.md). Run one alone with `npm run test:unit`,
// `npm run test:api` or `npm run test:e2e`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => `${root}node_modules/.bin/${name}`;

function run(label, command, args, cwd = root) {
  const started = Date.now();
  process.stdout.write(`\n== ${label}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const ok = code === 0;
      process.stdout.write(
        `== ${label}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s\n`,
      );
      resolve(ok);
    });
  });
}

const build = await run('build (contract, web, server)', 'npm', ['run', 'build']);
if (!build) process.exit(1);

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const database = onServer ? 'PostgreSQL at TEST_DATABASE_URL' : 'the embedded database';
// On PostgreSQL an API file spends much of its time waiting on the database server or on the server processes
// it starts, so three files at a time keep two cores busy; the embedded database computes in the worker itself.
const apiWorkers = onServer ? ['--maxWorkers=3'] : [];
const results = [
  await run('unit tests (contract, web)', bin('vitest'), [
    'run',
    '--project',
    'contract',
    '--project',
    'web',
  ]),
  await run(`API tests (${database})`, bin('vitest'), ['run', '--project', 'server', ...apiWorkers]),
  await run('browser tests (Chromium)', bin('playwright'), ['test'], `${root}e2e`),
];
process.exit(results.every(Boolean) ? 0 : 1);
