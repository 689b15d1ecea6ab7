// @runs-first (vitest.sequencer.ts): thousands of calls in one test.
import { describe, expect, it } from 'vitest';
import { NASTY_IDS, NASTY_QUERIES, useHostileInput } from './helpers/hostile-input.js';

/** @runs-first (vitest.sequencer.ts): thousands of calls in one test.
 *
 *
 * No path id, query or header makes the server answer 5xx: every documented route is called by every role with
 * hostile path ids and queries, and must answer with a 4xx (or a 2xx where the input happens to be acceptable) in
 * the envelope. Bodies: input-raw-bodies.test.ts and input-body-fields.test.ts.
 */

const { users, routes, expectNo5xx } = useHostileInput();

describe('hostile input on every documented route', () => {
  it('finds the routes', () => {
    expect(routes().length).toBeGreaterThan(50);
  });

  it('never answers 5xx to odd path ids and queries', async () => {
    for (const route of routes()) {
      const withId = route.path.includes('{');
      for (const user of users()) {
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
