// @runs-first (vitest.sequencer.ts): thousands of calls in one test.
import { describe, it } from 'vitest';
import { RAW_BODIES, useHostileInput } from './helpers/hostile-input.js';

/** No raw body (broken JSON, prototype keys, other content types) makes a write route answer 5xx, for any role. */

const { users, routes, expectNo5xx } = useHostileInput();

describe('hostile input on every documented route', () => {
  it('never answers 5xx to odd raw bodies', async () => {
    for (const route of routes().filter((r) => r.method !== 'GET')) {
      const url = route.path.replace(/\{[^}]+\}/g, '1');
      for (const user of users()) {
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
      }
    }
  }, 240_000);
});
