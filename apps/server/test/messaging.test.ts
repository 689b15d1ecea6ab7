import { createHash } from 'node:crypto';
import { messagingMessages, reminderLinkMessages, reminderPrivateWordsIn, smsText } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarMailKey } from '../src/clinic/appointment-calendar.js';
import type { Config } from '../src/config.js';
import { appointments, emailOutbox, messageOutbox, verificationCodes } from '../src/db/schema.js';
import { appointmentReminders } from '../src/jobs/reminders.js';
import { queuePhoneMessage } from '../src/messaging/queue.js';
import { ensureReminderLink } from '../src/messaging/reminder-link.js';
import { build, buildReplica, type TestApp } from './helpers/build.js';
import { appointmentOf } from './helpers/clinical.js';
import { expectFieldError, expectMessage } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';
import { postgresUrl } from './helpers/postgres.js';
import { type Providers, startProviders } from './helpers/providers.js';

/**
 * SMS and Zalo through local servers that answer as eSMS.vn's and Zalo's documented APIs do: the patient's
 * choices and confirmed phone, the exact requests sent, the fallback from Zalo to SMS, the quiet hours and one
 * send per message across replicas.
 */

const ZALO = { appId: 'app-1', appSecret: 'secret-1', refreshToken: 'refresh-0' };
let providers: Providers;
let t: TestApp;
/** 10:00 in the clinic (UTC+7) unless a test moves it. */
let now = new Date('2026-11-28T03:00:00Z');
let patient: CreatedUser;
/** The link of the appointment reminder sent in a test below, and that appointment. */
let reminderLink = '';
let reminded: { appointmentId: number; doctor: CreatedUser };

const messagingConfig = (url: string): Config['messaging'] => ({
  quietHours: { start: '21:00', end: '07:00' },
  earlyReminderDays: [3],
  zalo: {
    ...ZALO,
    oaSecret: 'oa-secret-1',
    apiUrl: url,
    oauthUrl: url,
    templates: { reminder: '301', refill: '302', missed: '303', result: '304', otp: '305' },
  },
  sms: { apiUrl: url, apiKey: 'key-1', secretKey: 'sms-secret', brandname: 'PHONGKHAM' },
});

beforeAll(async () => {
  providers = await startProviders(ZALO);
  t = await build({
    config: { messaging: messagingConfig(providers.url), publicUrl: 'https://pk.example.vn' },
    clock: () => now,
  });
  patient = await t.user('Patient', { phoneNumber: '0912345678' });
});
afterAll(async () => {
  await t.close();
  await providers.close();
});

const put = (body: object, user = patient) =>
  t.call({ method: 'PUT', url: '/api/Messaging/Preferences', token: user.token, payload: body });
const smsSent = () => providers.of('/SendMultipleMessage_V4_post_json/');
const zaloSent = () => providers.of('/message/template');
const rowsOf = (patientId: number) =>
  t.db.select().from(messageOutbox).where(eq(messageOutbox.patientId, patientId));

/** Confirms the patient's phone with the code the SMS server received. */
async function confirmPhone(who: CreatedUser) {
  const before = smsSent().length;
  expectMessage(
    await t.post('/api/Messaging/Phone/SendCode', {}, who.token),
    200,
    messagingMessages.phoneCodeSent,
  );
  await t.app.ctx.messages.flush();
  const code = /(\d{6})/.exec(String(smsSent()[before]?.body.Content))?.[1];
  expectMessage(
    await t.post('/api/Messaging/Phone/Verify', { code }, who.token),
    200,
    messagingMessages.phoneVerified,
  );
}

describe('the patient’s channels', () => {
  it('start with e-mail alone, and SMS or Zalo wait for a confirmed phone', async () => {
    const res = await t.get('/api/Messaging/Preferences', patient.token);
    expect(res.body.data).toMatchObject({
      email: true,
      sms: false,
      zalo: false,
      available: { email: true, sms: true, zalo: true },
      phoneNumber: '0912345678',
      phoneVerified: false,
      changedAt: { email: null, sms: null, zalo: null },
    });
    expectFieldError(
      await put({ email: true, sms: false, zalo: true }),
      'zalo',
      messagingMessages.phoneNotVerified,
    );
    expectFieldError(
      await put({ email: true, sms: 'yes', zalo: false }),
      'sms',
      messagingMessages.booleanRequired,
    );
  });

  it('confirm the phone with a code sent by SMS, exactly as eSMS documents the request', async () => {
    expectMessage(
      await t.post('/api/Messaging/Phone/SendCode', {}, patient.token),
      200,
      messagingMessages.phoneCodeSent,
    );
    await t.app.ctx.messages.flush();
    const [request] = smsSent();
    expect(request?.body).toMatchObject({
      ApiKey: 'key-1',
      SecretKey: 'sms-secret',
      Brandname: 'PHONGKHAM',
      SmsType: '2',
      IsUnicode: '1',
      Phone: '0912345678',
    });
    const code = /(\d{6})/.exec(String(request?.body.Content))?.[1] as string;
    expect(request?.body.Content).toBe(smsText('otp', { clinic: t.app.ctx.config.clinicShortName, code }));
    // Sent, the code is no longer kept in the outbox.
    const [otp] = await rowsOf(patient.patientId as number);
    expect(otp).toMatchObject({
      status: 'sent',
      channel: 'sms',
      template: 'otp',
      providerMessageId: 'sms-1',
    });
    expect(JSON.stringify(otp?.params)).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    expectFieldError(
      await t.post('/api/Messaging/Phone/Verify', { code: wrong }, patient.token),
      'code',
      messagingMessages.phoneCodeInvalid,
    );
    expectMessage(
      await t.post('/api/Messaging/Phone/Verify', { code }, patient.token),
      200,
      messagingMessages.phoneVerified,
    );
    expect(
      await t.db.select().from(verificationCodes).where(eq(verificationCodes.userId, patient.userId)),
    ).toEqual([]);
  });

  it('are recorded with their time once chosen, and withdrawing one cancels what waits on it', async () => {
    const saved = await put({ email: true, sms: true, zalo: true });
    expectMessage(saved, 200, messagingMessages.preferencesSaved);
    expect(saved.body.data).toMatchObject({ sms: true, zalo: true, phoneVerified: true });
    expect(saved.body.data.changedAt).toMatchObject({
      email: null,
      sms: now.toISOString(),
      zalo: now.toISOString(),
    });

    const patientId = patient.patientId as number;
    await queuePhoneMessage(
      t.db,
      t.app.ctx.config,
      { patientId, template: 'refill', params: { date: '05/12/2026' }, dedupeKey: 'withdraw-1' },
      new Date(now.getTime() + 3_600_000),
    );
    expect((await put({ email: true, sms: true, zalo: false })).statusCode).toBe(200);
    const [row] = (await rowsOf(patientId)).filter((r) => r.dedupeKey === 'withdraw-1');
    expect(row).toMatchObject({ channel: 'zalo', status: 'cancelled' });
    expect((await put({ email: true, sms: true, zalo: true })).statusCode).toBe(200);
  });

  it('are the patient’s own: other roles are refused', async () => {
    const doctor = await t.user('Doctor');
    expect((await t.get('/api/Messaging/Preferences', doctor.token)).statusCode).toBe(403);
    expect((await put({ email: true, sms: false, zalo: false }, doctor)).statusCode).toBe(403);
    expect((await t.get('/api/Messaging/Preferences')).statusCode).toBe(401);
  });
});

describe('sending', () => {
  it('goes by Zalo as documented, renewing the token once and keeping the renewed pair', async () => {
    const patientId = patient.patientId as number;
    await queuePhoneMessage(
      t.db,
      t.app.ctx.config,
      { patientId, template: 'reminder', params: { date: '01/12/2026', time: '09:00' }, dedupeKey: 'zalo-1' },
      now,
    );
    await t.app.ctx.messages.flush();
    const [refresh] = providers.of('/v4/oa/access_token');
    expect(refresh?.headers.secret_key).toBe('secret-1');
    expect(refresh?.body).toEqual({
      refresh_token: 'refresh-0',
      app_id: 'app-1',
      grant_type: 'refresh_token',
    });
    const [row] = (await rowsOf(patientId)).filter((r) => r.dedupeKey === 'zalo-1');
    const [send] = zaloSent();
    expect(send?.headers.access_token).toBe('access-1');
    expect(send?.body).toEqual({
      phone: '84912345678',
      template_id: '301',
      template_data: { clinic: t.app.ctx.config.clinicShortName, date: '01/12/2026', time: '09:00' },
      tracking_id: String(row?.messageId),
    });
    expect(row).toMatchObject({ status: 'sent', providerMessageId: expect.stringMatching(/^zns-/) });

    // An access token refused early is renewed with the kept refresh token, once, and the send tried again.
    providers.state.accessTokens.clear();
    await queuePhoneMessage(
      t.db,
      t.app.ctx.config,
      { patientId, template: 'result', params: {}, dedupeKey: 'zalo-2' },
      now,
    );
    await t.app.ctx.messages.flush();
    expect(providers.of('/v4/oa/access_token').at(-1)?.body.refresh_token).toBe('refresh-1');
    expect((await rowsOf(patientId)).find((r) => r.dedupeKey === 'zalo-2')?.status).toBe('sent');
  });

  it('falls back to SMS when the number has no Zalo account, and only where SMS is allowed', async () => {
    const other = await t.user('Patient', { phoneNumber: '0987654321' });
    await confirmPhone(other);
    expect((await put({ email: true, sms: true, zalo: true }, other)).statusCode).toBe(200);
    providers.state.noZalo.add('84987654321');
    const otherId = other.patientId as number;
    // Two rounds of the worker: the Zalo attempt, then the SMS it falls back to.
    const sendMissedNotice = async (date: string, dedupeKey: string) => {
      await queuePhoneMessage(
        t.db,
        t.app.ctx.config,
        { patientId: otherId, template: 'missed', params: { date }, dedupeKey },
        now,
      );
      await t.app.ctx.messages.flush();
      await t.app.ctx.messages.flush();
    };
    await sendMissedNotice('27/11/2026', 'fallback-1');
    const rows = await rowsOf(otherId);
    expect(rows.find((r) => r.dedupeKey === 'fallback-1')).toMatchObject({
      channel: 'zalo',
      status: 'failed',
      lastError: expect.stringContaining('-118'),
    });
    expect(rows.find((r) => r.dedupeKey === 'fallback-1:sms')).toMatchObject({
      channel: 'sms',
      status: 'sent',
    });
    expect(smsSent().at(-1)?.body.Content).toBe(
      smsText('missed', { clinic: t.app.ctx.config.clinicShortName, date: '27/11/2026' }),
    );

    // Without SMS allowed, nothing goes on a channel the patient did not choose.
    expect((await put({ email: true, sms: false, zalo: true }, other)).statusCode).toBe(200);
    await sendMissedNotice('28/11/2026', 'fallback-2');
    expect((await rowsOf(otherId)).map((r) => r.dedupeKey)).not.toContain('fallback-2:sms');
  });

  it('waits through the quiet hours: queued at 22:30, sent from 07:00', async () => {
    const patientId = patient.patientId as number;
    const evening = new Date('2026-11-28T15:30:00Z');
    await queuePhoneMessage(
      t.db,
      t.app.ctx.config,
      { patientId, template: 'refill', params: { date: '02/12/2026' }, dedupeKey: 'quiet-1' },
      evening,
    );
    const row = async () => (await rowsOf(patientId)).find((r) => r.dedupeKey === 'quiet-1');
    expect((await row())?.nextAttemptAt.toISOString()).toBe('2026-11-29T00:00:00.000Z');
    const saved = now;
    try {
      now = new Date('2026-11-28T23:59:00Z');
      await t.app.ctx.messages.flush();
      expect((await row())?.status).toBe('queued');
      now = new Date('2026-11-29T00:01:00Z');
      await t.app.ctx.messages.flush();
      expect((await row())?.status).toBe('sent');
    } finally {
      now = saved;
    }
  });

  it('carries the appointment reminder on the phone channels, and no e-mail once e-mail is withdrawn', async () => {
    const doctor = await t.user('Doctor');
    // Tomorrow 09:00 (the last day's reminder) and in 3 days (the early one, on the phone channels alone).
    const [appointment, early] = await Promise.all(
      ['2026-11-29', '2026-12-01'].map((appointmentDate) =>
        appointmentOf(t.db, patient, doctor, { slot: { appointmentDate, appointmentTime: '09:00:00' } }),
      ),
    );
    expect((await put({ email: false, sms: true, zalo: true })).statusCode).toBe(200);
    await appointmentReminders({ db: t.db, now, log: t.app.log }, t.app.ctx.config);
    const key = calendarMailKey('reminder', appointment?.appointmentId as number);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, key))).toEqual([]);
    const [phone] = await t.db.select().from(messageOutbox).where(eq(messageOutbox.dedupeKey, key));
    expect(phone).toMatchObject({
      channel: 'zalo',
      template: 'reminder',
      params: {
        date: '29/11/2026',
        time: '09:00',
        link: expect.stringMatching(/^https:\/\/pk\.example\.vn\/r\/[\w-]{22}$/),
      },
    });
    reminderLink = new URL(String(phone?.params.link)).pathname;
    const earlyKey = `reminder-3d-${early?.appointmentId}`;
    const [ahead] = await t.db.select().from(messageOutbox).where(eq(messageOutbox.dedupeKey, earlyKey));
    expect(ahead).toMatchObject({ template: 'reminder', params: { date: '01/12/2026', time: '09:00' } });
    await t.db
      .update(appointments)
      .set({ status: 'Cancelled' })
      .where(eq(appointments.appointmentId, early?.appointmentId as number));
    reminded = { appointmentId: appointment?.appointmentId as number, doctor };
    expect((await put({ email: true, sms: true, zalo: true })).statusCode).toBe(200);
  });

  it('opens the reminder’s link without signing in: the day and hour, then the answer, used once', async () => {
    const opened = await t.call({ method: 'GET', url: reminderLink });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('text/html');
    const text = String(opened.body);
    expect(text).toContain('Ngày 29/11/2026 lúc 09:00');
    expect(text).toContain('<form method="post">');
    expect(text).not.toContain('<script');
    expect(reminderPrivateWordsIn(text.replace(/<[^>]+>/g, ' '))).toEqual([]);

    const answered = await t.call({
      method: 'POST',
      url: reminderLink,
      payload: 'action=confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answered.statusCode).toBe(200);
    expect(String(answered.body)).toContain(reminderLinkMessages.confirmed);
    const agenda = await t.get(`/api/Appointment/GetByID/${reminded.appointmentId}`, reminded.doctor.token);
    expect(agenda.body.data).toMatchObject({ status: 'Confirmed', patientResponse: 'confirmed' });

    const again = await t.call({ method: 'POST', url: reminderLink, payload: { action: 'cancel' } });
    expect(again.statusCode).toBe(410);
    expect(again.body.message).toBe(reminderLinkMessages.used);
    expect((await t.call({ method: 'GET', url: '/r/not-a-real-token-000000' })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: reminderLink, payload: { action: 'delete' } })).statusCode,
    ).toBe(400);
  });

  it('cancels an appointment the doctor has not accepted yet, and expires when the appointment starts', async () => {
    const doctor = await t.user('Doctor');
    const [scheduled, later] = await Promise.all(
      ['10:00:00', '11:00:00'].map((appointmentTime) =>
        appointmentOf(t.db, patient, doctor, {
          status: 'Scheduled',
          slot: { appointmentDate: '2026-11-30', appointmentTime },
        }),
      ),
    );
    const secret = t.app.ctx.config.jwtSecret;
    const tz = t.app.ctx.config.clinicTz;
    const cancelUrl = `/r/${await ensureReminderLink(t.db, secret, scheduled?.appointmentId as number, tz)}`;
    const cancelled = await t.call({ method: 'POST', url: cancelUrl, payload: { action: 'cancel' } });
    expect(cancelled.body.message).toBe(reminderLinkMessages.cancelled);
    const [row] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.appointmentId, scheduled?.appointmentId as number));
    expect(row?.status).toBe('Cancelled');

    const lateUrl = `/r/${await ensureReminderLink(t.db, secret, later?.appointmentId as number, tz)}`;
    const saved = now;
    try {
      now = new Date('2026-11-30T04:00:00Z'); // 11:00 in the clinic: the appointment has started
      const expired = await t.call({ method: 'GET', url: lateUrl });
      expect(expired.statusCode).toBe(410);
      expect(String(expired.body)).toContain(reminderLinkMessages.expired);
    } finally {
      now = saved;
    }
  });

  it('takes the providers’ delivery reports only with their signatures', async () => {
    const patientId = patient.patientId as number;
    const sent = (await rowsOf(patientId)).filter((r) => r.status === 'sent');
    const sms = sent.find((r) => r.channel === 'sms');
    const zalo = sent.find((r) => r.channel === 'zalo');
    // eSMS calls the CallbackUrl the message was sent with, adding its fields.
    const request = smsSent().find((r) => r.body.RequestId === String(sms?.messageId));
    const callback = new URL(String(request?.body.CallbackUrl));
    expect(callback.origin + callback.pathname).toBe('https://pk.example.vn/api/Messaging/Callback/Sms');
    const report = `${callback.pathname}${callback.search}&SMSID=${sms?.providerMessageId}&SendStatus=5&RequestId=${sms?.messageId}`;
    const forged = report.replace(/sig=[^&]+/, 'sig=forged');
    expect((await t.get(forged)).statusCode).toBe(403);
    expectMessage(await t.get(report), 200, messagingMessages.callbackRecorded);
    expect((await rowsOf(patientId)).find((r) => r.messageId === sms?.messageId)?.status).toBe('delivered');

    const event = JSON.stringify({
      app_id: ZALO.appId,
      event_name: 'user_received_message',
      timestamp: '1795900000000',
      message: { msg_id: zalo?.providerMessageId, tracking_id: String(zalo?.messageId) },
    });
    const mac = (secret: string) =>
      `mac=${createHash('sha256').update(`${ZALO.appId}${event}1795900000000${secret}`).digest('hex')}`;
    const post = (signature: string) =>
      t.raw('POST', '/api/Messaging/Callback/Zalo', event, { headers: { 'x-zevent-signature': signature } });
    expect((await post(mac('wrong-secret'))).statusCode).toBe(403);
    expect((await rowsOf(patientId)).find((r) => r.messageId === zalo?.messageId)?.status).toBe('sent');
    expect((await post(mac('oa-secret-1'))).statusCode).toBe(200);
    expect((await rowsOf(patientId)).find((r) => r.messageId === zalo?.messageId)?.status).toBe('delivered');
  });

  it('shows admins a log with no body and the number’s last 3 digits only', async () => {
    const admin = await t.user('Admin');
    const res = await t.get('/api/Messaging/Log?page=1&pageSize=100', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(3);
    for (const item of res.body.data) {
      expect(Object.keys(item).sort()).toEqual([
        'at',
        'channel',
        'messageId',
        'phone',
        'reason',
        'status',
        'template',
      ]);
      expect(item.phone).toMatch(/^•••\d{3}$/);
    }
    expect((await t.get('/api/Messaging/Log', patient.token)).statusCode).toBe(403);
    const channels = await t.get('/api/Messaging/Channels', admin.token);
    expect(channels.body.data).toEqual({
      channels: [
        { channel: 'email', on: true, provider: expect.any(String) },
        { channel: 'sms', on: true, provider: 'eSMS.vn' },
        {
          channel: 'zalo',
          on: true,
          provider: 'Zalo ZNS',
          templates: ['reminder', 'refill', 'missed', 'result', 'otp'],
        },
      ],
      quietHours: { start: '21:00', end: '07:00' },
    });
    expect(JSON.stringify(channels.body)).not.toContain('secret');
    expect((await t.get('/api/Messaging/Channels', patient.token)).statusCode).toBe(403);
  });
});

const serverUrl = await postgresUrl();

describe.runIf(serverUrl)('two replicas on one PostgreSQL database', () => {
  it('send each message once', async () => {
    const replica = await buildReplica(t, {
      config: { messaging: messagingConfig(providers.url) },
      clock: () => now,
    });
    try {
      const patientId = patient.patientId as number;
      // What earlier tests left queued goes first: the count below is of this test's messages.
      await t.app.ctx.messages.flush();
      const before = zaloSent().length;
      for (let i = 0; i < 10; i += 1)
        await queuePhoneMessage(
          t.db,
          t.app.ctx.config,
          {
            patientId,
            template: 'reminder',
            params: { date: '03/12/2026', time: `0${i}:00` },
            dedupeKey: `replicas-${i}`,
          },
          now,
        );
      await Promise.all([
        t.app.ctx.messages.flush(),
        replica.app.ctx.messages.flush(),
        t.app.ctx.messages.flush(),
      ]);
      const tracking = zaloSent()
        .slice(before)
        .map((r) => r.body.tracking_id);
      expect(tracking).toHaveLength(10);
      expect(new Set(tracking).size).toBe(10);
    } finally {
      await replica.close();
    }
  });
});
