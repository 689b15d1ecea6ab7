// @runs-first (vitest.sequencer.ts): thousands of calls in one test.
import { describe, it } from 'vitest';
import { RAW_BODIES, useHostileInput } from './helpers/hostile-input.js';

/** No raw body (broken JSON, prototype keys, other content types) makes a write route answer 5xx, for any role. */

const { expectNo5xxOnWrites } = useHostileInput();

describe('hostile input on every documented route', () => {
  it('never answers 5xx to odd raw bodies', async () => {
    await expectNo5xxOnWrites(RAW_BODIES, (raw) => ({
      label: `${raw.contentType} ${JSON.stringify(raw.payload)}`,
      headers: { 'content-type': raw.contentType },
      payload: raw.payload,
    }));
  }, 240_000);
});
