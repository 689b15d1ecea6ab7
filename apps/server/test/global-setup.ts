import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { createDatabase, dropDatabase, untilUnused } from './helpers/database.js';

/**
 * Migrates one template database before the API test files run; each file then starts from a copy of it
 * (test/helpers/database.ts) instead of creating and migrating a database of its own: on the embedded engine
 * that skips initdb too, about a second and a half per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `clinic_template_${randomBytes(6).toString('hex')}`;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    const file = path.join(tmpdir(), `${name}.tar`);
    const archive = (await database.dumpDataDir?.()) as Blob;
    writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
    await database.close();
    project.provide('templateArchive', file);
    return async () => rmSync(file, { force: true });
  }
  const template = await openDatabase({ databaseUrl: await createDatabase(serverUrl, name), dataDir: null });
  await template.migrate();
  await template.close();
  // A database is copied only while nobody is connected to it.
  await untilUnused(serverUrl, name);
  project.provide('templateDatabase', name);
  return () => dropDatabase(serverUrl, name);
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateArchive?: string;
    templateDatabase?: string;
  }
}
