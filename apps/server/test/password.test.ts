import { describe, expect, it } from 'vitest';
import { hashSecret, verifySecret } from '../src/lib/password.js';

describe('password hashing, one at a time', () => {
  it('answers every one of many calls made together, each for its own secret', async () => {
    const hashed = await Promise.all(['một', 'hai', 'ba'].map((secret) => hashSecret(secret)));
    const checks = await Promise.all(
      hashed.flatMap((h, i) =>
        ['một', 'hai', 'ba'].map((secret, j) => verifySecret(h, secret).then((ok) => [i, j, ok])),
      ),
    );
    expect(checks.filter(([, , ok]) => ok).map(([i, j]) => [i, j])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
  });

  it('goes on after a call that fails: a stored hash that is not one is no match', async () => {
    const [broken, next] = await Promise.all([verifySecret('not-a-hash', 'x'), hashSecret('sau')]);
    expect(broken).toBe(false);
    expect(await verifySecret(next, 'sau')).toBe(true);
  });
});
