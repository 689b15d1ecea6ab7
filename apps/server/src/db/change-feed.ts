import type { Topic } from '@clinic/contract';

/**
 * What a replica learns of the writes committed to its database, by any replica or straight in SQL: the
 * notifications that the triggers of migrations 0009 and 0013 send at commit on one channel (docs/decisions/0013).
 * What a replica keeps in memory (the token check in plugins/auth.ts, the reads of db/cached-read.ts) is valid as
 * long as no notification of its topics arrived since it was read.
 *
 * Reading what is kept is as fresh as reading the database: before answering from memory, a request waits until
 * every notification committed before it arrived has been received (`caughtUp`). That takes one NOTIFY round trip
 * on the listening connection, shared by every request that arrived meanwhile, so under load one round trip serves
 * dozens of requests where each used to send its own queries.
 */

/** The channel of the notifications. */
export const CHANGES_CHANNEL = 'clinic_changes';

/** What the triggers send as payload. */
export const topics = {
  /** A table of one of the contract's topics (TOPIC_TABLES) that a kept read shows (migration 0013). */
  topic: (name: Topic) => `topic:${name}`,
  /** A part of the appointments (migration 0017, appointment-parts.ts). */
  appointments: (part: string) => `topic:appointments/${part}`,
  /** An account's sign-in state (role, name, active, verified, token version, its patient or doctor row). */
  user: (userId: number) => `user:${userId}`,
  /** A token revoked by a logout. */
  token: (jti: string) => `token:${jti}`,
};

/** Distinct topics remembered; past it, everything kept is dropped (topics are mostly accounts and tokens). */
const MAX_TOPICS = 100_000;
/** A round trip that takes longer means the connection is unhealthy: it is dropped and opened again. */
const SYNC_TIMEOUT_MS = 5_000;
/** After a failed connection, requests read the database for this long before the next attempt. */
const RETRY_AFTER_MS = 1_000;

/** The listening connection, as each engine provides it. */
export interface Listener {
  /** Resolves after every notification committed before the call has been passed to `received`. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens a listening connection; `lost` is called if it fails later. Null: this database cannot give the guarantee
 * the feed rests on (client.ts), so the feed never listens and nothing is answered from memory.
 */
export type Connect = (received: (topic: string) => void, lost: () => void) => Promise<Listener | null>;

/** The count of notifications received when a read began: what was read is at least as new as that. */
export type Stamp = number;

export interface ChangeFeed {
  /** Opens the listening connection now rather than at the first use; resolves whether it listens. */
  listen(): Promise<boolean>;
  /**
   * Resolves true once every change committed before the call has been received. False while the feed is not
   * listening (before its first use, after its connection failed, or on a database where it cannot listen):
   * nothing may then be answered from memory.
   */
  caughtUp(): Promise<boolean>;
  stamp(): Stamp;
  /** Whether one of the topics changed after the stamp was taken, or the feed was interrupted since. */
  changedSince(stamp: Stamp, ...topics: string[]): boolean;
  close(): Promise<void>;
}

export function changeFeed(connect: Connect): ChangeFeed {
  let received = 0;
  // Nothing stamped before this count may be trusted: the feed (re)started or lost its connection after it.
  let interruptedAt = 0;
  const changedAt = new Map<string, number>();
  let listener: Listener | null = null;
  let connecting: Promise<void> | null = null;
  let retryAt = 0;
  let closed = false;
  let unable = false;
  let inFlight: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;

  const interrupt = () => {
    received += 1;
    interruptedAt = received;
    changedAt.clear();
  };

  const onChange = (topic: string) => {
    received += 1;
    changedAt.set(topic, received);
    if (changedAt.size > MAX_TOPICS) interrupt();
  };

  const drop = (lost: Listener) => {
    if (listener !== lost) return;
    listener = null;
    interrupt();
    retryAt = Date.now() + RETRY_AFTER_MS;
    void lost.close().catch(() => undefined);
  };

  const start = (): Promise<void> | null => {
    if (connecting || listener || closed || unable || Date.now() < retryAt) return connecting;
    let opened: Listener | null = null;
    connecting = connect(onChange, () => opened && drop(opened))
      .then((l) => {
        if (l === null) {
          unable = true;
          return;
        }
        opened = l;
        if (closed) return l.close();
        listener = l;
        // Changes made before it listened were not received: what is kept now is read after this point.
        interrupt();
      })
      .catch(() => {
        retryAt = Date.now() + RETRY_AFTER_MS;
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  };

  const sync = async (): Promise<boolean> => {
    const current = listener;
    if (!current) {
      start();
      return false;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('change feed: no answer')), SYNC_TIMEOUT_MS);
    });
    try {
      await Promise.race([current.sync(), timeout]);
      return listener === current;
    } catch {
      drop(current);
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  const caughtUp = (): Promise<boolean> => {
    if (!inFlight) {
      inFlight = sync().finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    // The round trip in flight was sent before this call, so it proves nothing about changes committed since:
    // everyone arriving meanwhile waits for the next one, sent as soon as it returns.
    next ??= inFlight.then(() => {
      next = null;
      return caughtUp();
    });
    return next;
  };

  return {
    listen: async () => {
      await start();
      return listener !== null;
    },
    caughtUp,
    stamp: () => received,
    changedSince: (stamp, ...names) =>
      stamp < interruptedAt || names.some((name) => (changedAt.get(name) ?? 0) > stamp),
    close: async () => {
      closed = true;
      const current = listener;
      listener = null;
      interrupt();
      await current?.close();
    },
  };
}
