import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PollingWorker } from '../src/lib/polling-worker.js';

/** A worker whose passes record the clock they read what is due by, and wait to be let go. */
class Recorder extends PollingWorker {
  readonly seen: number[] = [];
  clock = 0;
  release: () => void = () => undefined;
  constructor() {
    super({ error: () => undefined } as unknown as FastifyBaseLogger, 'test worker', 60_000);
  }
  protected async pass(): Promise<void> {
    this.seen.push(this.clock);
    await new Promise<void>((resolve) => {
      this.release = resolve;
    });
  }
}

describe('a polling worker’s flush', () => {
  it('is answered by a pass that starts after it, shared by the callers that came during the pass under way', async () => {
    const worker = new Recorder();
    const first = worker.flush();
    // What became due after the first pass read its rows: the callers now must not get that pass's answer.
    worker.clock = 1;
    let settled = false;
    const second = worker.flush().then(() => {
      settled = true;
    });
    const third = worker.flush();
    worker.release();
    await first;
    await Promise.resolve();
    expect(settled).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(worker.seen).toEqual([0, 1]);
    worker.release();
    await Promise.all([second, third]);
    expect(worker.seen).toEqual([0, 1]);
  });

  it('runs at once when no pass is under way', async () => {
    const worker = new Recorder();
    const done = worker.flush();
    expect(worker.seen).toEqual([0]);
    worker.release();
    await done;
  });
});
