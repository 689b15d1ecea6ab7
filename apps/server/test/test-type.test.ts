import { ROLES } from '@clinic/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build.js';
import { insertTestType } from './helpers/clinical.js';
import type { CreatedUser } from './helpers/factories.js';

let t: TestApp;
let active: { testTypeId: number };
let inactive: { testTypeId: number };
const users: Record<string, CreatedUser> = {};

beforeAll(async () => {
  t = await build();
  active = await insertTestType(t.db, { testTypeName: 'CD4', unit: 'cells/mm³', normalRange: '500-1500' });
  inactive = await insertTestType(t.db, { testTypeName: 'Đã ngừng', unit: 'N/A', isActive: false });
  for (const role of ROLES) users[role] = await t.user(role);
});
afterAll(() => t.close());

const ids = (body: { data: { testTypeId: number }[] }) => body.data.map((x) => x.testTypeId);

describe('GET /api/TestType/GetAll', () => {
  it('needs a token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/TestType/GetAll' });
    expect(res.statusCode).toBe(401);
  });

  it.each(['Patient', 'Doctor'])('gives a %s the active types only, with the spec fields', async (role) => {
    const res = await t.call({ method: 'GET', url: '/api/TestType/GetAll', token: users[role]?.token });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual([
      {
        testTypeId: active.testTypeId,
        testTypeName: 'CD4',
        unit: 'cells/mm³',
        normalRange: '500-1500',
        isActive: true,
      },
    ]);
  });

  it.each(['Admin', 'Manager', 'Staff'])('gives %s every type, inactive included', async (role) => {
    const res = await t.call({ method: 'GET', url: '/api/testtype/getall', token: users[role]?.token });
    expect(res.statusCode).toBe(200);
    expect(ids(res.body)).toEqual([active.testTypeId, inactive.testTypeId]);
  });
});

describe('GET /api/TestType/GetByID/{id}', () => {
  it('answers an active type to anyone logged in', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/TestType/GetByID/${active.testTypeId}`,
      token: users.Patient?.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ testTypeId: active.testTypeId, testTypeName: 'CD4' });
  });

  it('hides an inactive type from patients and doctors, shows it to A M S', async () => {
    for (const role of ['Patient', 'Doctor']) {
      const res = await t.call({
        method: 'GET',
        url: `/api/TestType/GetByID/${inactive.testTypeId}`,
        token: users[role]?.token,
      });
      expect(res.statusCode).toBe(404);
    }
    for (const role of ['Admin', 'Manager', 'Staff']) {
      const res = await t.call({
        method: 'GET',
        url: `/api/TestType/GetById/${inactive.testTypeId}`,
        token: users[role]?.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body.data.isActive).toBe(false);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.call({
      method: 'GET',
      url: '/api/TestType/GetByID/99999',
      token: users.Admin?.token,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.status).toBe(false);
    const bad = await t.call({ method: 'GET', url: '/api/TestType/GetByID/abc', token: users.Admin?.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('id');
  });
});
