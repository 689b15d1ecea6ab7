import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from './helpers/build.js';
import type { CreatedUser } from './helpers/factories.js';

/**
 * No body shape, byte or header makes the server answer 5xx: every documented route is called by every role
 * with hostile path ids, queries and bodies, and must answer with a 4xx (or a 2xx where the input happens to
 * be acceptable) in the envelope.
 */

const t = useTestApp();
let users: CreatedUser[];
let routes: { method: string; path: string; bodyFields: string[] }[];

const NASTY_VALUES: unknown[] = [
  null,
  '',
  '\u0000',
  'a\u0000b',
  '\uD800',
  -1,
  0,
  1.5,
  1e308,
  2_147_483_648,
  true,
  [],
  [1, 2],
  {},
  { nested: { deeper: [null] } },
  '9999-99-99',
  '25:61:00',
  'x'.repeat(5000),
];

const NASTY_IDS = ['0', '-1', '1.5', 'abc', '%00', '99999999999999999999', '2147483648', '1e3', '%E2%80%AE'];

const NASTY_QUERIES = [
  'page=0',
  'page=-1&pageSize=100000',
  'pageSize=abc',
  'search=%00',
  'search=%FF%FE',
  'page[]=1',
  'search=a&search=b',
  'includeInactive=maybe',
  'from=2020-13-45&days=abc',
];

const RAW_BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"x":1}}}' },
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '\u0000' },
  { contentType: 'application/json; charset=latin1', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x--' },
];

beforeAll(async () => {
  users = [];
  for (const role of ['Admin', 'Manager', 'Staff', 'Doctor', 'Patient'] as const)
    users.push(await t.user(role));
  const docs = await t.get('/api/docs/json');
  const paths = docs.body.paths as Record<string, Record<string, { requestBody?: unknown }>>;
  routes = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method))
      .map(([method, op]) => {
        const schema = (op.requestBody as { content?: Record<string, { schema?: { properties?: object } }> })
          ?.content?.['application/json']?.schema;
        return { method: method.toUpperCase(), path, bodyFields: Object.keys(schema?.properties ?? {}) };
      }),
  );
});

async function expectNo5xx(label: string, opts: Parameters<TestApp['call']>[0]) {
  const res = await t.call(opts);
  expect(
    res.statusCode,
    `${label}: ${res.statusCode} ${JSON.stringify(res.body).slice(0, 300)}`,
  ).toBeLessThan(500);
  if (String(opts.url).startsWith('/api/') && res.statusCode >= 400) {
    expect(res.body, label).toMatchObject({ status: false, statusCode: res.statusCode });
  }
}

describe('hostile input on every documented route', () => {
  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it('never answers 5xx to odd path ids and queries', async () => {
    for (const route of routes) {
      const withId = route.path.includes('{');
      for (const user of users) {
        const calls = [
          ...(withId ? NASTY_IDS.map((id) => route.path.replace(/\{[^}]+\}/g, id)) : []),
          ...(route.method === 'GET'
            ? NASTY_QUERIES.map((query) => `${route.path.replace(/\{[^}]+\}/g, '1')}?${query}`)
            : []),
        ];
        for (const url of calls) {
          await expectNo5xx(`${user.role} ${route.method} ${url}`, {
            method: route.method as 'GET',
            url,
            token: user.token,
          });
        }
      }
    }
  }, 240_000);

  it('never answers 5xx to odd bodies', async () => {
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const url = route.path.replace(/\{[^}]+\}/g, '1');
      for (const user of users) {
        for (const raw of RAW_BODIES) {
          await expectNo5xx(
            `${user.role} ${route.method} ${url} ${raw.contentType} ${JSON.stringify(raw.payload)}`,
            {
              method: route.method as 'POST',
              url,
              token: user.token,
              headers: { 'content-type': raw.contentType },
              payload: raw.payload,
            },
          );
        }
        // Every known field of the body set to each odd value in turn, the others to the first odd value.
        for (const value of NASTY_VALUES) {
          const payload = Object.fromEntries(route.bodyFields.map((field) => [field, value]));
          await expectNo5xx(
            `${user.role} ${route.method} ${url} all fields = ${JSON.stringify(value)?.slice(0, 40)}`,
            {
              method: route.method as 'POST',
              url,
              token: user.token,
              payload,
            },
          );
        }
      }
    }
  }, 240_000);

  it('never answers 5xx to odd headers', async () => {
    const headerSets: Record<string, string>[] = [
      { authorization: 'Bearer' },
      { authorization: 'Bearer a.b.c' },
      { authorization: 'Basic YWRtaW46cGFzcw==' },
      { authorization: `Bearer ${'x'.repeat(8000)}` },
      { 'x-request-id': '../../etc/passwd' },
      { 'content-length': '5', 'content-type': 'application/json' },
      { 'accept-encoding': 'br;q=abc' },
      { 'x-forwarded-for': 'not-an-ip, 999.1.1.1' },
    ];
    for (const headers of headerSets) {
      for (const url of ['/api/Category/GetAll', '/api/Auth/login', '/api/Patient/GetAll']) {
        await expectNo5xx(`${url} ${JSON.stringify(headers).slice(0, 60)}`, {
          method: url.endsWith('login') ? 'POST' : 'GET',
          url,
          headers,
          payload: url.endsWith('login') ? '{}' : undefined,
        });
      }
    }
  });
});
