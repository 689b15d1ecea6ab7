import { CODE_MAILS_PER_HOUR, CODE_MAX_ATTEMPTS, clinicalMessages, messages } from '@clinic/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../src/db/schema.js';
import { type CallResult, useTestApp } from './helpers/build.js';
import { treatmentOf } from './helpers/clinical.js';
import { expectFieldErrors, expectFieldNamed, expectMessage } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';
import { deliverQueuedMail } from './helpers/outbox.js';

const t = useTestApp();

const { mail } = messages;
let seq = 0;
const freshAddress = (name = 'moi') => {
  seq += 1;
  return `${name}.${seq}.${Math.floor(Math.random() * 1e6)}@Example.vn`;
};

/** What the profile form sends for `u`, with another e-mail. */
function updateBody(u: CreatedUser, email: string) {
  return {
    userId: u.userId,
    fullName: 'Trần Văn Bình',
    phoneNumber: '0901234567',
    dateOfBirth: '1985-02-14',
    gender: 'Male',
    address: '99 Điện Biên Phủ, Đà Nẵng',
    email,
    ...(u.role === 'Doctor' && { doctorId: u.doctorId, bio: 'Bác sĩ nội khoa' }),
    ...(u.role === 'Patient' && { patientId: u.patientId, bloodType: 'O+', isPregnant: false }),
  };
}
const requestChange = (u: CreatedUser, email: string, by: CreatedUser = u) =>
  t.call({
    method: 'PUT',
    url: `/api/${u.role.toLowerCase()}/Update`,
    token: by.token,
    payload: updateBody(u, email),
  });
const confirm = (u: CreatedUser, payload: unknown) =>
  t.call({
    method: 'POST',
    url: '/api/Email/ConfirmEmailChange',
    token: u.token,
    payload: payload as object,
  });
const getProfile = (u: CreatedUser) =>
  t.get(`/api/${u.role}/GetByID/${u.doctorId ?? u.patientId ?? u.userId}`, u.token);
const userRow = async (userId: number) =>
  (await t.db.select().from(users).where(eq(users.userId, userId)))[0];

/** The change to `next` confirmed: answered with the new address, which the account now has, none pending. */
async function expectConfirmed(res: CallResult, u: CreatedUser, next: string): Promise<void> {
  expect(res.statusCode).toBe(200);
  expect(res.body).toMatchObject({
    status: true,
    message: messages.auth.emailChangeConfirmed,
    data: { email: next.toLowerCase() },
  });
  expect(await userRow(u.userId)).toMatchObject({ email: next.toLowerCase(), pendingEmail: null });
}

const mailsTo = (address: string, subject?: string) =>
  t.smtp.mails.filter(
    (m) => m.to.includes(address.toLowerCase()) && (subject === undefined || m.subject === subject),
  );
/** The code of the nth change mail to `address`, once the outbox was flushed. */
async function codeAt(address: string, nth = 1): Promise<string> {
  await t.app.ctx.mail.flush();
  await t.smtp.waitFor(() => mailsTo(address, mail.changeEmailSubject).length >= nth);
  const code = /là: (\d{6})/.exec(mailsTo(address, mail.changeEmailSubject)[nth - 1]?.text ?? '')?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}
const settle = () => deliverQueuedMail(t);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const ageCode = (userId: number, seconds: number) =>
  t.db
    .update(verificationCodes)
    .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, 'change_email')));

describe('changing the e-mail through the profile', () => {
  it('keeps the change pending: code at the new address, notice at the old, confirmed by the code', async () => {
    const p = await t.user('Patient');
    const next = freshAddress();
    const res = await requestChange(p, next);
    expectMessage(res, 200, messages.profile.emailChangePending);
    expect(res.body.data).toMatchObject({ email: p.email, pendingEmail: next.toLowerCase() });
    expect(await userRow(p.userId)).toMatchObject({ email: p.email, pendingEmail: next.toLowerCase() });
    expect((await getProfile(p)).body.data).toMatchObject({
      email: p.email,
      pendingEmail: next.toLowerCase(),
    });

    const code = await codeAt(next);
    await t.smtp.waitFor(() => mailsTo(p.email, mail.changeEmailNoticeSubject).length === 1);
    const notice = mailsTo(p.email, mail.changeEmailNoticeSubject)[0];
    expect(notice?.text).not.toContain(code);
    expect(notice?.text).not.toContain(next.toLowerCase());
    expect(mailsTo(p.email, mail.changeEmailSubject)).toHaveLength(0);

    const wrong = await confirm(p, { verifyCode: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toMatchObject({
      status: false,
      message: messages.auth.codeInvalid,
      fieldErrors: { verifyCode: [messages.auth.codeInvalid] },
    });
    expect((await userRow(p.userId))?.email).toBe(p.email);

    await expectConfirmed(await confirm(p, { verifyCode: code }), p, next);
    expect((await getProfile(p)).body.data).toMatchObject({ email: next.toLowerCase(), pendingEmail: null });
    // The code is used up, and the new address is now the one a password reset goes to.
    expect((await confirm(p, { verifyCode: code })).statusCode).toBe(400);
    await t.call({ method: 'POST', url: '/api/Email/SendForgotPasswordEmail', payload: { email: next } });
    await t.app.ctx.mail.flush();
    await t.smtp.waitFor(() => mailsTo(next, mail.resetSubject).length === 1);
  });

  it('lets staff start the change of a doctor, which only the doctor confirms', async () => {
    const doctor = await t.user('Doctor');
    const admin = await t.user('Admin');
    const next = freshAddress('bacsi');
    const res = await requestChange(doctor, next, admin);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ email: doctor.email, pendingEmail: next.toLowerCase() });
    const code = await codeAt(next);
    // The admin's own account has nothing pending: the code does nothing there.
    expect((await confirm(admin, { verifyCode: code })).statusCode).toBe(400);
    expect((await confirm(doctor, { verifyCode: code })).statusCode).toBe(200);
    expect((await userRow(doctor.userId))?.email).toBe(next.toLowerCase());
  });

  it('keeps treatment mail going to the confirmed address until the change is confirmed', async () => {
    const doctor = await t.user('Doctor');
    const patient = await t.user('Patient');
    const next = freshAddress('benhnhan');
    expect((await requestChange(patient, next)).statusCode).toBe(200);

    const treatment = await treatmentOf(t.db, patient, doctor);
    const sent = await t.call({
      method: 'POST',
      url: '/api/Email/SendTreatmentCreatedEmail',
      token: doctor.token,
      payload: { treatmentId: treatment.treatmentId },
    });
    expect(sent.statusCode).toBe(200);
    await t.app.ctx.mail.flush();
    await t.smtp.waitFor(() => mailsTo(patient.email, clinicalMessages.treatmentMailSubject).length === 1);
    expect(mailsTo(next, clinicalMessages.treatmentMailSubject)).toHaveLength(0);
  });

  it('answers 409 when the address is taken, at the request and at the confirmation', async () => {
    const p = await t.user('Patient');
    const other = await t.user('Staff');
    const taken = await requestChange(p, other.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.body.fieldErrors).toEqual({ email: [messages.profile.emailTaken] });
    expect(await userRow(p.userId)).toMatchObject({ email: p.email, pendingEmail: null });

    const next = freshAddress('tranh');
    expect((await requestChange(p, next)).statusCode).toBe(200);
    const code = await codeAt(next);
    // Someone registers with the address before the code is entered.
    const late = await t.user('Patient', { email: next.toLowerCase() });
    const res = await confirm(p, { verifyCode: code });
    expectMessage(res, 409, messages.profile.emailTaken);
    expect((await userRow(p.userId))?.email).toBe(p.email);
    expect((await userRow(late.userId))?.email).toBe(next.toLowerCase());
  });

  it('binds the code to its address: a code sent to an earlier address confirms nothing', async () => {
    const p = await t.user('Manager');
    const first = freshAddress('dau');
    const second = freshAddress('sau');
    await requestChange(p, first);
    const firstCode = await codeAt(first);
    // A new address gets a new code at once, despite the resend cooldown.
    await requestChange(p, second);
    const secondCode = await codeAt(second);
    if (firstCode !== secondCode) expect((await confirm(p, { verifyCode: firstCode })).statusCode).toBe(400);
    expect((await confirm(p, { verifyCode: secondCode })).statusCode).toBe(200);
    expect((await userRow(p.userId))?.email).toBe(second.toLowerCase());
  });

  it('re-sends on a second save after the cooldown, without a second notice', async () => {
    const p = await t.user('Staff');
    const next = freshAddress('gui-lai');
    await requestChange(p, next);
    await codeAt(next);
    // Within the cooldown the code already sent stays and no mail goes.
    expect((await requestChange(p, next)).body.message).toBe(messages.profile.emailChangePending);
    await settle();
    expect(mailsTo(next, mail.changeEmailSubject)).toHaveLength(1);
    await ageCode(p.userId, 120);
    await requestChange(p, next);
    const second = await codeAt(next, 2);
    await settle();
    expect(mailsTo(p.email, mail.changeEmailNoticeSubject)).toHaveLength(1);
    expect((await confirm(p, { verifyCode: second })).statusCode).toBe(200);
  });

  it('burns the code after five wrong tries', async () => {
    const p = await t.user('Patient');
    const next = freshAddress('sai');
    await requestChange(p, next);
    const code = await codeAt(next);
    const answers: string[] = [];
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i += 1) {
      answers.push((await confirm(p, { verifyCode: wrongCode(code) })).body.message);
    }
    expect(answers.at(-1)).toBe(messages.auth.codeBurned);
    expect((await confirm(p, { verifyCode: code })).statusCode).toBe(400);
    expect((await userRow(p.userId))?.email).toBe(p.email);
  });

  it('caps the code mails of one address across accounts, even when the requests race', async () => {
    const next = freshAddress('chung');
    const people = await Promise.all(Array.from({ length: 5 }, () => t.user('Patient')));
    const answers = await Promise.all(people.map((p) => requestChange(p, next)));
    // The same answer for every request, whether or not its mail went out.
    for (const res of answers) {
      expectMessage(res, 200, messages.profile.emailChangePending);
    }
    await settle();
    expect(mailsTo(next, mail.changeEmailSubject)).toHaveLength(CODE_MAILS_PER_HOUR);
  });
});

describe('POST /api/Email/ConfirmEmailChange', () => {
  it('answers 400 when nothing is pending', async () => {
    const s = await t.user('Staff');
    const res = await confirm(s, { verifyCode: '123456' });
    expectFieldErrors(res, { verifyCode: [messages.auth.codeInvalid] });
  });

  it('needs a token', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/Email/ConfirmEmailChange',
      payload: { verifyCode: '123456' },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['no code', {}, 'verifyCode'],
    ['a 5-digit code', { verifyCode: '12345' }, 'verifyCode'],
    ['letters', { verifyCode: 'abcdef' }, 'verifyCode'],
    ['a numeric code', { verifyCode: 123456 }, 'verifyCode'],
    ['an unknown field', { verifyCode: '123456', email: 'a@b.vn' }, 'email'],
  ])('rejects %s with 400', async (_name, payload, field) => {
    const s = await t.user('Doctor');
    const res = await confirm(s, payload);
    expectFieldNamed(res, field);
  });
});

/** The link of the nth change mail to `address`: the clients of the original API have no screen for the code. */
async function linkAt(address: string, nth = 1): Promise<URL> {
  await codeAt(address, nth);
  const text = mailsTo(address, mail.changeEmailSubject)[nth - 1]?.text ?? '';
  const link = /(https?:\/\/\S+\/confirm-email\?token=\S+)/.exec(text)?.[1];
  if (!link) throw new Error('no link in the mail');
  return new URL(link);
}
const confirmByLink = (payload: unknown) =>
  t.call({ method: 'POST', url: '/api/Email/ConfirmEmailChangeLink', payload: payload as object });

describe('POST /api/Email/ConfirmEmailChangeLink', () => {
  it('confirms the change from the mailed link without signing in, once', async () => {
    const p = await t.user('Patient');
    const next = freshAddress('lien.ket');
    await requestChange(p, next);
    const link = await linkAt(next);
    const token = link.searchParams.get('token') as string;
    // The link says no more than the code mail: no service, no name of a result.
    expect(link.pathname).toBe('/confirm-email');

    await expectConfirmed(await confirmByLink({ token }), p, next);
    expectFieldErrors(await confirmByLink({ token }), { token: [messages.auth.linkInvalid] });
  });

  it('refuses a forged or outdated link without using up a try of the code', async () => {
    const p = await t.user('Patient');
    const first = freshAddress('cu');
    await requestChange(p, first);
    const oldToken = (await linkAt(first)).searchParams.get('token') as string;
    const second = freshAddress('moi');
    await requestChange(p, second);
    const token = (await linkAt(second)).searchParams.get('token') as string;
    const [id, code, signed] = token.split('.') as [string, string, string];
    const other = await t.user('Patient');

    for (const bad of [
      oldToken,
      `${other.userId}.${code}.${signed}`,
      `${id}.${wrongCode(code)}.${signed}`,
      `${id}.${code}.${signed.slice(0, -1)}${signed.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const res = await confirmByLink({ token: bad });
      expectFieldErrors(res, { token: [messages.auth.linkInvalid] });
    }
    expect((await userRow(p.userId))?.email).toBe(p.email);
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i += 1) {
      expect((await confirmByLink({ token: oldToken })).statusCode).toBe(400);
    }
    expect((await confirmByLink({ token })).statusCode).toBe(200);
    expect((await userRow(p.userId))?.email).toBe(second.toLowerCase());
  });

  it.each([
    [{}, 'token'],
    [{ token: 'abc' }, 'token'],
    [{ token: 42 }, 'token'],
    [{ token: '1.123456.x', extra: 1 }, 'extra'],
  ])('answers 400 for %j', async (payload, field) => {
    expectFieldNamed(await confirmByLink(payload), field);
  });
});
