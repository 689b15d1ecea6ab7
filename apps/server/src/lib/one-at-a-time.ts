interface Slot {
  current: Promise<unknown>;
  next: Promise<unknown> | null;
}

/** What runs under each key, per owner (a database handle): it goes with the owner. */
const running = new WeakMap<object, Map<string, Slot>>();

/**
 * `compute()` for `key`, at most one at a time per owner and key: a call that arrives while one runs waits for it
 * and then shares the next run with every call that arrived meanwhile. Sharing the run in flight instead would
 * answer a caller with what was read before its request, possibly before its own write; the next run starts after
 * all of its callers arrived. So a read that is asked again after every write (a kept read, db/cached-read.ts)
 * costs the database one run and one queued, however many ask.
 */
export function oneAtATime<T>(owner: object, key: string, compute: () => Promise<T>): Promise<T> {
  let slots = running.get(owner);
  if (!slots) {
    slots = new Map();
    running.set(owner, slots);
  }
  const slot = slots.get(key);
  if (!slot) return start(slots, key, compute);
  const mine = slots;
  slot.next ??= slot.current.then(
    () => start(mine, key, compute),
    () => start(mine, key, compute),
  );
  return slot.next as Promise<T>;
}

function start<T>(slots: Map<string, Slot>, key: string, compute: () => Promise<T>): Promise<T> {
  const current = compute();
  const slot: Slot = { current, next: null };
  slots.set(key, slot);
  const done = () => {
    if (slots.get(key) === slot) slots.delete(key);
  };
  current.then(done, done);
  return current;
}
