import { readFileSync } from 'node:fs';
import { DEFAULT_CLINIC_TZ, type LabImportReport } from '@clinic/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../src/db/seed.js';
import { useTestApp } from './helpers/build.js';
import { demoUser } from './helpers/factories.js';

/** The README's example result file imports into the demo data, as doctor1 would send it. */
const t = useTestApp();
const example = readFileSync(new URL('../../../docs/examples/ket-qua-xet-nghiem.csv', import.meta.url));

beforeAll(async () => {
  await seedDemoIfEmpty(t.db, DEFAULT_CLINIC_TZ);
});

describe('docs/examples/ket-qua-xet-nghiem.csv', () => {
  it('imports the viral load of patient1’s collected specimen, once', async () => {
    const doctor = await demoUser(t.db, 'doctor1');
    const token = await t.app.ctx.tokens.sign(doctor);
    const send = () =>
      t.call({
        method: 'POST',
        url: '/api/Lab/Import',
        token,
        payload: example,
        headers: { 'content-type': 'text/csv' },
      });
    const first = await send();
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    expect((first.body.data as LabImportReport).counts).toMatchObject({
      imported: 1,
      invalid: 0,
      unmatched: 0,
    });
    // The manifest no longer lists it, and the same file again writes nothing.
    expect(((await send()).body.data as LabImportReport).counts).toMatchObject({ imported: 0, duplicate: 1 });
  });
});
