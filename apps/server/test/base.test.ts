import { envelopeOf, messages } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../src/lib/reply.js';
import { useTestApp } from './helpers/build.js';

const { common } = messages;

const t = useTestApp();
/** What registering an /api route without a response schema threw. */
let uncheckedRouteError: unknown;
/** A second instance of the real app with two extra routes: one echoing a JSON body, one throwing. */
const probe = useTestApp({
  routes(app) {
    const options = {
      config: { access: 'public' },
      schema: { response: { 200: envelopeOf(z.unknown()) } },
    } as const;
    app.post('/api/echo', options, async (request) => ok(request.body));
    app.get('/api/boom', options, () => {
      throw new Error('secret detail: password_hash column of users');
    });
    try {
      app.get('/api/unchecked', { config: { access: 'public' } }, async () => ok(null));
    } catch (error) {
      uncheckedRouteError = error;
    }
  },
});

/** The envelope of a refused call: its message is also its only error. */
const refusal = (statusCode: number, message: string) => ({
  status: false,
  statusCode,
  message,
  data: null,
  errors: [message],
});

describe('API base', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers the 404 envelope for an unknown %s /api route',
    async (method) => {
      const res = await t.call({ method, url: '/api/Nothing/Here' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual(refusal(404, common.routeNotFound));
    },
  );

  it('refuses to register an /api route that declares no response schema', () => {
    expect(uncheckedRouteError).toBeInstanceOf(Error);
    expect((uncheckedRouteError as Error).message).toBe(
      'Route GET /api/unchecked does not declare its response schema',
    );
  });

  it('accepts a well-formed JSON body (the probe route works)', async () => {
    const res = await probe.call({ method: 'POST', url: '/api/echo', payload: { tên: 'Nguyễn Văn A' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, data: { tên: 'Nguyễn Văn A' } });
  });

  it('takes an empty JSON body as no body (clients send the header on a DELETE too)', async () => {
    const res = await probe.raw('POST', '/api/echo', '');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, statusCode: 200 });
  });

  it.each([
    ['malformed JSON', 400, '{"username": "admin1",', common.invalidJson, undefined],
    [
      'a body over 1 MiB',
      413,
      JSON.stringify({ content: 'a'.repeat(1_100_000) }),
      common.payloadTooLarge,
      undefined,
    ],
    ['an unsupported content type', 415, '<a>1</a>', common.unsupportedMediaType, 'application/xml'],
  ])(
    'answers %s with a %i envelope in Vietnamese',
    async (_body, statusCode, payload, message, contentType) => {
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
      const res = await probe.raw('POST', '/api/echo', payload, { headers });
      expect(res.statusCode).toBe(statusCode);
      expect(res.body).toEqual(refusal(statusCode, message));
    },
  );

  it('answers an unexpected failure with a 500 envelope that carries no internals', async () => {
    const res = await probe.app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(refusal(500, common.serverError));
    expect(res.body).not.toContain('secret detail');
    expect(res.body).not.toContain('password_hash');
    expect(res.body).not.toMatch(/stack|at .*\.ts/);
  });

  it('gives every answer an x-request-id, echoing a well-formed one from the caller', async () => {
    const fresh = await t.get('/api/Category/GetAll');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.get('/api/Category/GetAll');
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
    const res = await t.get('/api/Category/GetAll');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const policy = res.headers['content-security-policy'];
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("img-src 'self' data: https:");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // On a 404 and on the web app's pages too, not only on the API's answers.
    for (const url of ['/api/NoSuchThing', '/']) {
      expect((await t.get(url)).headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('reports liveness and database readiness', async () => {
    const res = await t.get('/health');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, statusCode: 200 });
    expect(res.body.data).toMatchObject({ live: true, database: 'ready' });
  });

  it('matches API paths case-insensitively', async () => {
    for (const url of ['/api/category/getall', '/API/CATEGORY/GETALL', '/api/Category/GetAll/']) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body.status).toBe(true);
    }
  });

  it('serves the API documentation UI at /api/docs', async () => {
    let res = await t.get('/api/docs');
    if (res.statusCode === 302) res = await t.get(String(res.headers.location));
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/html');
    expect(String(res.body)).toMatch(/swagger/i);
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.get('/api/docs/json');
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
