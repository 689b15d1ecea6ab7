import { changeFeedOf, type Stamp, topics } from './change-feed.js';

/** Answers a replica keeps at most; the least recently read goes first. */
const MAX_ENTRIES = 2000;

interface Entry {
  stamp: Stamp;
  answer: Promise<unknown>;
}

/** The answers kept: never changed, so what is made of them (an envelope, its JSON) may be kept with them. */
const keptAnswers = new WeakSet<object>();

export function isKeptAnswer(value: object): boolean {
  return keptAnswers.has(value);
}

/** What was made of each kept answer for the latest variant asked (keptDerivation). */
const derivations = new WeakMap<object, { variant: string; value: object }>();

/**
 * `make(answer)` of a kept answer, made once per `variant` and kept with the answer (the latest variant only): what
 * depends on something besides the data, such as the hours that have passed today, is applied after the read is
 * kept, and what it makes is a kept answer too, whose envelope and JSON are made once (lib/reply.ts). `variant` must
 * name everything `make` depends on besides the answer. Of any other answer, `make` is simply called.
 */
export function keptDerivation<T extends object, R extends object>(
  answer: T,
  variant: string,
  make: (answer: T) => R,
): R {
  if (!keptAnswers.has(answer)) return make(answer);
  const known = derivations.get(answer);
  if (known?.variant === variant) return known.value as R;
  const value = make(answer);
  keptAnswers.add(value);
  derivations.set(answer, { variant, value });
  return value;
}

/** What each database handle (each replica, each test app) keeps; it goes with the handle. */
const kept = new WeakMap<object, Map<string, Entry>>();

/**
 * The answer of a read that is asked far more often than its data changes (the clinical worklist and summaries,
 * the tracing list, the indicators, the free doctors of a slot, a page of appointments), kept by this replica
 * until a table it depends on is written (docs/decisions/0013).
 *
 * Every statement that writes such a table notifies `topic` as it commits (migration 0009's triggers: 'data' for
 * the clinical and booking tables, 0010's: 'accounts' for the accounts), whoever wrote it. A read first waits until the notifications committed before it have arrived (change-feed.ts), then
 * answers what this replica keeps under `key` unless a write was notified since it was read, or reads it and keeps
 * it. Without a listening feed (its connection lost, or a transaction's handle) it reads and keeps nothing.
 *
 * `key` must name everything the answer depends on besides the data (the caller's scope, the day, the period).
 * Concurrent reads of one key share one computation; a failed one is not kept. Callers must not change what they
 * receive: later reads receive the same object.
 */
export async function cachedRead<T>(
  db: object,
  key: string,
  compute: () => Promise<T>,
  topic: string = topics.data,
): Promise<T> {
  const feed = changeFeedOf(db);
  if (!feed || !(await feed.caughtUp())) return compute();
  let entries = kept.get(db);
  if (!entries) {
    entries = new Map();
    kept.set(db, entries);
  }
  const known = entries.get(key);
  if (known && !feed.changedSince(known.stamp, topic)) {
    // A Map iterates in insertion order: moved to the end, the least recently read entry stays first.
    entries.delete(key);
    entries.set(key, known);
    return known.answer as Promise<T>;
  }
  const entry: Entry = {
    stamp: feed.stamp(),
    answer: compute().then((answer) => {
      if (typeof answer === 'object' && answer !== null) keptAnswers.add(answer);
      return answer;
    }),
  };
  entries.delete(key);
  entries.set(key, entry);
  const mine = entries;
  entry.answer.catch(() => {
    if (mine.get(key) === entry) mine.delete(key);
  });
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  return entry.answer as Promise<T>;
}
