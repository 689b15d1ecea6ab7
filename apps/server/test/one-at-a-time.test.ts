import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../src/lib/one-at-a-time.js';

/** A computation that ends when told, numbered in the order it started. */
function gate() {
  const started: (() => void)[] = [];
  const compute = () =>
    new Promise<number>((resolve) => {
      const n = started.length + 1;
      started.push(() => resolve(n));
    });
  return { started, compute };
}

describe('oneAtATime', () => {
  it('runs one computation per key at a time; the calls made meanwhile share the next one', async () => {
    const owner = {};
    const { started, compute } = gate();
    const first = oneAtATime(owner, 'k', compute);
    const second = oneAtATime(owner, 'k', compute);
    const third = oneAtATime(owner, 'k', compute);
    const otherKey = oneAtATime(owner, 'other', compute);
    expect(started).toHaveLength(2);
    started[0]?.();
    expect(await first).toBe(1);
    await new Promise((r) => setImmediate(r));
    expect(started).toHaveLength(3);
    started[2]?.();
    expect(await second).toBe(3);
    expect(await third).toBe(3);
    started[1]?.();
    expect(await otherKey).toBe(2);
    const after = oneAtATime(owner, 'k', compute);
    expect(started).toHaveLength(4);
    started[3]?.();
    expect(await after).toBe(4);
  });

  it('starts the next computation after a failed one', async () => {
    const owner = {};
    let runs = 0;
    const failing = oneAtATime(owner, 'k', async () => {
      runs += 1;
      throw new Error('database gone');
    });
    const next = oneAtATime(owner, 'k', async () => {
      runs += 1;
      return 'read';
    });
    await expect(failing).rejects.toThrow('database gone');
    expect(await next).toBe('read');
    expect(runs).toBe(2);
  });
});
