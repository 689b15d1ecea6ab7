import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema.js';
import { enqueueMail } from '../src/mail/outbox.js';
import {
  CLAIM_LEASE_SECONDS,
  MAX_ATTEMPTS,
  type MailTransport,
  MailWorker,
  retryDelayMs,
} from '../src/mail/worker.js';
import { useTestApp } from './helpers/build.js';
import { rowsWhere } from './helpers/database.js';

const t = useTestApp();
beforeAll(async () => {
  // The app's own timer would race with the workers of these tests: they are flushed by hand instead.
  await t.app.ctx.mail.stop();
});

const rowOf = async (to: string) => {
  const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
  if (!row) throw new Error(`no outbox row for ${to}`);
  return row;
};

const failing = (counter: { calls: number }) =>
  new MailWorker(
    t.db,
    {
      send: async () => {
        counter.calls += 1;
        throw new Error('connect ECONNREFUSED 10.0.0.1:587');
      },
    },
    'Phòng khám <no-reply@clinic.local>',
    t.app.log,
  );

describe('mail outbox and worker', () => {
  it('delivers a queued mail over SMTP on flush, with the Vietnamese text intact, and clears the body', async () => {
    await enqueueMail(t.db, {
      to: 'benhnhan@example.com',
      subject: 'Mã xác thực tài khoản - Phòng khám',
      text: 'Xin chào Nguyễn Văn A,\n\nMã xác thực của bạn là: 123456',
    });
    expect((await rowOf('benhnhan@example.com')).status).toBe('pending');
    await t.app.ctx.mail.flush();
    const mail = await t.smtp.waitFor((m) => m.to.includes('benhnhan@example.com'));
    expect(mail.subject).toBe('Mã xác thực tài khoản - Phòng khám');
    expect(mail.text).toContain('Mã xác thực của bạn là: 123456');
    const row = await rowOf('benhnhan@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.textBody).not.toContain('123456');
    // A sent row is never sent again.
    const before = t.smtp.mails.length;
    await t.app.ctx.mail.flush();
    expect(t.smtp.mails.length).toBe(before);
  });

  it('keeps a failed mail pending with backoff, then gives up after MAX_ATTEMPTS', async () => {
    const to = 'loi@example.com';
    await enqueueMail(t.db, { to, subject: 'Thông báo', text: 'Nội dung' });
    const counter = { calls: 0 };
    const worker = failing(counter);
    const started = Date.now();
    await worker.flush();
    let row = await rowOf(to);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 10.0.0.1:587',
    });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(started + retryDelayMs(1) - 1000);
    // Not due yet: a second pass leaves it alone.
    await worker.flush();
    expect(counter.calls).toBe(1);
    expect((await rowOf(to)).attempts).toBe(1);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await t.db
        .update(emailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(emailOutbox.emailId, row.emailId));
      await worker.flush();
      row = await rowOf(to);
      expect(row.attempts).toBe(attempt);
      expect(row.status).toBe(attempt < MAX_ATTEMPTS ? 'pending' : 'failed');
    }
    expect(counter.calls).toBe(MAX_ATTEMPTS);
    // A failed row is final.
    await t.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.emailId, row.emailId));
    await worker.flush();
    expect(counter.calls).toBe(MAX_ATTEMPTS);
  });

  it('lets no other worker send a mail one has claimed, until its lease runs out', async () => {
    const to = 'lease@example.com';
    await enqueueMail(t.db, { to, subject: 'Thông báo', text: 'Nội dung' });
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const stuck: MailTransport = {
      send: (mail) =>
        new Promise<void>((resolve) => {
          release = () => {
            sent.push(`stuck:${mail.to}`);
            resolve();
          };
        }),
    };
    const quick: MailTransport = {
      send: async (mail) => {
        sent.push(`quick:${mail.to}`);
      },
    };
    const from = 'Phòng khám <no-reply@clinic.local>';
    const first = new MailWorker(t.db, stuck, from, t.app.log);
    const second = new MailWorker(t.db, quick, from, t.app.log);

    const sending = first.flush();
    for (let i = 0; i < 100 && (await rowOf(to)).attempts === 0; i += 1)
      await new Promise((r) => setTimeout(r, 10));
    const claimed = await rowOf(to);
    expect(claimed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(claimed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + (CLAIM_LEASE_SECONDS - 60) * 1000);
    await second.flush();
    expect(sent).toEqual([]);
    release();
    await sending;
    expect(sent).toEqual([`stuck:${to}`]);
    expect((await rowOf(to)).status).toBe('sent');

    // A worker that dies mid-send: once its lease is over, another one sends the mail.
    const orphan = 'orphan@example.com';
    await enqueueMail(t.db, { to: orphan, subject: 'Thông báo', text: 'Nội dung' });
    void new MailWorker(t.db, { send: () => new Promise<void>(() => undefined) }, from, t.app.log).flush();
    for (let i = 0; i < 100 && (await rowOf(orphan)).attempts === 0; i += 1)
      await new Promise((r) => setTimeout(r, 10));
    await second.flush();
    expect(sent).toEqual([`stuck:${to}`]);
    await t.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.toAddress, orphan));
    await second.flush();
    expect(sent).toEqual([`stuck:${to}`, `quick:${orphan}`]);
    expect(await rowOf(orphan)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000]);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });

  it('queues one mail for one dedupe key, however often it is enqueued', async () => {
    const mail = {
      to: 'dedupe@example.com',
      subject: 'Phác đồ điều trị mới',
      text: 'x',
      dedupeKey: 'treatment:42',
    };
    await enqueueMail(t.db, mail);
    await enqueueMail(t.db, { ...mail, text: 'y' });
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, 'treatment:42'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textBody).toBe('x');
  });

  it('commits a mail only with the change that causes it', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: 'rollback@example.com', subject: 's', text: 't' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await rowsWhere(t.db, emailOutbox, emailOutbox.toAddress, 'rollback@example.com');
    expect(rows).toEqual([]);
  });
});
