import { randomUUID } from 'node:crypto';
import { messages } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { revokedTokens, sessionActivity, users } from '../src/db/schema.js';
import { postRepeatedly, useTestApp } from './helpers/build.js';
import { rowsWhere } from './helpers/database.js';
import { expectFieldNamed, expectMessage } from './helpers/expect.js';
import { TEST_PASSWORD } from './helpers/factories.js';

const t = useTestApp();

const login = (payload: unknown) =>
  t.call({ method: 'POST', url: '/api/Auth/login', payload: payload as object });

describe('POST /api/Auth/login', () => {
  it('logs a patient in with a token and the user details (patientId)', async () => {
    const p = await t.user('Patient', { fullName: 'Nguyễn Văn An', address: '1 Hai Bà Trưng' });
    const res = await login({ username: p.username, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: true,
      statusCode: 200,
      message: messages.auth.loginSuccess,
      errors: [],
    });
    const { token, userDetails } = res.body.data;
    expect(userDetails).toEqual({
      role: 'Patient',
      userRole: 'Patient',
      userId: p.userId,
      patientId: p.patientId,
      username: p.username,
      fullName: 'Nguyễn Văn An',
      phoneNumber: '0912345678',
      email: p.email,
      gender: 'Male',
      address: '1 Hai Bà Trưng',
      dateOfBirth: '1990-05-17',
      avatar: null,
    });
    const payload = decodeJwt(token);
    expect(payload).toMatchObject({ role: 'Patient', sub: String(p.userId), tv: 0, jti: expect.any(String) });
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash|tokenVersion/);
    // The token works on a protected call.
    const me = await t.get(`/api/Patient/GetByID/${p.patientId}`, token);
    expect(me.statusCode).toBe(200);
    expect(me.body.data).toMatchObject({ role: 'Patient', userRole: 'Patient' });
  });

  it('gives doctors their doctorId and admins no extra id', async () => {
    const d = await t.user('Doctor');
    const a = await t.user('Admin');
    const rd = await login({ username: d.username, password: TEST_PASSWORD });
    expect(rd.body.data.userDetails).toMatchObject({
      role: 'Doctor',
      userId: d.userId,
      doctorId: d.doctorId,
    });
    expect(rd.body.data.userDetails).not.toHaveProperty('patientId');
    const ra = await login({ username: a.username, password: TEST_PASSWORD });
    expect(ra.body.data.userDetails.role).toBe('Admin');
    expect(ra.body.data.userDetails).not.toHaveProperty('doctorId');
    expect(ra.body.data.userDetails).not.toHaveProperty('patientId');
  });

  it('matches the username case-insensitively and accepts Username/Password as the original clients send them', async () => {
    const s = await t.user('Staff', { username: 'Staff.Mixed' });
    const res = await login({ Username: 'STAFF.mixed', Password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.userDetails.userId).toBe(s.userId);
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const m = await t.user('Manager');
    const wrong = await login({ username: m.username, password: 'Wrong@1234' });
    const unknown = await login({ username: 'nobody-here', password: 'Wrong@1234' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toMatchObject({
        status: false,
        statusCode: 401,
        message: messages.auth.invalidCredentials,
        data: null,
      });
    }
    expect(wrong.body).toEqual(unknown.body);
  });

  it('refuses a deactivated account with 403, but only to someone who knows the password', async () => {
    const d = await t.user('Doctor', { isActive: false });
    const res = await login({ username: d.username, password: TEST_PASSWORD });
    expectMessage(res, 403, messages.auth.deactivated);
    expect(res.body.data).toBeNull();
    const wrong = await login({ username: d.username, password: 'Wrong@1234' });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses an unverified patient with 403 and the e-mail to verify, only after the right password', async () => {
    const p = await t.user('Patient', { isVerified: false });
    const res = await login({ username: p.username, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({
      status: false,
      message: messages.auth.notVerified,
      data: { email: p.email },
    });
    const wrong = await login({ username: p.username, password: 'Wrong@1234' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body.data).toBeNull();
  });

  it.each([
    ['missing username', { password: TEST_PASSWORD }, 'username'],
    ['missing password', { username: 'someone' }, 'password'],
    ['empty username', { username: '   ', password: TEST_PASSWORD }, 'username'],
    ['empty password', { username: 'someone', password: '' }, 'password'],
    ['numeric username', { username: 12345, password: TEST_PASSWORD }, 'username'],
    ['array password', { username: 'someone', password: ['x'] }, 'password'],
    ['over-long username', { username: 'a'.repeat(51), password: TEST_PASSWORD }, 'username'],
    ['over-long password', { username: 'someone', password: `Aa1!${'x'.repeat(130)}` }, 'password'],
    ['unknown field', { username: 'someone', password: TEST_PASSWORD, role: 'Admin' }, 'role'],
  ])('rejects %s with 400 and a field error', async (_name, payload, field) => {
    const res = await login(payload);
    expectFieldNamed(res, field);
    expect(res.body).toMatchObject({ status: false, statusCode: 400, data: null });
  });

  it('rejects a body that is not JSON', async () => {
    const res = await t.raw('POST', '/api/Auth/login', '{"username":');
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(false);
  });
});

describe('tokens', () => {
  const key = new TextEncoder().encode('test-secret-test-secret-test-secret-0123');
  const adminCall = (userId: number, token?: string) => t.get(`/api/Admin/GetByID/${userId}`, token);
  /** An Admin-role token with an id: valid for an hour, or issued two hours ago and expired, or another secret's. */
  const signed = (userId: number, o: { expired?: boolean; secret?: Uint8Array } = {}) => {
    const jwt = new SignJWT({ role: 'Admin', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(randomUUID())
      .setSubject(String(userId));
    const now = Math.floor(Date.now() / 1000);
    if (o.expired) jwt.setIssuedAt(now - 7200).setExpirationTime(now - 60);
    else jwt.setExpirationTime('1h');
    return jwt.sign(o.secret ?? key);
  };

  /** What the server does besides signing a token: it starts the token's session (plugins/auth.ts). */
  const withSession = async (token: string) => {
    const { jti, exp } = decodeJwt(token);
    await t.db
      .insert(sessionActivity)
      .values({ jti: jti as string, expiresAt: new Date((exp as number) * 1000) });
    return token;
  };

  it('answers 401 without a token and with a malformed one', async () => {
    const a = await t.user('Admin');
    expect((await adminCall(a.userId)).statusCode).toBe(401);
    const bad = await adminCall(a.userId, 'not-a-token');
    expectMessage(bad, 401, messages.auth.tokenInvalid);
  });

  it('answers 401 for an expired token', async () => {
    const a = await t.user('Admin');
    const expired = await signed(a.userId, { expired: true });
    expect((await adminCall(a.userId, expired)).statusCode).toBe(401);
  });

  it('answers 401 for a token that expires after it was last accepted', async () => {
    const a = await t.user('Admin');
    const shortLived = await withSession(
      await new SignJWT({ role: 'Admin', tv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(randomUUID())
        .setSubject(String(a.userId))
        .setExpirationTime(Math.floor(Date.now() / 1000) + 60)
        .sign(key),
    );
    expect((await adminCall(a.userId, shortLived)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect((await adminCall(a.userId, shortLived)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 401 for a token signed with another secret or carrying another role', async () => {
    const a = await t.user('Admin');
    const other = await signed(a.userId, {
      secret: new TextEncoder().encode('another-secret-another-secret-0123456'),
    });
    expect((await adminCall(a.userId, other)).statusCode).toBe(401);
    const s = await t.user('Staff');
    const forged = await signed(s.userId);
    expect((await adminCall(s.userId, forged)).statusCode).toBe(401);
  });

  it('revokes tokens when the token version changes (deactivation, reset)', async () => {
    const a = await t.user('Admin');
    expect((await adminCall(a.userId, a.token)).statusCode).toBe(200);
    await t.db.update(users).set({ tokenVersion: 1 }).where(eq(users.userId, a.userId));
    expect((await adminCall(a.userId, a.token)).statusCode).toBe(401);
    const fresh = await login({ username: a.username, password: TEST_PASSWORD });
    expect(decodeJwt(fresh.body.data.token).tv).toBe(1);
    expect((await adminCall(a.userId, fresh.body.data.token)).statusCode).toBe(200);
  });

  // What the token check keeps in memory (plugins/auth.ts) goes at the next request after a change, whoever made it.
  it.each([
    ['deactivated', { isActive: false }],
    ['left unverified', { isVerified: false }],
    ['given another role', { role: 'Staff' as const }],
  ])('refuses a token accepted a moment before once its account is %s in plain SQL', async (_, change) => {
    const a = await t.user('Admin');
    expect((await adminCall(a.userId, a.token)).statusCode).toBe(200);
    await t.db.update(users).set(change).where(eq(users.userId, a.userId));
    expect((await adminCall(a.userId, a.token)).statusCode).toBe(401);
  });

  it('refuses a token accepted a moment before once it is revoked in plain SQL', async () => {
    const a = await t.user('Admin');
    expect((await adminCall(a.userId, a.token)).statusCode).toBe(200);
    const { jti, exp } = decodeJwt(a.token);
    await t.db
      .insert(revokedTokens)
      .values({ jti: jti as string, expiresAt: new Date((exp as number) * 1000) });
    expect((await adminCall(a.userId, a.token)).statusCode).toBe(401);
  });

  /** A token signed with the right secret, for the user's current state, with the given claims. */
  const handMade = (userId: number, claims: { exp?: boolean; jti?: string }) => {
    const jwt = new SignJWT({ role: 'Admin', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt();
    if (claims.exp !== false) jwt.setExpirationTime('1h');
    if (claims.jti !== undefined) jwt.setJti(claims.jti);
    return jwt.sign(key);
  };

  it('accepts a hand-made token with an expiry and an id (the control for the next test)', async () => {
    const a = await t.user('Admin');
    const token = await withSession(await handMade(a.userId, { jti: randomUUID() }));
    expect((await adminCall(a.userId, token)).statusCode).toBe(200);
  });

  it('refuses a token without an expiry or without an id, even when rightly signed', async () => {
    const a = await t.user('Admin');
    const noExp = await handMade(a.userId, { exp: false, jti: randomUUID() });
    expect(decodeJwt(noExp).exp).toBeUndefined();
    const res = await adminCall(a.userId, noExp);
    expectMessage(res, 401, messages.auth.tokenInvalid);
    expect((await adminCall(a.userId, await handMade(a.userId, {}))).statusCode).toBe(401);
    expect((await adminCall(a.userId, await handMade(a.userId, { jti: 'x'.repeat(65) }))).statusCode).toBe(
      401,
    );
  });

  it('gives every token its own id', async () => {
    const a = await t.user('Admin');
    const first = await login({ username: a.username, password: TEST_PASSWORD });
    const second = await login({ username: a.username, password: TEST_PASSWORD });
    const ids = [first, second].map((r) => decodeJwt(r.body.data.token).jti);
    expect(ids[0]).toEqual(expect.any(String));
    expect(ids[0]).not.toBe(ids[1]);
  });
});

describe('POST /api/Auth/logout', () => {
  const logout = (token?: string) => t.call({ method: 'POST', url: '/api/Auth/logout', token });
  const profileCall = (u: { doctorId: number | null }, token: string) =>
    t.get(`/api/Doctor/GetByID/${u.doctorId}`, token);

  it('revokes the token it is called with, and only that one', async () => {
    const d = await t.user('Doctor');
    const phone = (await login({ username: d.username, password: TEST_PASSWORD })).body.data.token as string;
    const laptop = (await login({ username: d.username, password: TEST_PASSWORD })).body.data.token as string;

    const res = await logout(phone);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: true,
      message: messages.auth.loggedOut,
      data: null,
      errors: [],
    });
    const [row] = await rowsWhere(t.db, revokedTokens, revokedTokens.jti, decodeJwt(phone).jti as string);
    expect(row?.expiresAt.getTime()).toBe((decodeJwt(phone).exp as number) * 1000);

    const refused = await profileCall(d, phone);
    expectMessage(refused, 401, messages.auth.tokenInvalid);
    // Every later call with it, logout included.
    expect((await logout(phone)).statusCode).toBe(401);
    // The other sessions of the same user keep working.
    expect((await profileCall(d, laptop)).statusCode).toBe(200);
    expect((await profileCall(d, d.token)).statusCode).toBe(200);
    // Logging in again gives a working token.
    const again = (await login({ username: d.username, password: TEST_PASSWORD })).body.data.token;
    expect((await profileCall(d, again)).statusCode).toBe(200);
  });

  it('works for every role and needs a valid token', async () => {
    for (const role of ['Admin', 'Manager', 'Staff', 'Doctor', 'Patient'] as const) {
      const u = await t.user(role);
      expect([role, (await logout(u.token)).statusCode]).toEqual([role, 200]);
    }
    expect((await logout()).statusCode).toBe(401);
    expect((await logout('not-a-token')).statusCode).toBe(401);
  });
});

describe('login rate limit', () => {
  const limited = useTestApp({ authRateLimit: 3 });

  it('answers 429 after the per-minute limit of one IP', async () => {
    const codes = await postRepeatedly(limited, 4, '/api/Auth/login', {
      username: 'nobody',
      password: 'Wrong@1234',
    });
    expect(codes).toEqual([401, 401, 401, 429]);
    const other = await limited.call({
      method: 'POST',
      url: '/api/Auth/login',
      remoteAddress: '10.9.8.7',
      payload: { username: 'nobody', password: 'Wrong@1234' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('cannot be dodged with a forged X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await limited.call({
        method: 'POST',
        url: '/api/Auth/login',
        remoteAddress: '10.1.1.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { username: 'nobody', password: 'Wrong@1234' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});
