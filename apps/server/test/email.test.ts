import { CODE_MAX_ATTEMPTS, messages } from '@clinic/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consumeCode, issueCode } from '../src/accounts/codes.js';
import { users, verificationCodes } from '../src/db/schema.js';
import { postRepeatedly, useTestApp } from './helpers/build.js';
import { expectFieldNamed, expectMessage } from './helpers/expect.js';
import { signupBody, TEST_PASSWORD } from './helpers/factories.js';

const t = useTestApp();

const post = (path: string, payload: unknown, token?: string) =>
  t.call({ method: 'POST', url: `/api/Email/${path}`, payload: payload as object, token });

async function register() {
  const body = signupBody();
  const res = await t.call({ method: 'POST', url: '/api/Patient/Create', payload: body });
  expect(res.statusCode).toBe(201);
  return { ...body, userId: res.body.data.userId as number };
}

/** The newest mail to `email` with the given subject, after the outbox was flushed; its 6-digit code. */
async function codeFrom(email: string, subject: string, nth = 1): Promise<string> {
  await t.app.ctx.mail.flush();
  await t.smtp.waitFor(() => mailsTo(email, subject).length >= nth);
  const mail = mailsTo(email, subject)[nth - 1];
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code in mail');
  return code;
}
const mailsTo = (email: string, subject?: string) =>
  t.smtp.mails.filter((m) => m.to.includes(email) && (subject === undefined || m.subject === subject));

const codeRow = async (userId: number, purpose: 'verify_email' | 'reset_password') =>
  (
    await t.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
  )[0];

const ageCode = (userId: number, purpose: 'verify_email' | 'reset_password', seconds: number) =>
  t.db
    .update(verificationCodes)
    .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)));

const expireCode = (userId: number, purpose: 'verify_email' | 'reset_password') =>
  t.db
    .update(verificationCodes)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)));

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const login = (username: string, password: string) =>
  t.call({ method: 'POST', url: '/api/Auth/login', payload: { username, password } });

describe('register -> mail -> verify -> login', () => {
  it('runs the whole self-registration flow', async () => {
    const p = await register();
    const blocked = await login(p.username, p.password);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.body.data).toEqual({ email: p.email });

    const code = await codeFrom(p.email, messages.mail.verifySubject);
    const res = await post('VerifyPatient', { email: p.email.toUpperCase(), verifyCode: code });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: messages.auth.verifySuccess, data: null });
    expect(await codeRow(p.userId, 'verify_email')).toBeUndefined();

    const ok = await login(p.username, p.password);
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data.userDetails.role).toBe('Patient');
    // The outbox does not keep the code once delivered.
    expect(JSON.stringify(await t.db.execute(sql`select text_body from email_outbox`))).not.toContain(code);
  });
});

describe('POST /api/Email/SendEmail', () => {
  it('keeps the code just sent at registration (no second mail within the cooldown)', async () => {
    const p = await register();
    const code = await codeFrom(p.email, messages.mail.verifySubject);
    const res = await post('SendEmail', { email: p.email });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: messages.auth.codeSent, data: null });
    await t.app.ctx.mail.flush();
    expect(mailsTo(p.email)).toHaveLength(1);
    expect((await post('VerifyPatient', { email: p.email, verifyCode: code })).statusCode).toBe(200);
  });

  it('replaces the code after the cooldown: the old one stops working, the new one works', async () => {
    const p = await register();
    const first = await codeFrom(p.email, messages.mail.verifySubject);
    await ageCode(p.userId, 'verify_email', 120);
    expect((await post('SendEmail', { email: p.email })).statusCode).toBe(200);
    const second = await codeFrom(p.email, messages.mail.verifySubject, 2);
    if (first !== second) {
      const old = await post('VerifyPatient', { email: p.email, verifyCode: first });
      expect(old.statusCode).toBe(400);
    }
    expect((await post('VerifyPatient', { email: p.email, verifyCode: second })).statusCode).toBe(200);
  });

  it('sends a new code at once when the old one has expired', async () => {
    const p = await register();
    await codeFrom(p.email, messages.mail.verifySubject);
    await expireCode(p.userId, 'verify_email');
    await post('SendEmail', { email: p.email });
    const fresh = await codeFrom(p.email, messages.mail.verifySubject, 2);
    expect((await post('VerifyPatient', { email: p.email, verifyCode: fresh })).statusCode).toBe(200);
  });

  it('answers the same and sends nothing for unknown, verified or non-patient e-mails', async () => {
    const verified = await t.user('Patient');
    const staff = await t.user('Staff', { isVerified: false });
    const reference = await post('SendEmail', { email: 'nobody@example.com' });
    for (const email of [verified.email, staff.email, 'nobody@example.com']) {
      const res = await post('SendEmail', { email });
      expect(res.statusCode).toBe(200);
      expect(res.body).toEqual(reference.body);
    }
    await t.app.ctx.mail.flush();
    for (const email of [verified.email, staff.email, 'nobody@example.com'])
      expect(mailsTo(email)).toHaveLength(0);
    expect(await codeRow(verified.userId, 'verify_email')).toBeUndefined();
  });

  it.each([
    ['no e-mail', {}, 'email'],
    ['a malformed e-mail', { email: 'abc' }, 'email'],
    ['a numeric e-mail', { email: 5 }, 'email'],
    ['an over-long e-mail', { email: `${'a'.repeat(250)}@x.vn` }, 'email'],
    ['an unknown field', { email: 'a@b.vn', role: 'Admin' }, 'role'],
  ])('rejects %s with 400', async (_name, payload, field) => {
    const res = await post('SendEmail', payload);
    expectFieldNamed(res, field);
  });
});

describe('POST /api/Email/VerifyPatient', () => {
  it('counts wrong tries and burns the code at the fifth: the right code fails afterwards', async () => {
    const p = await register();
    const code = await codeFrom(p.email, messages.mail.verifySubject);
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i += 1) {
      const res = await post('VerifyPatient', { email: p.email, verifyCode: wrongCode(code) });
      expectMessage(res, 400, messages.auth.codeInvalid);
      expect((await codeRow(p.userId, 'verify_email'))?.failedAttempts).toBe(i);
    }
    const fifth = await post('VerifyPatient', { email: p.email, verifyCode: wrongCode(code) });
    expectMessage(fifth, 400, messages.auth.codeBurned);
    expect(await codeRow(p.userId, 'verify_email')).toBeUndefined();
    const sixth = await post('VerifyPatient', { email: p.email, verifyCode: code });
    expectMessage(sixth, 400, messages.auth.codeInvalid);
    const [row] = await t.db.select().from(users).where(eq(users.userId, p.userId));
    expect(row?.isVerified).toBe(false);
  });

  it('refuses an expired code even when it is right', async () => {
    const p = await register();
    const code = await codeFrom(p.email, messages.mail.verifySubject);
    await expireCode(p.userId, 'verify_email');
    const res = await post('VerifyPatient', { email: p.email, verifyCode: code });
    expectMessage(res, 400, messages.auth.codeInvalid);
    const [row] = await t.db.select().from(users).where(eq(users.userId, p.userId));
    expect(row?.isVerified).toBe(false);
  });

  it('answers 400 for an unknown e-mail and for an already verified patient', async () => {
    const verified = await t.user('Patient');
    for (const email of ['ghost@example.com', verified.email]) {
      const res = await post('VerifyPatient', { email, verifyCode: '123456' });
      expectMessage(res, 400, messages.auth.codeInvalid);
    }
  });

  it.each([
    ['no code', { email: 'a@b.vn' }, 'verifyCode'],
    ['a 5-digit code', { email: 'a@b.vn', verifyCode: '12345' }, 'verifyCode'],
    ['a 7-digit code', { email: 'a@b.vn', verifyCode: '1234567' }, 'verifyCode'],
    ['letters', { email: 'a@b.vn', verifyCode: 'abcdef' }, 'verifyCode'],
    ['a numeric code', { email: 'a@b.vn', verifyCode: 123456 }, 'verifyCode'],
    ['no e-mail', { verifyCode: '123456' }, 'email'],
    ['an unknown field', { email: 'a@b.vn', verifyCode: '123456', isVerified: true }, 'isVerified'],
  ])('rejects %s with 400', async (_name, payload, field) => {
    const res = await post('VerifyPatient', payload);
    expectFieldNamed(res, field);
  });
});

describe('POST /api/Email/SendForgotPasswordEmail and /ResetPassword', () => {
  it('resets the password with the mailed code and revokes the tokens issued before', async () => {
    const d = await t.user('Doctor');
    const before = await t.get(`/api/Doctor/GetByID/${d.doctorId}`, d.token);
    expect(before.statusCode).toBe(200);

    const sent = await post('SendForgotPasswordEmail', { email: d.email.toUpperCase() });
    expectMessage(sent, 200, messages.auth.codeSent);
    const code = await codeFrom(d.email, messages.mail.resetSubject);
    expect(mailsTo(d.email, messages.mail.resetSubject)[0]?.subject).not.toMatch(/HIV/i);

    const res = await post('ResetPassword', { email: d.email, verifyCode: code, newPassword: 'Moi@12345' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: messages.auth.resetSuccess, data: null });
    expect(await codeRow(d.userId, 'reset_password')).toBeUndefined();

    const revoked = await t.get(`/api/Doctor/GetByID/${d.doctorId}`, d.token);
    expect(revoked.statusCode).toBe(401);
    expect((await login(d.username, TEST_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(d.username, 'Moi@12345');
    expect(fresh.statusCode).toBe(200);
    const after = await t.get(`/api/Doctor/GetByID/${d.doctorId}`, fresh.body.data.token);
    expect(after.statusCode).toBe(200);
    // A used code cannot be used twice.
    const again = await post('ResetPassword', {
      email: d.email,
      verifyCode: code,
      newPassword: 'Khac@12345',
    });
    expect(again.statusCode).toBe(400);
  });

  it("tells the account's address that the password was reset, and only when it was", async () => {
    const p = await t.user('Patient');
    await post('SendForgotPasswordEmail', { email: p.email });
    const code = await codeFrom(p.email, messages.mail.resetSubject);
    const wrong = await post('ResetPassword', {
      email: p.email,
      verifyCode: wrongCode(code),
      newPassword: 'Moi@12345',
    });
    expect(wrong.statusCode).toBe(400);
    // Two passes: the first may be one the worker began before the answer.
    await t.app.ctx.mail.flush();
    await t.app.ctx.mail.flush();
    expect(mailsTo(p.email, messages.mail.passwordChangedSubject)).toHaveLength(0);

    const res = await post('ResetPassword', { email: p.email, verifyCode: code, newPassword: 'Moi@12345' });
    expect(res.statusCode).toBe(200);
    await t.app.ctx.mail.flush();
    const notice = await t.smtp.waitFor(
      (m) => m.to.includes(p.email) && m.subject === messages.mail.passwordChangedSubject,
    );
    expect(notice.text).toContain('mật khẩu của bạn vừa được thay đổi');
    expect(notice.text).not.toContain('Moi@12345');
    expect(`${notice.subject} ${notice.text}`).not.toMatch(/HIV|AIDS|ARV/i);
  });

  it('answers the same and sends nothing for unknown, unverified or deactivated accounts', async () => {
    const unverified = await t.user('Patient', { isVerified: false });
    const inactive = await t.user('Staff', { isActive: false });
    const emails = ['nobody@example.com', unverified.email, inactive.email];
    const answers = await Promise.all(emails.map((email) => post('SendForgotPasswordEmail', { email })));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toEqual(answers[0]?.body);
    }
    const known = await t.user('Manager');
    const knownAnswer = await post('SendForgotPasswordEmail', { email: known.email });
    expect(knownAnswer.body).toEqual(answers[0]?.body);
    await t.app.ctx.mail.flush();
    for (const email of emails) expect(mailsTo(email)).toHaveLength(0);
    expect(await codeRow(unverified.userId, 'reset_password')).toBeUndefined();
    await codeFrom(known.email, messages.mail.resetSubject);
  });

  it('burns the reset code after five wrong tries and refuses an expired one', async () => {
    const s = await t.user('Staff');
    await post('SendForgotPasswordEmail', { email: s.email });
    const code = await codeFrom(s.email, messages.mail.resetSubject);
    const answers: string[] = [];
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i += 1) {
      const res = await post('ResetPassword', {
        email: s.email,
        verifyCode: wrongCode(code),
        newPassword: 'Moi@12345',
      });
      expect(res.statusCode).toBe(400);
      answers.push(res.body.message);
    }
    expect(answers.at(-1)).toBe(messages.auth.codeBurned);
    expect(answers.slice(0, -1).every((m) => m === messages.auth.codeInvalid)).toBe(true);
    const right = await post('ResetPassword', { email: s.email, verifyCode: code, newPassword: 'Moi@12345' });
    expect(right.statusCode).toBe(400);
    expect((await login(s.username, TEST_PASSWORD)).statusCode).toBe(200);

    await post('SendForgotPasswordEmail', { email: s.email });
    const next = await codeFrom(s.email, messages.mail.resetSubject, 2);
    await expireCode(s.userId, 'reset_password');
    const expired = await post('ResetPassword', {
      email: s.email,
      verifyCode: next,
      newPassword: 'Moi@12345',
    });
    expectMessage(expired, 400, messages.auth.codeInvalid);
    const [row] = await t.db.select().from(users).where(eq(users.userId, s.userId));
    expect(row?.tokenVersion).toBe(0);
  });

  it('refuses a code of the other purpose', async () => {
    const p = await register();
    const verifyCode = await codeFrom(p.email, messages.mail.verifySubject);
    await t.db.update(users).set({ isVerified: true }).where(eq(users.userId, p.userId));
    const res = await post('ResetPassword', { email: p.email, verifyCode, newPassword: 'Moi@12345' });
    expect(res.statusCode).toBe(400);
    // And at the data layer: a reset code never verifies an e-mail.
    const secret = t.app.ctx.config.jwtSecret;
    const code = (await issueCode(t.db, secret, p.userId, 'reset_password')) as string;
    const check = (purpose: 'verify_email' | 'reset_password') =>
      t.db.transaction((tx) => consumeCode(tx, secret, p.userId, purpose, code));
    expect(await check('verify_email')).toBe('invalid');
    expect(await check('reset_password')).toBe('ok');
    expect(await check('reset_password')).toBe('invalid');
  });

  it.each([
    ['a weak new password', { verifyCode: '123456', newPassword: 'weakpass' }, 'newPassword'],
    ['no new password', { verifyCode: '123456' }, 'newPassword'],
    [
      'an over-long new password',
      { verifyCode: '123456', newPassword: `Aa1!${'x'.repeat(130)}` },
      'newPassword',
    ],
    ['no code', { newPassword: 'Moi@12345' }, 'verifyCode'],
    ['an unknown field', { verifyCode: '123456', newPassword: 'Moi@12345', userId: 1 }, 'userId'],
  ])('rejects %s with 400', async (_name, extra, field) => {
    const res = await post('ResetPassword', { email: 'a@b.vn', ...extra });
    expectFieldNamed(res, field);
  });
});

describe('e-mail calls rate limit', () => {
  const limited = useTestApp({ authRateLimit: 2 });

  it('answers 429 after the per-minute limit of one IP', async () => {
    const codes = await postRepeatedly(limited, 3, '/api/Email/SendForgotPasswordEmail', {
      email: 'x@example.com',
    });
    expect(codes).toEqual([200, 200, 429]);
  });
});
