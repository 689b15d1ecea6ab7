import { beforeAll, expect } from 'vitest';
import { type TestApp, useTestApp } from './build.js';
import type { CreatedUser } from './factories.js';

/**
 * Hostile input for the "no 5xx by shape alone" tests (input-shapes.test.ts, input-bodies.test.ts): odd values,
 * ids, queries and raw bodies, and every documented route called by a user of every role. The two files run
 * side by side, each on its own app and database.
 */

export const NASTY_VALUES: unknown[] = [
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

export const NASTY_IDS = [
  '0',
  '-1',
  '1.5',
  'abc',
  '%00',
  '99999999999999999999',
  '2147483648',
  '1e3',
  '%E2%80%AE',
];

export const NASTY_QUERIES = [
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

export const RAW_BODIES: { contentType: string; payload: string }[] = [
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

export interface HostileInput {
  t: TestApp;
  /** One user of each role, created before the tests. */
  users(): CreatedUser[];
  /** Every documented route, read from the OpenAPI document, with its JSON body's field names. */
  routes(): { method: string; path: string; bodyFields: string[] }[];
  /** Calls the app and expects a status below 500, and the error envelope on a 4xx of /api. */
  expectNo5xx(label: string, opts: Parameters<TestApp['call']>[0]): Promise<void>;
  /**
   * expectNo5xx on every write route (POST, PUT, DELETE; the ids of its path set to 1), as each user, once for
   * each of `inputs`: `body` tells what to send for an input on a route, and what the failure's label adds.
   */
  expectNo5xxOnWrites<I>(
    inputs: readonly I[],
    body: (input: I, route: HostileRoute) => WriteBody,
  ): Promise<void>;
}

export type HostileRoute = ReturnType<HostileInput['routes']>[number];

/** What a write of expectNo5xxOnWrites sends, and what its label says of it. */
export interface WriteBody {
  label: string;
  headers?: Record<string, string>;
  payload: string | object;
}

export function useHostileInput(): HostileInput {
  const t = useTestApp();
  let users: CreatedUser[] = [];
  let routes: ReturnType<HostileInput['routes']> = [];

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
          const schema = (
            op.requestBody as { content?: Record<string, { schema?: { properties?: object } }> }
          )?.content?.['application/json']?.schema;
          return { method: method.toUpperCase(), path, bodyFields: Object.keys(schema?.properties ?? {}) };
        }),
    );
  });

  async function expectNo5xx(label: string, opts: Parameters<TestApp['call']>[0]): Promise<void> {
    const res = await t.call(opts);
    expect(
      res.statusCode,
      `${label}: ${res.statusCode} ${JSON.stringify(res.body).slice(0, 300)}`,
    ).toBeLessThan(500);
    if (String(opts.url).startsWith('/api/') && res.statusCode >= 400) {
      expect(res.body, label).toMatchObject({ status: false, statusCode: res.statusCode });
    }
  }

  async function expectNo5xxOnWrites<I>(
    inputs: readonly I[],
    body: (input: I, route: HostileRoute) => WriteBody,
  ): Promise<void> {
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const url = route.path.replace(/\{[^}]+\}/g, '1');
      for (const user of users) {
        for (const input of inputs) {
          const { label, headers, payload } = body(input, route);
          await expectNo5xx(`${user.role} ${route.method} ${url} ${label}`, {
            method: route.method as 'POST',
            url,
            token: user.token,
            ...(headers && { headers }),
            payload,
          });
        }
      }
    }
  }

  return { t, users: () => users, routes: () => routes, expectNo5xx, expectNo5xxOnWrites };
}
