// @runs-first (vitest.sequencer.ts): many password checks, each a deliberately slow hash.
import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  messages,
} from '@clinic/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../src/db/schema.js';
import { build, buildReplica, type TestApp, useTestApp } from './helpers/build.js';
import { TEST_PASSWORD } from './helpers/factories.js';
import { postgresUrl } from './helpers/postgres.js';

const t = useTestApp();

const WRONG = 'Wrong@1234';
let ip = 0;
/** Each call from a new address: the per-address limit plays no part, the per-name lock does. */
const login = (username: string, password: string, app: TestApp = t) => {
  ip += 1;
  return app.app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    remoteAddress: `10.20.${Math.floor(ip / 250)}.${ip % 250}`,
    payload: { username, password },
  });
};

async function failTimes(username: string, n: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < n; i += 1) codes.push((await login(username, WRONG)).statusCode);
  return codes;
}

const subjectOf = (username: string) => eq(loginFailures.subject, `account:${username.toLowerCase()}`);
const rowOf = async (username: string) =>
  (await t.db.select().from(loginFailures).where(subjectOf(username)))[0];
const failureCount = async (username: string) => (await rowOf(username))?.failures ?? 0;

/** Moves the lock's end into the past, as if LOGIN_LOCK_MINUTES had gone by. */
const endLock = (username: string) =>
  t.db
    .update(loginFailures)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(subjectOf(username));

/** A second app on the same database: what two API replicas behind a load balancer share. */
let replica: TestApp;
beforeAll(async () => {
  replica = (await postgresUrl())
    ? await buildReplica(t)
    : await build({ replicaOf: { database: t.database, smtp: t.smtp } });
});
afterAll(() => replica.close());

describe('per-name login throttling', () => {
  it('locks the account after 10 wrong passwords, from any address, even for the right password', async () => {
    const u = await t.user('Patient');
    expect(await failTimes(u.username, LOGIN_MAX_FAILURES)).toEqual(Array(LOGIN_MAX_FAILURES).fill(401));

    const right = await login(u.username, TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({
      status: false,
      statusCode: 429,
      message: messages.auth.loginLocked(LOGIN_LOCK_MINUTES),
      data: null,
    });
    expect((await login(u.username, WRONG)).statusCode).toBe(429);
    // Another spelling of the username is the same account.
    expect((await login(u.username.toUpperCase(), TEST_PASSWORD)).statusCode).toBe(429);

    const minutesLeft =
      ((await rowOf(u.username))?.lockedUntil?.getTime() ?? 0) / 60_000 - Date.now() / 60_000;
    expect(minutesLeft).toBeGreaterThan(LOGIN_LOCK_MINUTES - 1);
    expect(minutesLeft).toBeLessThanOrEqual(LOGIN_LOCK_MINUTES);
    // The token issued before the lock keeps working: the lock is about logging in.
    const me = await t.get(`/api/Patient/GetByID/${u.patientId}`, u.token);
    expect(me.statusCode).toBe(200);
  });

  it('lets the right password in once the lock has ended, and counts afresh from then', async () => {
    const u = await t.user('Doctor');
    await failTimes(u.username, LOGIN_MAX_FAILURES);
    expect((await login(u.username, TEST_PASSWORD)).statusCode).toBe(429);

    await endLock(u.username);
    const right = await login(u.username, TEST_PASSWORD);
    expect(right.statusCode).toBe(200);
    expect(right.json().data.token).toEqual(expect.any(String));
    expect(await rowOf(u.username)).toBeUndefined();
    // Not a permanent lockout, and one more mistake after it is just a wrong password.
    expect(await failTimes(u.username, 1)).toEqual([401]);
  });

  it('starts the count afresh after a lock: nine more mistakes do not lock again', async () => {
    const u = await t.user('Staff');
    await failTimes(u.username, LOGIN_MAX_FAILURES);
    await endLock(u.username);
    expect(await failTimes(u.username, LOGIN_MAX_FAILURES - 1)).toEqual(
      Array(LOGIN_MAX_FAILURES - 1).fill(401),
    );
    expect((await login(u.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it(`does not count failures older than ${LOGIN_FAILURE_WINDOW_MINUTES} minutes`, async () => {
    const u = await t.user('Manager');
    await failTimes(u.username, LOGIN_MAX_FAILURES - 1);
    await t.db
      .update(loginFailures)
      .set({
        windowStartedAt: sql`${loginFailures.windowStartedAt} - make_interval(mins => ${LOGIN_FAILURE_WINDOW_MINUTES + 1})`,
      })
      .where(subjectOf(u.username));
    expect(await failTimes(u.username, LOGIN_MAX_FAILURES - 1)).toEqual(
      Array(LOGIN_MAX_FAILURES - 1).fill(401),
    );
    expect(await failureCount(u.username)).toBe(LOGIN_MAX_FAILURES - 1);
    expect((await login(u.username, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await failureCount(u.username)).toBe(0);
  });

  it('clears the failures on a right password, so only consecutive mistakes lock', async () => {
    const u = await t.user('Admin');
    await failTimes(u.username, LOGIN_MAX_FAILURES - 1);
    expect((await login(u.username, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await failureCount(u.username)).toBe(0);
    expect(await failTimes(u.username, LOGIN_MAX_FAILURES)).toEqual(Array(LOGIN_MAX_FAILURES).fill(401));
    expect((await login(u.username, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('answers an unknown username exactly as a known one: the same 401s, then the same 429', async () => {
    const known = await t.user('Patient');
    const unknown = `khong-ton-tai-${known.userId}`;
    const answers = async (username: string) => {
      const list: { statusCode: number; body: unknown }[] = [];
      for (let i = 0; i < LOGIN_MAX_FAILURES + 2; i += 1) {
        const res = await login(username, WRONG);
        list.push({ statusCode: res.statusCode, body: res.json() });
      }
      return list;
    };
    const ofKnown = await answers(known.username);
    const ofUnknown = await answers(unknown);
    expect(ofUnknown).toEqual(ofKnown);
    expect(ofUnknown.map((a) => a.statusCode)).toEqual([...Array(LOGIN_MAX_FAILURES).fill(401), 429, 429]);
    expect(ofUnknown.at(-1)?.body).toMatchObject({ message: messages.auth.loginLocked(LOGIN_LOCK_MINUTES) });
    // The lock of an unknown name ends as a known one's does.
    await endLock(unknown);
    expect(await failTimes(unknown, 1)).toEqual([401]);
  });

  it('checks at most 10 passwords when two replicas are hammered at once, for a known or an unknown name', async () => {
    const u = await t.user('Patient');
    for (const username of [u.username, `nobody-${u.userId}`]) {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login(username, WRONG, i % 2 === 0 ? t : replica)),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_MAX_FAILURES);
      expect(codes.filter((c) => c === 429)).toHaveLength(30 - LOGIN_MAX_FAILURES);
      expect((await login(username, TEST_PASSWORD, replica)).statusCode).toBe(429);
      expect((await rowOf(username))?.lockedUntil).not.toBeNull();
    }
  });
});

describe('per-address login throttling', () => {
  const LIMIT = 3;
  const limited = useTestApp({ authRateLimit: LIMIT });
  let address = 0;
  const fromOneAddress = () => {
    address += 1;
    const remoteAddress = `10.30.0.${address}`;
    return (app: TestApp, username: string, password: string) =>
      app.call({ method: 'POST', url: '/api/Auth/login', remoteAddress, payload: { username, password } });
  };

  it('never refuses the right passwords of many people behind one address', async () => {
    const post = fromOneAddress();
    const staff = await Promise.all(Array.from({ length: LIMIT * 4 }, () => limited.user('Staff')));
    const codes = await Promise.all(staff.map((s) => post(limited, s.username, TEST_PASSWORD)));
    expect(codes.map((c) => c.statusCode)).toEqual(Array(LIMIT * 4).fill(200));
    // A few mistakes among them do not refuse the others either.
    expect((await post(limited, staff[0]?.username as string, WRONG)).statusCode).toBe(401);
    for (const s of staff) expect((await post(limited, s.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an address for the rest of the minute once it has failed AUTH_RATE_LIMIT times', async () => {
    const post = fromOneAddress();
    const staff = await limited.user('Staff');
    const codes: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) codes.push((await post(limited, `nobody${i}`, WRONG)).statusCode);
    expect(codes).toEqual(Array(LIMIT).fill(401));
    const refused = await post(limited, staff.username, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.body.message).toBe(messages.common.rateLimited);
    // Another address is not concerned, and the minute over, the address may try again.
    expect((await login(staff.username, TEST_PASSWORD, limited)).statusCode).toBe(200);
    await limited.db
      .update(loginFailures)
      .set({ windowStartedAt: sql`now() - interval '61 seconds'` })
      .where(eq(loginFailures.subject, `address:10.30.0.${address}`));
    expect((await post(limited, staff.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts the failures of one address on every replica', async () => {
    const other = (await postgresUrl())
      ? await buildReplica(limited, { authRateLimit: LIMIT })
      : await build({ authRateLimit: LIMIT, replicaOf: { database: limited.database, smtp: limited.smtp } });
    try {
      const post = fromOneAddress();
      const codes: number[] = [];
      for (let i = 0; i <= LIMIT; i += 1) {
        codes.push((await post(i % 2 === 0 ? limited : other, `nobody${i}`, WRONG)).statusCode);
      }
      expect(codes).toEqual([...Array(LIMIT).fill(401), 429]);
    } finally {
      await other.close();
    }
  });
});
