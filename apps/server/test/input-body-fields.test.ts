// @runs-first (vitest.sequencer.ts): thousands of calls in one test.
import { describe, it } from 'vitest';
import { NASTY_VALUES, useHostileInput } from './helpers/hostile-input.js';

/** No odd value in a body's known fields makes a write route answer 5xx, for any role. */

const { expectNo5xxOnWrites } = useHostileInput();

describe('hostile input on every documented route', () => {
  it('never answers 5xx to odd values in every field of a body', async () => {
    // All the known fields of the body set to one odd value, for each odd value in turn.
    await expectNo5xxOnWrites(NASTY_VALUES, (value, route) => ({
      label: `all fields = ${JSON.stringify(value)?.slice(0, 40)}`,
      payload: Object.fromEntries(route.bodyFields.map((field) => [field, value])),
    }));
  }, 240_000);
});
