import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('API base', () => {
  it('answers the 404 envelope for an unknown route', async () => {
    const res = await t.call({ method: 'GET', url: '/api/Nothing/Here' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ status: false, statusCode: 404, data: null });
    expect(res.body.errors.length).toBeGreaterThan(0);
  });

  it('reports liveness and database readiness', async () => {
    const res = await t.call({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ live: true, database: 'ready' });
  });
});
