// @runs-first (vitest.sequencer.ts): many password checks, each a deliberately slow hash.
import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  messages,
} from '@clinic/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { loginFailures, users } from '../src/db/schema.js';
import { useTestApp } from './helpers/build.js';
import { TEST_PASSWORD } from './helpers/factories.js';

const t = useTestApp();

const WRONG = 'Wrong@1234';
let ip = 0;
/** Each call from a new address: the per-address rate limit plays no part, the per-account lock does. */
const login = (username: string, password: string, app = t.app) => {
  ip += 1;
  return app.inject({
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

const userRow = async (userId: number) =>
  (await t.db.select().from(users).where(eq(users.userId, userId)))[0];
const failureCount = (userId: number) => t.db.$count(loginFailures, eq(loginFailures.userId, userId));

/** Moves the lock's end into the past, as if LOGIN_LOCK_MINUTES had gone by. */
const endLock = (userId: number) =>
  t.db
    .update(users)
    .set({ loginLockedUntil: sql`now() - interval '1 second'` })
    .where(eq(users.userId, userId));

describe('per-account login throttling', () => {
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

    const row = await userRow(u.userId);
    const minutesLeft = ((row?.loginLockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
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

    await endLock(u.userId);
    const right = await login(u.username, TEST_PASSWORD);
    expect(right.statusCode).toBe(200);
    expect(right.json().data.token).toEqual(expect.any(String));
    expect(await failureCount(u.userId)).toBe(0);
    // Not a permanent lockout, and one more mistake after it is just a wrong password.
    expect(await failTimes(u.username, 1)).toEqual([401]);
  });

  it('starts the count afresh after a lock: nine more mistakes do not lock again', async () => {
    const u = await t.user('Staff');
    await failTimes(u.username, LOGIN_MAX_FAILURES);
    await endLock(u.userId);
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
        failedAt: sql`${loginFailures.failedAt} - make_interval(mins => ${LOGIN_FAILURE_WINDOW_MINUTES + 1})`,
      })
      .where(eq(loginFailures.userId, u.userId));
    expect(await failTimes(u.username, LOGIN_MAX_FAILURES - 1)).toEqual(
      Array(LOGIN_MAX_FAILURES - 1).fill(401),
    );
    expect((await login(u.username, TEST_PASSWORD)).statusCode).toBe(200);
    // The old rows were pruned on the way.
    expect(await failureCount(u.userId)).toBe(0);
  });

  it('clears the failures on a right password, so only consecutive mistakes lock', async () => {
    const u = await t.user('Admin');
    await failTimes(u.username, LOGIN_MAX_FAILURES - 1);
    expect((await login(u.username, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await failureCount(u.userId)).toBe(0);
    expect(await failTimes(u.username, LOGIN_MAX_FAILURES)).toEqual(Array(LOGIN_MAX_FAILURES).fill(401));
    expect((await login(u.username, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('keeps answering 401 for an unknown username (there is no account to lock)', async () => {
    expect(await failTimes('khong-ton-tai', LOGIN_MAX_FAILURES + 2)).toEqual(
      Array(LOGIN_MAX_FAILURES + 2).fill(401),
    );
  });

  it('checks at most 10 passwords when two replicas are hammered at once', async () => {
    // A second app on the same database: what two API replicas behind a load balancer share.
    const config = loadConfig({
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATABASE_URL: 'postgres://unused',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
    });
    const replica = await buildApp({
      config: { ...config, dataDir: null, databaseUrl: undefined },
      database: { ...t.database, close: async () => {} },
      authRateLimit: 10_000,
      logger: false,
    });
    await replica.ready();
    try {
      const u = await t.user('Patient');
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login(u.username, WRONG, i % 2 === 0 ? t.app : replica)),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_MAX_FAILURES);
      expect(codes.filter((c) => c === 429)).toHaveLength(30 - LOGIN_MAX_FAILURES);
      expect((await login(u.username, TEST_PASSWORD, replica)).statusCode).toBe(429);
      expect((await userRow(u.userId))?.loginLockedUntil).not.toBeNull();
    } finally {
      await replica.close();
    }
  });
});
