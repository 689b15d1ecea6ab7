// @runs-first (vitest.sequencer.ts): two app instances and their timed work.
import { appointmentEndpoints, doctorScheduleEndpoints, type Endpoint, messages } from '@clinic/contract';
import { eq, like, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditChainBreaks } from '../src/audit/chain.js';
import { type AuditEntry, queueAuditEvent, stageAuditEvent } from '../src/audit/events.js';
import { selectRows } from '../src/clinic/retention.js';
import { keptRead } from '../src/db/cached-read.js';
import { type Database, openDatabase } from '../src/db/client.js';
import {
  appointments,
  auditEvents,
  auditPending,
  emailOutbox,
  testResults,
  testTypes,
  users,
} from '../src/db/schema.js';
import { enqueueMail } from '../src/mail/outbox.js';
import { build, buildReplica, type TestApp } from './helpers/build.js';
import { daysFromToday, worksEveryDay } from './helpers/clinical.js';
import { createDatabase, dropDatabase, rowsWhere } from './helpers/database.js';
import type { CreatedUser } from './helpers/factories.js';
import { postgresUrl } from './helpers/postgres.js';
import { dispense, retentionKit, visit } from './helpers/retention.js';

/**
 * Two API replicas on one PostgreSQL server, as behind a load balancer: what one does, the other sees, and
 * nothing timed or sent happens twice. Replicas only exist with a server, so this runs in the PostgreSQL run
 * (TEST_DATABASE_URL); the Redis part needs TEST_REDIS_URL too.
 */
const serverUrl = await postgresUrl();

/** A promise (`opened`) that the test resolves when it chooses (`open`): one step of two interleaved ones. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(serverUrl)('two replicas on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await build();
    b = await buildReplica(a);
    // Both workers are driven by hand below, all at once, so their passes overlap as much as possible.
    await a.app.ctx.mail.stop();
    await b.app.ctx.mail.stop();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** Each patient books at once, every other one through the other replica, with the slot of their index. */
  const bookingsSplit = (
    patients: CreatedUser[],
    doctor: CreatedUser,
    slot: (i: number) => { appointmentDate: string; appointmentTime: string },
  ) =>
    Promise.all(
      patients.map((p, i) =>
        (i % 2 === 0 ? a : b).call({
          method: 'POST',
          url: '/api/Appointment/Create',
          token: p.token,
          payload: {
            doctorId: doctor.doctorId,
            ...slot(i),
            appointmentType: 'Appointment',
            isAnonymous: false,
          },
        }),
      ),
    );

  it('migrate an empty database together, one after the other', async () => {
    const name = `clinic_migrate_${Date.now()}`;
    const url = await createDatabase(serverUrl as string, name);
    const replicas = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: null })),
    );
    try {
      await Promise.all(replicas.map((r) => r.migrate()));
      const first = replicas[0] as Database;
      const { rows } = (await first.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows[0]?.n).toBeGreaterThan(0);
    } finally {
      for (const r of replicas) await r.close();
      await dropDatabase(serverUrl as string, name);
    }
  });

  it('deliver 100 queued mails exactly once between them', async () => {
    const addresses = Array.from({ length: 100 }, (_, i) => `replica${i}@example.com`);
    for (const to of addresses) await enqueueMail(a.db, { to, subject: 'Thông báo', text: `Thư ${to}` });
    const before = a.smtp.mails.length;
    for (let round = 0; round < 20; round += 1) {
      await Promise.all([a.app.ctx.mail.flush(), b.app.ctx.mail.flush(), a.app.ctx.mail.flush()]);
      const pending = await a.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'pending'));
      if (pending.length === 0) break;
    }
    // Both workers are stopped and every flush has returned, so no send is in flight: a duplicate would be here.
    const delivered = a.smtp.mails.slice(before).flatMap((m) => m.to);
    console.error(`[replicas.test] mails queued: ${addresses.length}, delivered: ${delivered.length}`);
    expect(delivered).toHaveLength(100);
    expect(new Set(delivered)).toEqual(new Set(addresses));
  });

  it('give one success to a storm of 30 bookings of one slot split across them', async () => {
    const doctor = await a.user('Doctor');
    await worksEveryDay(a.db, doctor.doctorId as number);
    const patients: CreatedUser[] = [];
    for (let i = 0; i < 30; i += 1) patients.push(await a.user('Patient'));
    const answers = await bookingsSplit(patients, doctor, () => ({
      appointmentDate: daysFromToday(5),
      appointmentTime: '09:00:00',
    }));
    const codes = answers.map((r) => r.statusCode);
    console.error(
      `[replicas.test] bookings: ${codes.filter((c) => c === 201).length} created, ${codes.filter((c) => c === 409).length} refused (409)`,
    );
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(29);
    const rows = await rowsWhere(a.db, appointments, appointments.doctorId, doctor.doctorId as number);
    expect(rows).toHaveLength(1);
  });

  it('send the confirmation of a booking once, whichever took the booking and however both workers run', async () => {
    const doctor = await a.user('Doctor');
    await worksEveryDay(a.db, doctor.doctorId as number);
    const patients = await Promise.all([1, 2, 3, 4].map(() => a.user('Patient')));
    const answers = await bookingsSplit(patients, doctor, (i) => ({
      appointmentDate: daysFromToday(6),
      appointmentTime: `${10 + i}:00`,
    }));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    for (let round = 0; round < 5; round += 1) {
      await Promise.all([a.app.ctx.mail.flush(), b.app.ctx.mail.flush(), a.app.ctx.mail.flush()]);
    }
    // Both workers are stopped and every flush has returned, so no send is in flight: a duplicate would be here.
    for (const p of patients) {
      const mails = a.smtp.mails.filter((m) => m.to.includes(p.email));
      expect([p.email, mails.map((m) => m.subject)]).toEqual([
        p.email,
        [messages.booking.subject('Phòng khám')],
      ]);
      expect(mails[0]?.raw).toMatch(/Content-Type: text\/calendar/);
    }
    const queued = await a.db
      .select({ to: emailOutbox.toAddress, status: emailOutbox.status })
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, 'booking-appointment-%'));
    for (const p of patients)
      expect(queued.filter((q) => q.to === p.email)).toEqual([{ to: p.email, status: 'sent' }]);
  });

  it('show at once through one the clinical writes made through the other, or straight in the database', async () => {
    // Each replica keeps the answers of the clinical reads until PostgreSQL notifies a write (docs/decisions/0013):
    // b reads first, so that it keeps them, then a writes.
    const kit = await retentionKit(a.db);
    const doctor = await a.user('Doctor');
    const manager = await a.user('Manager');
    const patient = await a.user('Patient', { fullName: 'BN hai máy chủ' });
    const started = daysFromToday(-70);
    await dispense(kit, patient, doctor, started, 30);
    const [year, month] = started.split('-').map(Number) as [number, number];
    const readThrough = async (replica: TestApp) => ({
      tracing: (await replica.get('/api/Retention/Tracing', manager.token)).body.data.items.map(
        (i: { patientId: number }) => i.patientId,
      ),
      summary: (await replica.get(`/api/Clinical/Summary/${patient.patientId}`, doctor.token)).body.data,
      txNew: (
        await replica.get(`/api/Statistics/Indicators?kind=month&year=${year}&index=${month}`, manager.token)
      ).body.data.txNew as number,
    });
    const before = await readThrough(b);
    expect(before.tracing).toContain(patient.patientId);
    expect(before.summary).toMatchObject({
      fullName: 'BN hai máy chủ',
      artStartDate: started,
      eacSessions: [],
    });
    expect(before.txNew).toBeGreaterThan(0);

    const writes = [
      {
        url: '/api/Clinical/EacSession',
        token: doctor.token,
        payload: { patientId: patient.patientId, sessionDate: daysFromToday(-1) },
      },
      {
        url: '/api/Clinical/ArtStartDate',
        token: doctor.token,
        payload: { patientId: patient.patientId, artStartDate: daysFromToday(-900) },
      },
      {
        url: '/api/Retention/TracingOutcome',
        token: manager.token,
        payload: { patientId: patient.patientId, date: daysFromToday(0), outcome: 'transferredOut' },
      },
    ];
    for (const { url, token, payload } of writes) {
      const res = await a.call({
        method: url.endsWith('ArtStartDate') ? 'PUT' : 'POST',
        url,
        token,
        payload,
      });
      expect([url, res.statusCode]).toEqual([url, url.endsWith('ArtStartDate') ? 200 : 201]);
    }
    const after = await readThrough(b);
    expect(after.tracing).not.toContain(patient.patientId);
    expect(after.summary).toMatchObject({
      artStartDate: daysFromToday(-900),
      eacSessions: [expect.anything()],
    });
    expect(after.txNew).toBe(before.txNew - 1);

    // A write by neither replica (a script, an administrator's SQL) moves the version too.
    await b.db
      .update(users)
      .set({ fullName: 'BN đổi tên' })
      .where(eq(users.userId, patient.userId as number));
    for (const replica of [a, b]) expect((await readThrough(replica)).summary.fullName).toBe('BN đổi tên');
  });

  it("chain a read's access-log event while a write's transaction is open, and the write's once it commits, through either", async () => {
    const entry = (requestId: string): AuditEntry => ({
      actorUserId: null,
      actorRole: 'Admin',
      patientId: null,
      action: requestId.includes('write') ? 'update' : 'read',
      category: 'profile',
      recordId: null,
      outcome: 'allowed',
      clientAddress: null,
      requestId,
    });
    const { open: commit, opened: open } = gate();
    const { open: staged, opened: stagedWrite } = gate();
    const write = a.db.transaction(async (tx) => {
      await stageAuditEvent(tx, entry('chained-write-1'));
      staged();
      await open;
    });
    await stagedWrite;
    // The write holds no chain lock: a read's event through the other replica is chained meanwhile.
    const read = queueAuditEvent(b.db, entry('chained-read-1')).then(() => 'chained');
    const waited = new Promise((resolve) => setTimeout(() => resolve('waited for the write'), 5000));
    expect(await Promise.race([read, waited])).toBe('chained');
    commit();
    await write;
    // Committed and not chained yet (as after a crash between the two), it goes in with the next event anywhere.
    await queueAuditEvent(b.db, entry('chained-read-2'));
    const chained = await a.db
      .select({ requestId: auditEvents.requestId })
      .from(auditEvents)
      .where(like(auditEvents.requestId, 'chained-%'))
      .orderBy(auditEvents.eventId);
    expect(chained.map((e) => e.requestId)).toEqual(['chained-read-1', 'chained-write-1', 'chained-read-2']);
    expect(await a.db.select().from(auditPending)).toEqual([]);
    expect(await auditChainBreaks(a.db)).toEqual([]);
  });

  it("keep a patient's course and viral loads whole when results of theirs are corrected through both at once", async () => {
    const kit = await retentionKit(a.db);
    const doctor = await a.user('Doctor');
    const patient = await a.user('Patient');
    const one = (await visit(kit, patient, doctor, daysFromToday(-9), { viralLoad: '300' })).result;
    const two = (await visit(kit, patient, doctor, daysFromToday(-8), { viralLoad: '400' })).result;
    const corrected = (value: number) => ({ resultValue: String(value), numericValue: value });
    const { open: commit, opened: open } = gate();
    const { open: entered, opened: firstEntered } = gate();
    const first = a.db.transaction(async (tx) => {
      await tx
        .update(testResults)
        .set(corrected(1000))
        .where(eq(testResults.testResultId, one?.testResultId as number));
      entered();
      await open;
    });
    await firstEntered;
    // The second derives the patient's course and viral loads while the first, which derived them too, has not
    // committed: it waits for the first's lock on the patient's row, then reads both corrections.
    const second = b.db
      .update(testResults)
      .set(corrected(2000))
      .where(eq(testResults.testResultId, two?.testResultId as number))
      .then(() => undefined);
    try {
      await vi.waitFor(
        async () => {
          const [waiting] = await selectRows<{ n: number }>(
            a.db,
            sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          expect(waiting?.n).toBe(1);
        },
        { timeout: 5000 },
      );
    } finally {
      commit();
    }
    await Promise.all([first, second]);
    const [kept] = await selectRows<{ results: { numeric_value: number }[] }>(
      a.db,
      sql`select results from patient_courses where patient_id = ${patient.patientId}`,
    );
    expect(kept?.results.map((r) => r.numeric_value)).toEqual([1000, 2000]);
    const [loads] = await selectRows<{ numeric_values: number[] }>(
      a.db,
      sql`select numeric_values from patient_viral_loads where patient_id = ${patient.patientId}`,
    );
    expect(loads?.numeric_values).toEqual([1000, 2000]);
  });

  it('drop on one only the kept answers whose topics a write through the other touches', async () => {
    const read = (endpoint: Endpoint) =>
      keptRead(b.app.ctx.db, endpoint, { name: 'two replicas' }, async () => ({ endpoint: endpoint.path }));
    const hours = await read(doctorScheduleEndpoints.getWorkingHours);
    const page = await read(appointmentEndpoints.getByPatientId);
    // Test types are master data, which an appointment page shows and the working hours do not.
    await a.db.insert(testTypes).values({ testTypeName: 'Hai máy chủ', unit: '-', normalRange: '-' });
    expect(await read(doctorScheduleEndpoints.getWorkingHours)).toBe(hours);
    const again = await read(appointmentEndpoints.getByPatientId);
    expect(again).not.toBe(page);
    expect(again).toEqual(page);
  });

  it('refuse on one a token revoked through the other, and a deactivated account on both', async () => {
    const patient = await a.user('Patient');
    const login = await a.call({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { username: patient.username, password: patient.password },
    });
    const token = login.body.data.token as string;
    const profile = { method: 'GET' as const, url: `/api/Patient/GetByID/${patient.patientId}` };
    expect((await b.call({ ...profile, token })).statusCode).toBe(200);
    expect((await a.call({ method: 'POST', url: '/api/Auth/logout', token })).statusCode).toBe(200);
    expect((await b.call({ ...profile, token })).statusCode).toBe(401);
    // The patient's other session is still good on both.
    expect((await b.call({ ...profile, token: patient.token })).statusCode).toBe(200);

    const doctor = await a.user('Doctor');
    const admin = await a.user('Admin');
    const card = (
      await a.call({ method: 'GET', url: `/api/Doctor/GetByID/${doctor.doctorId}`, token: admin.token })
    ).body.data;
    const { doctorId, fullName, phoneNumber, dateOfBirth, gender, address, bio } = card;
    const deactivate = await b.call({
      method: 'PUT',
      url: '/api/doctor/Update',
      token: admin.token,
      payload: { doctorId, fullName, phoneNumber, dateOfBirth, gender, address, bio, isActive: false },
    });
    expect(deactivate.statusCode, JSON.stringify(deactivate.body)).toBe(200);
    const own = {
      method: 'GET' as const,
      url: `/api/Doctor/GetByID/${doctor.doctorId}`,
      token: doctor.token,
    };
    expect((await a.call(own)).statusCode).toBe(401);
    expect((await b.call(own)).statusCode).toBe(401);
  });
});

describe.runIf(serverUrl && redisUrl)('two replicas with REDIS_URL', () => {
  let a: TestApp;
  let b: TestApp;
  const clients: Redis[] = [];

  beforeAll(async () => {
    const redis = () => {
      const client = new Redis(redisUrl as string, { maxRetriesPerRequest: 1 });
      clients.push(client);
      return client;
    };
    a = await build({ authRateLimit: 5, redis: redis() });
    b = await buildReplica(a, { authRateLimit: 5, redis: redis() });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    for (const client of clients) client.disconnect();
  });

  it('share one rate-limit count per client address', async () => {
    // A fresh address per run, so that counters left by an earlier run (one minute) do not count.
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await (i % 2 === 0 ? a : b).call({
        method: 'POST',
        url: '/api/Email/SendForgotPasswordEmail',
        remoteAddress,
        payload: { email: 'nobody@example.com' },
      });
      codes.push(res.statusCode);
    }
    console.error(
      `[replicas.test] code requests across both replicas, limit 5 a minute: ${codes.join(', ')}`,
    );
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
