import { describe, expect, it } from 'vitest';
import { OneAtATime } from '../src/lib/one-at-a-time.js';

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

describe('OneAtATime', () => {
  it('runs one computation per key at a time; the calls made meanwhile share the next one', async () => {
    const once = new OneAtATime();
    const { started, compute } = gate();
    const first = once.run('k', compute);
    const second = once.run('k', compute);
    const third = once.run('k', compute);
    const otherKey = once.run('other', compute);
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
    const after = once.run('k', compute);
    expect(started).toHaveLength(4);
    started[3]?.();
    expect(await after).toBe(4);
  });

  it('starts the next computation after a failed one', async () => {
    const once = new OneAtATime();
    let runs = 0;
    const failing = once.run('k', async () => {
      runs += 1;
      throw new Error('database gone');
    });
    const next = once.run('k', async () => {
      runs += 1;
      return 'read';
    });
    await expect(failing).rejects.toThrow('database gone');
    expect(await next).toBe('read');
    expect(runs).toBe(2);
  });
});
