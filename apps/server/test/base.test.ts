import { envelopeOf, messages } from '@clinic/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { ok } from '../src/lib/reply.js';
import { useTestApp } from './helpers/build.js';
import { freshDatabase } from './helpers/database.js';

const { common } = messages;

const t = useTestApp();
/** A second instance of the real app with two extra routes: one echoing a JSON body, one throwing. */
let probe: FastifyInstance;
let probeDb: Database;
/** What registering an /api route without a response schema threw. */
let uncheckedRouteError: unknown;

beforeAll(async () => {
  probeDb = await freshDatabase();
  const config = loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATABASE_URL: 'postgres://unused',
    WEB_DIST: '/nonexistent',
  });
  probe = await buildApp({
    config: { ...config, dataDir: null, databaseUrl: undefined },
    database: probeDb,
    mailTransport: { send: async () => {} },
    logger: false,
  });
  const options = {
    config: { access: 'public' },
    schema: { response: { 200: envelopeOf(z.unknown()) } },
  } as const;
  probe.post('/api/echo', options, async (request) => ok(request.body));
  probe.get('/api/boom', options, () => {
    throw new Error('secret detail: password_hash column of users');
  });
  try {
    probe.get('/api/unchecked', { config: { access: 'public' } }, async () => ok(null));
  } catch (error) {
    uncheckedRouteError = error;
  }
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await probeDb.close();
});

describe('API base', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers the 404 envelope for an unknown %s /api route',
    async (method) => {
      const res = await t.call({ method, url: '/api/Nothing/Here' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({
        status: false,
        statusCode: 404,
        message: common.routeNotFound,
        data: null,
        errors: [common.routeNotFound],
      });
    },
  );

  it('refuses to register an /api route that declares no response schema', () => {
    expect(uncheckedRouteError).toBeInstanceOf(Error);
    expect((uncheckedRouteError as Error).message).toBe(
      'Route GET /api/unchecked does not declare its response schema',
    );
  });

  it('accepts a well-formed JSON body (the probe route works)', async () => {
    const res = await probe.inject({ method: 'POST', url: '/api/echo', payload: { tên: 'Nguyễn Văn A' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, data: { tên: 'Nguyễn Văn A' } });
  });

  it('answers malformed JSON with a 400 envelope in Vietnamese', async () => {
    const res = await probe.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin1",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: false,
      statusCode: 400,
      message: common.invalidJson,
      data: null,
      errors: [common.invalidJson],
    });
  });

  it('takes an empty JSON body as no body (clients send the header on a DELETE too)', async () => {
    const res = await probe.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, statusCode: 200 });
  });

  it('answers a body over 1 MiB with a 413 envelope', async () => {
    const res = await probe.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ content: 'a'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      status: false,
      statusCode: 413,
      message: common.payloadTooLarge,
      data: null,
    });
  });

  it('answers an unsupported content type with a 415 envelope', async () => {
    const res = await probe.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a>1</a>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      status: false,
      statusCode: 415,
      message: common.unsupportedMediaType,
      data: null,
    });
  });

  it('answers an unexpected failure with a 500 envelope that carries no internals', async () => {
    const res = await probe.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: false,
      statusCode: 500,
      message: common.serverError,
      data: null,
      errors: [common.serverError],
    });
    expect(res.body).not.toContain('secret detail');
    expect(res.body).not.toContain('password_hash');
    expect(res.body).not.toMatch(/stack|at .*\.ts/);
  });

  it('gives every answer an x-request-id, echoing a well-formed one from the caller', async () => {
    const fresh = await t.call({ method: 'GET', url: '/api/Category/GetAll' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.call({ method: 'GET', url: '/api/Category/GetAll' });
    expect(other.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);
    const echoed = await t.call({
      method: 'GET',
      url: '/api/Nothing',
      headers: { 'x-request-id': 'trace-abc_123' },
    });
    expect(echoed.headers['x-request-id']).toBe('trace-abc_123');
    const unsafe = await t.call({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the security headers', async () => {
    const res = await t.call({ method: 'GET', url: '/api/Category/GetAll' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('reports liveness and database readiness', async () => {
    const res = await t.call({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, statusCode: 200 });
    expect(res.body.data).toMatchObject({ live: true, database: 'ready' });
  });

  it('matches API paths case-insensitively', async () => {
    for (const url of ['/api/category/getall', '/API/CATEGORY/GETALL', '/api/Category/GetAll/']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body.status).toBe(true);
    }
  });

  it('serves the API documentation UI at /api/docs', async () => {
    let res = await t.call({ method: 'GET', url: '/api/docs' });
    if (res.statusCode === 302) res = await t.call({ method: 'GET', url: String(res.headers.location) });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/html');
    expect(String(res.body)).toMatch(/swagger/i);
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/Category/GetAll',
        '/api/Category/GetById/{id}',
        '/api/Article/GetAll',
        '/api/Article/GetByID/{id}',
      ]),
    );
    const list = res.body.paths['/api/Article/GetAll'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'pageSize', 'search', 'categoryId']),
    );
    expect(list.responses['200']).toBeDefined();
    // Internal routes stay out of the document.
    expect(Object.keys(res.body.paths)).not.toContain('/health');
  });
});
