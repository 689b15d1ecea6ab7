import { messages } from '@clinic/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionActivity } from '../src/db/schema.js';
import { build, buildReplica, type TestApp, useTestApp } from './helpers/build.js';
import type { CreatedUser } from './helpers/factories.js';
import { TEST_PASSWORD } from './helpers/factories.js';
import { postgresUrl } from './helpers/postgres.js';

/**
 * The server ends a session after SESSION_IDLE_TIMEOUT (30 minutes) without an authenticated request, whatever the
 * browser does, and every replica agrees: the last activity is a row, written at most once a minute per session.
 * The app's clock is moved to let a minute go by; the row is moved back to let the idle time go by.
 */
let now = Date.now();
const clock = () => new Date(now);
const aMinuteLater = () => {
  now += 61_000;
};

const t = useTestApp({ clock });
let replica: TestApp;
beforeAll(async () => {
  replica = (await postgresUrl())
    ? await buildReplica(t, { clock })
    : await build({ clock, replicaOf: { database: t.database, smtp: t.smtp } });
});
afterAll(() => replica.close());

const jtiOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).jti as string;
const activityOf = async (token: string) =>
  (
    await t.db
      .select()
      .from(sessionActivity)
      .where(eq(sessionActivity.jti, jtiOf(token)))
  )[0];
/** The session's last recorded activity, moved `minutes` into the past. */
const idleFor = (token: string, minutes: number) =>
  t.db
    .update(sessionActivity)
    .set({ lastActiveAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessionActivity.jti, jtiOf(token)));

const profile = (user: CreatedUser, app: TestApp = t) =>
  app.get(`/api/Patient/GetByID/${user.patientId}`, user.token);

const idleRefusal = {
  status: false,
  statusCode: 401,
  message: messages.auth.sessionIdle(30),
  data: null,
};

describe('the idle timeout of a session', () => {
  it('records the activity of a new session when its token is signed', async () => {
    const login = await t.post('/api/Auth/login', {
      username: (await t.user('Patient')).username,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const row = await activityOf(login.body.data.token);
    expect(Math.abs((row?.lastActiveAt.getTime() ?? 0) - Date.now())).toBeLessThan(5_000);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a session idle for 30 minutes with 401 and says why, on every replica', async () => {
    const user = await t.user('Patient');
    expect((await profile(user)).statusCode).toBe(200);
    await idleFor(user.token, 31);
    aMinuteLater();
    expect((await profile(user)).body).toEqual({ ...idleRefusal, errors: [idleRefusal.message] });
    expect((await profile(user, replica)).body).toMatchObject(idleRefusal);
    // Signing in again starts a new session.
    const again = await t.post('/api/Auth/login', { username: user.username, password: TEST_PASSWORD });
    expect((await profile({ ...user, token: again.body.data.token }, replica)).statusCode).toBe(200);
  });

  it('keeps a session used within the 30 minutes, and each request pushes its end back', async () => {
    const user = await t.user('Patient');
    await idleFor(user.token, 29);
    aMinuteLater();
    expect((await profile(user, replica)).statusCode).toBe(200);
    const row = await activityOf(user.token);
    expect(Math.abs((row?.lastActiveAt.getTime() ?? 0) - Date.now())).toBeLessThan(5_000);
    aMinuteLater();
    expect((await profile(user)).statusCode).toBe(200);
  });

  it('is kept alive by POST /Auth/KeepAlive, which the web sends while its user reads without a request', async () => {
    const user = await t.user('Doctor');
    await idleFor(user.token, 29);
    aMinuteLater();
    const res = await t.call({ method: 'POST', url: '/api/Auth/KeepAlive', token: user.token });
    expect(res.statusCode).toBe(200);
    const row = await activityOf(user.token);
    expect(Math.abs((row?.lastActiveAt.getTime() ?? 0) - Date.now())).toBeLessThan(5_000);
    await idleFor(user.token, 31);
    aMinuteLater();
    expect(
      (await t.call({ method: 'POST', url: '/api/Auth/KeepAlive', token: user.token })).body,
    ).toMatchObject(idleRefusal);
  });

  it('writes the activity at most once a minute per replica', async () => {
    const user = await t.user('Patient');
    await idleFor(user.token, 10);
    const before = (await activityOf(user.token))?.lastActiveAt;
    // Signed a moment ago by this replica: it knows the session is alive without writing.
    for (let i = 0; i < 5; i += 1) expect((await profile(user)).statusCode).toBe(200);
    expect((await activityOf(user.token))?.lastActiveAt).toEqual(before);
    aMinuteLater();
    expect((await profile(user)).statusCode).toBe(200);
    expect((await activityOf(user.token))?.lastActiveAt.getTime()).toBeGreaterThan(before?.getTime() ?? 0);
  });

  it('treats a stale token on a public page as a visitor, and refuses it on logout', async () => {
    const user = await t.user('Patient');
    await idleFor(user.token, 31);
    aMinuteLater();
    expect((await t.get('/api/Category/GetAll', user.token)).statusCode).toBe(200);
    const logout = await t.call({ method: 'POST', url: '/api/Auth/logout', token: user.token });
    expect(logout.body).toMatchObject(idleRefusal);
  });

  it('refuses a token whose session has no row (never signed by this clinic, or long gone)', async () => {
    const user = await t.user('Patient');
    await t.db.delete(sessionActivity).where(eq(sessionActivity.jti, jtiOf(user.token)));
    expect((await profile(user, replica)).statusCode).toBe(401);
  });
});
