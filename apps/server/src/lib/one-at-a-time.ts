interface Slot {
  current: Promise<unknown>;
  next: Promise<unknown> | null;
}

/**
 * Runs a computation at most one at a time per key: a call that arrives while one runs waits for it and then
 * shares the next run with every call that arrived meanwhile. Sharing the run in flight instead would answer a
 * caller with what was read before its request, possibly before its own write; the next run starts after all of
 * its callers arrived. So a read that is asked again after every write (a kept read, db/cached-read.ts) costs the
 * database one run and one queued, however many ask. Each owner (an app's kept store) has its own.
 */
export class OneAtATime {
  private readonly running = new Map<string, Slot>();

  run<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const slot = this.running.get(key);
    if (!slot) return this.start(key, compute);
    slot.next ??= slot.current.then(
      () => this.start(key, compute),
      () => this.start(key, compute),
    );
    return slot.next as Promise<T>;
  }

  private start<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const current = compute();
    const slot: Slot = { current, next: null };
    this.running.set(key, slot);
    const done = () => {
      if (this.running.get(key) === slot) this.running.delete(key);
    };
    current.then(done, done);
    return current;
  }
}
