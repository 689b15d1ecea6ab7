// @runs-first (vitest.sequencer.ts): thousands of calls in one test.
import { describe, it } from 'vitest';
import { NASTY_VALUES, useHostileInput } from './helpers/hostile-input.js';

/** No odd value in a body's known fields makes a write route answer 5xx, for any role. */

const { users, routes, expectNo5xx } = useHostileInput();

describe('hostile input on every documented route', () => {
  it('never answers 5xx to odd values in every field of a body', async () => {
    for (const route of routes().filter((r) => r.method !== 'GET')) {
      const url = route.path.replace(/\{[^}]+\}/g, '1');
      for (const user of users()) {
        // All the known fields of the body set to one odd value, for each odd value in turn.
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
});
