import { retentionEndpoints } from '@clinic/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keptRead } from '../src/db/cached-read.js';
import { type Connect, changeFeed } from '../src/db/change-feed.js';
import { openDatabase } from '../src/db/client.js';
import { useTestApp } from './helpers/build.js';
import { postgresUrl } from './helpers/postgres.js';

/**
 * The feed's bookkeeping (db/change-feed.ts) over a listener driven by hand; cached-read.test.ts and
 * replicas.test.ts run it over the real databases.
 */
function handListener() {
  const state = {
    connects: 0,
    syncs: 0,
    failConnect: false,
    failSync: false,
    received: (_topic: string) => {},
    lost: () => {},
    release: [] as (() => void)[],
  };
  const connect: Connect = async (received, lost) => {
    state.connects += 1;
    if (state.failConnect) throw new Error('refusé');
    state.received = received;
    state.lost = lost;
    return {
      sync: () => {
        state.syncs += 1;
        if (state.failSync) return Promise.reject(new Error('coupé'));
        return new Promise<void>((resolve) => state.release.push(resolve));
      },
      close: async () => {},
    };
  };
  /** Answers the round trips sent so far. */
  const answer = async () => {
    for (const release of state.release.splice(0)) release();
    await new Promise((r) => setImmediate(r));
  };
  return { state, connect, answer };
}

async function listening(connect: Connect) {
  const feed = changeFeed(connect);
  expect(await feed.listen()).toBe(true);
  return feed;
}

describe('changeFeed', () => {
  it('opens its connection at its first use, answering false until it listens', async () => {
    const hand = handListener();
    const feed = changeFeed(hand.connect);
    expect(hand.state.connects).toBe(0);
    expect(await feed.caughtUp()).toBe(false);
    expect(hand.state.connects).toBe(1);
    await new Promise((r) => setImmediate(r));
    const pending = feed.caughtUp();
    await hand.answer();
    expect(await pending).toBe(true);
  });

  it('shares one round trip among the calls that arrive while it is out, and sends one more for them', async () => {
    const hand = handListener();
    const feed = await listening(hand.connect);
    const first = feed.caughtUp();
    const later = Array.from({ length: 20 }, () => feed.caughtUp());
    expect(hand.state.syncs).toBe(1);
    await hand.answer();
    expect(await first).toBe(true);
    // The first round trip was sent before the later calls: they wait for a second one, sent after it returned.
    expect(hand.state.syncs).toBe(2);
    await hand.answer();
    expect(await Promise.all(later)).toEqual(Array(20).fill(true));
    expect(hand.state.syncs).toBe(2);
  });

  it('tells whether a topic changed after a stamp', async () => {
    const hand = handListener();
    const feed = await listening(hand.connect);
    const stamp = feed.stamp();
    hand.state.received('user:7');
    expect(feed.changedSince(stamp, 'user:7')).toBe(true);
    expect(feed.changedSince(stamp, 'user:8', 'topic:appointments')).toBe(false);
    expect(feed.changedSince(feed.stamp(), 'user:7')).toBe(false);
  });

  it('trusts nothing stamped before its connection was lost, reads the database meanwhile, and listens again', async () => {
    const hand = handListener();
    const feed = await listening(hand.connect);
    const stamp = feed.stamp();
    hand.state.lost();
    expect(feed.changedSince(stamp, 'topic:appointments')).toBe(true);
    expect(await feed.caughtUp()).toBe(false);
    // Not at once: a database that refuses connections is not asked on every request.
    expect(hand.state.connects).toBe(1);
  });

  it('never listens on a database that cannot give its guarantee, and does not ask it again', async () => {
    let connects = 0;
    const feed = changeFeed(async () => {
      connects += 1;
      return null;
    });
    expect(await feed.listen()).toBe(false);
    expect(await feed.caughtUp()).toBe(false);
    expect(await feed.listen()).toBe(false);
    expect(connects).toBe(1);
  });

  it('drops a connection whose round trip fails, and answers false meanwhile', async () => {
    const hand = handListener();
    const feed = await listening(hand.connect);
    const stamp = feed.stamp();
    hand.state.failSync = true;
    expect(await feed.caughtUp()).toBe(false);
    expect(feed.changedSince(stamp)).toBe(true);
    expect(await feed.caughtUp()).toBe(false);
    expect(hand.state.syncs).toBe(1);
  });
});

describe('the embedded database', () => {
  it('hears its own writes before a later statement answers', async () => {
    const database = await openDatabase({ dataDir: null });
    try {
      expect(await database.changes.listen()).toBe(true);
      const stamp = database.changes.stamp();
      await database.db.execute("select pg_notify('clinic_changes', 'topic:appointments')");
      expect(await database.changes.caughtUp()).toBe(true);
      expect(database.changes.changedSince(stamp, 'topic:appointments')).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(await postgresUrl())('on the PostgreSQL server', () => {
  const t = useTestApp();

  it('reads the database while its connection is gone, keeping nothing, and listens again', async () => {
    const feed = t.database.changes;
    expect(await feed.listen()).toBe(true);
    let runs = 0;
    const read = () =>
      keptRead(t.app.ctx.db, retentionEndpoints.tracing, { name: 'through an outage' }, async () => ++runs);
    await read();
    expect(await read()).toBe(1);
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'clinic change feed' and datname = current_database()`,
    );
    await expect.poll(() => feed.caughtUp(), { timeout: 5_000 }).toBe(false);
    expect(await read()).toBe(2);
    expect(await read()).toBe(3);
    // It opens the connection again at a request a second after losing it.
    await expect.poll(() => feed.caughtUp(), { timeout: 5_000, interval: 200 }).toBe(true);
    expect(await read()).toBe(4);
    expect(await read()).toBe(4);
  });
});
