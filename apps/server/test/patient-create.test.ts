import { messages } from '@clinic/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, patients, users, verificationCodes } from '../src/db/schema.js';
import { postRepeatedly, useTestApp } from './helpers/build.js';
import { daysFromToday } from './helpers/clinical.js';
import { rowsWhere } from './helpers/database.js';
import { expectMessage } from './helpers/expect.js';
import { signupBody } from './helpers/factories.js';

const t = useTestApp();

// Each call from its own address, so that the per-IP limit of this public call does not interfere.
let ip = 0;
const create = (payload: unknown) =>
  t.call({
    method: 'POST',
    url: '/api/Patient/Create',
    payload: payload as object,
    remoteAddress: `10.1.${Math.floor(++ip / 250)}.${ip % 250}`,
  });

const countUsers = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

describe('POST /api/Patient/Create', () => {
  it('creates an unverified, active patient with defaults and queues the verification mail', async () => {
    const body = signupBody({ email: 'New.Patient@Example.com' });
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ status: true, statusCode: 201, message: messages.auth.registerSuccess });
    const data = res.body.data;
    expect(data).toEqual({
      userId: expect.any(Number),
      patientId: expect.any(Number),
      username: body.username,
      role: 'Patient',
      userRole: 'Patient',
      fullName: body.fullName,
      phoneNumber: body.phoneNumber,
      email: 'new.patient@example.com',
      dateOfBirth: body.dateOfBirth,
      gender: 'Male',
      address: body.address,
      avatar: null,
      isActive: true,
      isVerified: false,
      pendingEmail: null,
      bloodType: 'A+',
      isPregnant: false,
      specialNotes: null,
      artNumber: null,
      nationalId: null,
      insuranceNumber: null,
      insuranceExpiry: null,
      remindAppointments: true,
      remindRefills: true,
      remindMissed: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon|Secret@123|password/i);

    const [row] = await t.db.select().from(users).where(eq(users.userId, data.userId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row).toMatchObject({ role: 'Patient', isVerified: false, isActive: true, tokenVersion: 0 });
    const [code] = await rowsWhere(t.db, verificationCodes, verificationCodes.userId, data.userId);
    expect(code).toMatchObject({ purpose: 'verify_email', failedAttempts: 0 });
    expect(code?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(code!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(code!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    await t.app.ctx.mail.flush();
    const mail = await t.smtp.waitFor((m) => m.to.includes('new.patient@example.com'));
    expect(mail.subject).toBe(messages.mail.verifySubject);
    expect(mail.subject).not.toMatch(/HIV/i);
    const sent = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(sent).toMatch(/^\d{6}$/);
    expect(code?.codeHash).not.toContain(sent);
    expect(mail.text).toContain(body.fullName);
  });

  it('stores the optional patient fields it is given', async () => {
    const res = await create(
      signupBody({
        gender: 'Female',
        bloodType: 'AB-',
        isPregnant: true,
        specialNotes: '  Dị ứng penicillin ',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({
      gender: 'Female',
      bloodType: 'AB-',
      isPregnant: true,
      specialNotes: 'Dị ứng penicillin',
    });
    const [p] = await t.db.select().from(patients).where(eq(patients.patientId, res.body.data.patientId));
    expect(p).toMatchObject({ bloodType: 'AB-', isPregnant: true, pregnancyRecordedOn: daysFromToday(0) });
  });

  it('answers 409 "Username already exists" for a taken username in any case', async () => {
    const first = signupBody({ username: 'Trung.Nguyen' });
    expect((await create(first)).statusCode).toBe(201);
    const before = await countUsers();
    const res = await create(signupBody({ username: 'trung.NGUYEN' }));
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({ status: false, statusCode: 409, message: 'Username already exists' });
    expect(await countUsers()).toBe(before);
  });

  it('answers 409 "Email already exists" for a taken e-mail in any case, also of a staff account', async () => {
    const staff = await t.user('Staff', { email: 'taken.staff@example.com' });
    const before = await countUsers();
    const res = await create(signupBody({ email: 'TAKEN.Staff@example.com' }));
    expectMessage(res, 409, 'Email already exists');
    expect(await countUsers()).toBe(before);
    expect(staff.userId).toBeGreaterThan(0);
  });

  it('gives exactly one 201 and one 409 (never 500) when two registrations race', async () => {
    const a = signupBody({ username: 'race.user' });
    const b = signupBody({ username: 'RACE.user' });
    const results = await Promise.all([create(a), create(b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.body.message).toBe('Username already exists');

    const c = signupBody({ email: 'race.mail@example.com' });
    const d = signupBody({ email: 'Race.Mail@example.com' });
    const again = await Promise.all([create(c), create(d)]);
    expect(again.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(again.find((r) => r.statusCode === 409)?.body.message).toBe('Email already exists');
  });

  const required = ['username', 'password', 'email', 'phoneNumber', 'fullName', 'dateOfBirth', 'address'];
  it.each(required)('rejects a body without %s (400, field error, nothing written)', async (field) => {
    const body: Record<string, unknown> = signupBody();
    delete body[field];
    const before = await countUsers();
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.body.fieldErrors[field]?.length).toBeGreaterThan(0);
    expect(await countUsers()).toBe(before);
  });

  it.each([
    ['a weak password', { password: 'password' }, 'password', messages.validation.password],
    ['a malformed phone', { phoneNumber: '123' }, 'phoneNumber', messages.validation.phone],
    ['a phone not starting with 0', { phoneNumber: '9123456789' }, 'phoneNumber', messages.validation.phone],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email', messages.validation.email],
    ['an unknown gender', { gender: 'Other' }, 'gender', messages.validation.gender],
    ['an unknown blood type', { bloodType: 'C+' }, 'bloodType', messages.validation.bloodType],
    [
      'a birth date in the future',
      { dateOfBirth: '2999-01-01' },
      'dateOfBirth',
      messages.common.dateInFuture,
    ],
    ['a malformed birth date', { dateOfBirth: '08/03/1995' }, 'dateOfBirth', messages.common.invalidDate],
    ['an over-long full name', { fullName: 'A'.repeat(101) }, 'fullName', messages.common.tooLong(100)],
    ['an over-long address', { address: 'A'.repeat(256) }, 'address', messages.common.tooLong(255)],
    ['an over-long username', { username: 'a'.repeat(51) }, 'username', messages.common.tooLong(50)],
    ['a username with spaces', { username: 'ten dang nhap' }, 'username', messages.validation.usernameFormat],
    ['a string for isPregnant', { isPregnant: 'yes' }, 'isPregnant', undefined],
    ['a number for fullName', { fullName: 42 }, 'fullName', messages.common.invalidInput],
  ])('rejects %s with 400 and the field message', async (_name, overrides, field, message) => {
    const before = await countUsers();
    const res = await create(signupBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(false);
    expect(res.body.fieldErrors[field]?.length).toBeGreaterThan(0);
    if (message) expect(res.body.fieldErrors[field]).toContain(message);
    expect(await countUsers()).toBe(before);
  });

  it.each([
    ['role', { role: 'Admin' }],
    ['isVerified', { isVerified: true }],
    ['isActive', { isActive: false }],
    ['userId', { userId: 1 }],
    ['patientId', { patientId: 1 }],
    ['an unknown field', { favouriteColour: 'blue' }],
  ])('refuses the read-only or unknown key %s (400, nothing written)', async (_name, extra) => {
    const body = signupBody(extra);
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.body.errors)).toContain(Object.keys(extra)[0]);
    const [row] = await t.db.select().from(users).where(sql`lower(${users.username}) = ${body.username}`);
    expect(row).toBeUndefined();
  });

  it('never writes the verification mail of a failed registration', async () => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox))[0]?.n;
    await create(signupBody({ password: 'weak' }));
    await create(signupBody({ username: 'Trung.Nguyen' }));
    const after = (await t.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox))[0]?.n;
    expect(after).toBe(before);
  });
});

describe('POST /api/Patient/Create rate limit', () => {
  const limited = useTestApp({ authRateLimit: 3 });

  it('answers 429 once one IP exceeds the per-minute limit', async () => {
    const codes = await postRepeatedly(limited, 25, '/api/Patient/Create', { username: 'x' });
    expect(codes[0]).toBe(400);
    expect(codes.at(-1)).toBe(429);
  });
});
