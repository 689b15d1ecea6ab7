import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { appointments, emailOutbox, scheduledJobs } from '../src/db/schema.js';
import { JOB_NAMES } from '../src/jobs/reminders.js';
import { JOB_LEASE_SECONDS, JOB_RETRY_SECONDS, JobRunner } from '../src/jobs/runner.js';
import { build, type TestApp, useTestApp } from './helpers/build.js';
import { insertResult, statusesOf, statusOf, updatePatient } from './helpers/clinical.js';
import { insertRow } from './helpers/database.js';
import type { CreatedUser } from './helpers/factories.js';
import { postgresUrl } from './helpers/postgres.js';
import { sentReminders } from './helpers/reminders.js';

/**
 * The job runner and the missed-appointment job, driven by a clinic clock the test moves (never by sleeping).
 * The clinic runs on Asia/Ho_Chi_Minh (UTC+7): 2031-03-10 09:00 there is 02:00 UTC.
 */
const DAY = '2031-03-10';
const utc = (iso: string) => new Date(iso);
const clock = { at: utc('2031-03-10T13:00:00Z') }; // 20:00 on DAY in the clinic
const minutes = (n: number) => {
  clock.at = new Date(clock.at.getTime() + n * 60_000);
};

let hour = 7;
async function appointmentOn(
  t: TestApp,
  patient: CreatedUser,
  doctor: CreatedUser,
  date: string,
  o: { status?: 'Scheduled' | 'Confirmed' | 'Completed'; isAnonymous?: boolean } = {},
) {
  hour = hour >= 17 ? 8 : hour + 1;
  return insertRow(t.db, appointments, {
    patientId: patient.patientId as number,
    doctorId: doctor.doctorId as number,
    appointmentDate: date,
    appointmentTime: `${String(hour).padStart(2, '0')}:00:00`,
    appointmentType: 'Appointment',
    isAnonymous: o.isAnonymous ?? false,
    status: o.status ?? 'Confirmed',
  });
}

const jobRows = (t: TestApp) => t.db.select().from(scheduledJobs).orderBy(scheduledJobs.name);

describe('the job runner', () => {
  const t = useTestApp({ clock: () => clock.at });

  it('runs every job once when due, then again only after the interval', async () => {
    const first = await t.app.ctx.jobs.runDue();
    expect(first.sort()).toEqual(Object.values(JOB_NAMES).sort());
    const rows = await jobRows(t);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({ lockedUntil: null, lockedBy: null, lastError: null });
      expect(row.lastRunAt?.toISOString()).toBe(clock.at.toISOString());
      expect(row.nextRunAt.getTime() - clock.at.getTime()).toBe(t.app.ctx.config.jobsIntervalSeconds * 1000);
    }
    expect(await t.app.ctx.jobs.runDue()).toEqual([]);
    minutes(14);
    expect(await t.app.ctx.jobs.runDue()).toEqual([]);
    minutes(1);
    expect((await t.app.ctx.jobs.runDue()).sort()).toEqual(Object.values(JOB_NAMES).sort());
  });

  it('shares one pass between concurrent callers of one replica', async () => {
    minutes(15);
    const [a, b] = await Promise.all([t.app.ctx.jobs.runDue(), t.app.ctx.jobs.runDue()]);
    expect(a).toBe(b);
    expect(a).toHaveLength(3);
  });

  it('leaves a job leased by another replica alone until its lease runs out', async () => {
    minutes(15);
    await t.db
      .update(scheduledJobs)
      .set({ lockedBy: 'other-replica', lockedUntil: new Date(clock.at.getTime() + 60_000) })
      .where(eq(scheduledJobs.name, JOB_NAMES.markMissed));
    expect((await t.app.ctx.jobs.runDue()).sort()).toEqual(
      [JOB_NAMES.appointmentReminders, JOB_NAMES.refillReminders].sort(),
    );
    minutes(1);
    // The other replica died mid-run: its lease is over and this one takes the job over.
    expect(await t.app.ctx.jobs.runDue()).toEqual([JOB_NAMES.markMissed]);
    const [row] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, JOB_NAMES.markMissed));
    expect(row).toMatchObject({ lockedBy: null, lockedUntil: null });
  });

  it('records a failure and tries the job again a minute later', async () => {
    let calls = 0;
    const runner = new JobRunner(
      t.db,
      [
        {
          name: 'testFailing',
          run: async () => {
            calls += 1;
            if (calls === 1) throw new Error('boom');
          },
        },
      ],
      { clock: () => clock.at, intervalSeconds: 900, log: t.app.log },
    );
    expect(await runner.runDue()).toEqual(['testFailing']);
    const read = async () =>
      (await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'testFailing')))[0];
    expect(await read()).toMatchObject({ lastError: 'boom', lockedBy: null });
    expect(((await read())?.nextRunAt.getTime() ?? 0) - clock.at.getTime()).toBe(JOB_RETRY_SECONDS * 1000);
    minutes(1);
    expect(await runner.runDue()).toEqual(['testFailing']);
    expect(await read()).toMatchObject({ lastError: null });
    expect(JOB_LEASE_SECONDS).toBeGreaterThan(JOB_RETRY_SECONDS);
  });

  it('starts its ticker only when jobs are switched on', async () => {
    // A replica of the test app on its database, once with JOBS_ENABLED off (the test default) and once on: the
    // second build proves the spy sees a start, so the first one's silence means the runner never ticked.
    const start = vi.spyOn(JobRunner.prototype, 'start');
    try {
      const off = await build({ clock: () => clock.at, replicaOf: { database: t.database, smtp: t.smtp } });
      await off.close();
      expect(start).not.toHaveBeenCalled();
      const on = await build({
        clock: () => clock.at,
        jobs: true,
        replicaOf: { database: t.database, smtp: t.smtp },
      });
      await on.close();
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      start.mockRestore();
    }
  });
});

describe('marking missed appointments as the clinic clock crosses their day', () => {
  const t = useTestApp({ clock: () => clock.at });
  let doctor: CreatedUser;
  let patient: CreatedUser;
  let optedOut: CreatedUser;
  beforeAll(async () => {
    clock.at = utc('2031-03-10T13:00:00Z');
    doctor = await t.user('Doctor');
    patient = await t.user('Patient');
    optedOut = await t.user('Patient');
    await updatePatient(t.db, optedOut, { remindMissed: false });
  });

  it('turns them Missed after midnight in the clinic and queues the follow-up once', async () => {
    const open = await appointmentOn(t, patient, doctor, DAY);
    const scheduled = await appointmentOn(t, patient, doctor, DAY, { status: 'Scheduled' });
    const withResult = await appointmentOn(t, patient, doctor, DAY);
    await insertResult(t.db, withResult);
    const anonymous = await appointmentOn(t, patient, doctor, DAY, { isAnonymous: true });
    const ofOptedOut = await appointmentOn(t, optedOut, doctor, DAY);
    const tomorrow = await appointmentOn(t, optedOut, doctor, '2031-03-11');

    // 20:00 on the day itself: nothing is missed yet.
    await t.app.ctx.jobs.runDue();
    expect(await statusOf(t.db, open.appointmentId)).toBe('Confirmed');

    // 00:30 the next day in the clinic (17:30 UTC, still the 10th in UTC).
    clock.at = utc('2031-03-10T17:30:00Z');
    expect(await t.app.ctx.jobs.runDue()).toContain(JOB_NAMES.markMissed);
    expect(await statusesOf(t.db, { open, scheduled, withResult, anonymous, ofOptedOut, tomorrow })).toEqual({
      open: 'Missed',
      scheduled: 'Missed',
      withResult: 'Confirmed',
      anonymous: 'Missed',
      ofOptedOut: 'Missed',
      tomorrow: 'Confirmed',
    });

    const queued = await t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, 'reminder-missed-%'));
    // Anonymous bookings get no reminder at all; the opted-out patient gets none either.
    expect(queued.map((m) => m.dedupeKey).sort()).toEqual(
      [`reminder-missed-${open.appointmentId}`, `reminder-missed-${scheduled.appointmentId}`].sort(),
    );
    expect(new Set(queued.map((m) => m.toAddress))).toEqual(new Set([patient.email]));

    for (const mail of await sentReminders(t, patient.email, 2)) {
      expect(mail.text).toContain('10/03/2031');
    }

    // Running again (a lost lease, another replica) changes nothing and queues nothing more.
    minutes(15);
    await t.app.ctx.jobs.runDue();
    const again = await t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, 'reminder-missed-%'));
    expect(again).toHaveLength(2);
  });

  it('sends no follow-up to a patient who has booked again', async () => {
    const rebooker = await t.user('Patient');
    const missed = await appointmentOn(t, rebooker, doctor, '2031-03-11');
    await appointmentOn(t, rebooker, doctor, '2031-03-20', { status: 'Scheduled' });
    clock.at = utc('2031-03-11T17:30:00Z');
    await t.app.ctx.jobs.runDue();
    expect(await statusOf(t.db, missed.appointmentId)).toBe('Missed');
    const queued = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `reminder-missed-${missed.appointmentId}`));
    expect(queued).toEqual([]);
  });
});

/**
 * Two replicas on one PostgreSQL database, each with its own job runner and mail worker, run the jobs over and
 * over at once: every reminder reaches the SMTP server exactly once. Replicas only exist with a server, so this
 * runs in the PostgreSQL run (TEST_DATABASE_URL), as replicas.test.ts does.
 */
const serverUrl = await postgresUrl();

describe.runIf(serverUrl)('jobs on two replicas of one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let bDatabase: Database;
  const shared = { at: utc('2031-03-10T13:00:00Z') };

  beforeAll(async () => {
    a = await build({ clock: () => shared.at });
    bDatabase = await openDatabase({
      databaseUrl: (a.database as Database & { url: string }).url,
      dataDir: null,
    });
    b = await build({ clock: () => shared.at, replicaOf: { database: bDatabase, smtp: a.smtp } });
    await a.app.ctx.mail.stop();
    await b.app.ctx.mail.stop();
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it('queue and send each reminder exactly once', async () => {
    const doctor = await a.user('Doctor');
    const people = [];
    for (let i = 0; i < 6; i += 1) people.push(await a.user('Patient'));
    const missed = [];
    const upcoming = [];
    for (const [i, p] of people.entries()) {
      missed.push(await appointmentOn(a, p, doctor, DAY));
      // Half of them have booked again, for 09:00 on the 11th: within 24 hours of 00:30 on the 11th.
      if (i % 2 === 1) continue;
      upcoming.push(
        await insertRow(a.db, appointments, {
          patientId: p.patientId as number,
          doctorId: doctor.doctorId as number,
          appointmentDate: '2031-03-11',
          appointmentTime: `${String(9 + i).padStart(2, '0')}:00:00`,
          appointmentType: 'Appointment',
          status: 'Scheduled',
        }),
      );
    }
    const before = a.smtp.mails.length;
    shared.at = utc('2031-03-10T17:30:00Z');
    for (let round = 0; round < 4; round += 1) {
      await Promise.all([
        a.app.ctx.jobs.runDue(),
        b.app.ctx.jobs.runDue(),
        a.app.ctx.mail.flush(),
        b.app.ctx.mail.flush(),
      ]);
      // Half the rounds move past the interval, so the jobs really run again on whichever replica wins.
      if (round % 2 === 1) shared.at = new Date(shared.at.getTime() + 16 * 60_000);
    }
    for (let round = 0; round < 10; round += 1) {
      await Promise.all([a.app.ctx.mail.flush(), b.app.ctx.mail.flush()]);
      const pending = await a.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'pending'));
      if (pending.length === 0) break;
    }
    // Both mail workers are stopped and every flush has returned, so no send is in flight.
    const keys = (await a.db.select().from(emailOutbox)).map((m) => m.dedupeKey);
    // The rebooked half gets the appointment reminder, the other half the missed-visit follow-up.
    const followUps = missed.filter((_, i) => i % 2 === 1).map((m) => `reminder-missed-${m.appointmentId}`);
    expect(keys.filter((k) => k?.startsWith('reminder-missed-')).sort()).toEqual(followUps.sort());
    const reminders = upcoming.map((u) => `reminder-appointment-${u.appointmentId}`).sort();
    expect(keys.filter((k) => k?.startsWith('reminder-appointment-')).sort()).toEqual(reminders);
    const delivered = a.smtp.mails.slice(before).flatMap((m) => m.to);
    console.error(
      `[jobs.test] reminders queued: ${followUps.length + reminders.length}, delivered: ${delivered.length}`,
    );
    expect(delivered.sort()).toEqual(people.map((p) => p.email).sort());
    for (const m of missed) expect(await statusOf(a.db, m.appointmentId)).toBe('Missed');
  });
});
