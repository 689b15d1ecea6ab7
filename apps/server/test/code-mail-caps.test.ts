import { CODE_MAILS_PER_DAY, CODE_MAILS_PER_HOUR, messages } from '@clinic/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeMailSends, verificationCodes } from '../src/db/schema.js';
import { useTestApp } from './helpers/build.js';
import { deliverQueuedMail } from './helpers/outbox.js';

const t = useTestApp();

const post = (path: string, email: string) =>
  t.call({ method: 'POST', url: `/api/Email/${path}`, payload: { email } });
const resetMails = (email: string) =>
  t.smtp.mails.filter((m) => m.to.includes(email) && m.subject === messages.mail.resetSubject);
const settle = () => deliverQueuedMail(t);
/** Mails that actually reached the SMTP server. */
async function deliveredResetMails(email: string): Promise<number> {
  await settle();
  return resetMails(email).length;
}

/** Past the 60-second resend cooldown, so that each request would send a new code. */
const pastCooldown = (userId: number) =>
  t.db
    .update(verificationCodes)
    .set({ createdAt: sql`now() - interval '2 minutes'` })
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, 'reset_password')));
/** Moves every recorded send to `address` back in time. */
const ageSends = (address: string, interval: string) =>
  t.db
    .update(codeMailSends)
    .set({ sentAt: sql`${codeMailSends.sentAt} - ${interval}::interval` })
    .where(eq(codeMailSends.address, address));

describe('code mail caps per address', () => {
  it(`sends at most ${CODE_MAILS_PER_HOUR} an hour, answering a capped request like a sent one`, async () => {
    const u = await t.user('Staff');
    const reference = await post('SendForgotPasswordEmail', 'khong-ai@example.com');
    for (let i = 1; i <= CODE_MAILS_PER_HOUR; i += 1) {
      // Spelt in capitals: the cap counts the address lower-cased.
      const res = await post('SendForgotPasswordEmail', i === 2 ? u.email.toUpperCase() : u.email);
      expect(res.body).toEqual(reference.body);
      await settle();
      await t.smtp.waitFor(() => resetMails(u.email).length === i);
      await pastCooldown(u.userId);
    }
    const capped = await post('SendForgotPasswordEmail', u.email);
    expect(capped.statusCode).toBe(200);
    expect(capped.body).toEqual(reference.body);
    expect(await deliveredResetMails(u.email)).toBe(CODE_MAILS_PER_HOUR);

    // The capped request left the last code alone: it still resets the password.
    const last = /là: (\d{6})/.exec(resetMails(u.email).at(-1)?.text ?? '')?.[1];
    const reset = await t.call({
      method: 'POST',
      url: '/api/Email/ResetPassword',
      payload: { email: u.email, verifyCode: last, newPassword: 'Moi@12345' },
    });
    expect(reset.statusCode).toBe(200);

    // An hour later the address may receive mail again.
    await ageSends(u.email, '61 minutes');
    await post('SendForgotPasswordEmail', u.email);
    expect(await deliveredResetMails(u.email)).toBe(CODE_MAILS_PER_HOUR + 1);
  });

  it(`sends at most ${CODE_MAILS_PER_DAY} a day, however they are spread over the hours`, async () => {
    const u = await t.user('Doctor');
    for (let i = 1; i <= CODE_MAILS_PER_DAY; i += 1) {
      await post('SendForgotPasswordEmail', u.email);
      await pastCooldown(u.userId);
      // Every send moved two hours back: the hourly cap never bites, only the daily one.
      await ageSends(u.email, '2 hours');
    }
    expect(await deliveredResetMails(u.email)).toBe(CODE_MAILS_PER_DAY);
    // Ten sends spread over the last twenty hours: the eleventh is refused, in the same words.
    await ageSends(u.email, '-2 hours');
    const capped = await post('SendForgotPasswordEmail', u.email);
    expect(capped.body.message).toBe(messages.auth.codeSent);
    expect(await deliveredResetMails(u.email)).toBe(CODE_MAILS_PER_DAY);

    // A day after the earliest ones, the address may receive mail again, and the old rows are pruned.
    await ageSends(u.email, '1 day');
    await post('SendForgotPasswordEmail', u.email);
    expect(await deliveredResetMails(u.email)).toBe(CODE_MAILS_PER_DAY + 1);
    expect(await t.db.$count(codeMailSends, eq(codeMailSends.address, u.email))).toBe(1);
  });

  it('counts verification mails of a registration towards the cap of the address', async () => {
    const email = `dangky.cap.${Math.floor(Math.random() * 1e6)}@example.com`;
    const register = await t.call({
      method: 'POST',
      url: '/api/Patient/Create',
      payload: {
        username: `dangky_cap_${Math.floor(Math.random() * 1e6)}`,
        password: 'Secret@123',
        email,
        phoneNumber: '0987654321',
        fullName: 'Lê Văn Cường',
        dateOfBirth: '1988-11-20',
        address: '7 Trần Phú, Hà Nội',
      },
    });
    expect(register.statusCode).toBe(201);
    const userId = register.body.data.userId as number;
    const verifyMails = () => t.smtp.mails.filter((m) => m.to.includes(email));
    for (let i = 0; i < CODE_MAILS_PER_HOUR; i += 1) {
      await t.db
        .update(verificationCodes)
        .set({ createdAt: sql`now() - interval '2 minutes'` })
        .where(eq(verificationCodes.userId, userId));
      expect((await post('SendEmail', email)).body.message).toBe(messages.auth.codeSent);
    }
    await settle();
    expect(verifyMails()).toHaveLength(CODE_MAILS_PER_HOUR);
  });
});
