import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  AUDIT_ALERT_DEFAULTS,
  AUDIT_CSV_COLUMNS,
  AUDIT_CSV_HEADERS,
  type AuditCategory,
  auditMessages,
} from '@clinic/contract';
import { asc, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditChainBreaks } from '../src/audit/chain.js';
import { recordAuditEvents } from '../src/audit/events.js';
import { auditAlerts, auditEvents, emailOutbox } from '../src/db/schema.js';
import { buildReplica, type TestApp } from './helpers/build.js';
import {
  appointmentOf,
  castDoctorResultRead,
  insertTestType,
  resultOf,
  treatmentOf,
  useAppWithCast,
} from './helpers/clinical.js';
import { freshDatabase } from './helpers/database.js';
import type { CreatedUser } from './helpers/factories.js';
import { postgresUrl } from './helpers/postgres.js';

const { t, cast } = useAppWithCast();
let cd4: number;
let resultId: number;
let appointmentId: number;
let otherResultId: number;

beforeAll(async () => {
  cd4 = (await insertTestType(t.db, { testTypeName: 'CD4' })).testTypeId;
  const result = await resultOf(t.db, cast.patient, cast.doctor, { testTypeId: cd4 });
  appointmentId = result.appointmentId;
  resultId = result.testResultId;
  await treatmentOf(t.db, cast.patient, cast.doctor);
  otherResultId = (await resultOf(t.db, cast.otherPatient, cast.doctor, { testTypeId: cd4 })).testResultId;
});

/** The events written since `after`, oldest first. */
async function eventsAfter(after: number) {
  return t.db
    .select()
    .from(auditEvents)
    .where(gt(auditEvents.eventId, after))
    .orderBy(asc(auditEvents.eventId));
}

async function lastEventId(): Promise<number> {
  const [row] = await t.db.select({ max: sql<number | null>`max(${auditEvents.eventId})` }).from(auditEvents);
  return Number(row?.max ?? 0);
}

/** Runs `call` and answers its status with the events it wrote. */
async function eventsOf(call: () => Promise<{ statusCode: number }>) {
  const before = await lastEventId();
  const { statusCode } = await call();
  return { statusCode, events: await eventsAfter(before) };
}

/** A read as [title, reader, path under /api, category, the record the event names]. */
type Read = [string, 'doctor' | 'patient' | 'admin', () => string, AuditCategory, () => number | null];

describe('the access log of patient data', () => {
  const readers = () => ({
    doctor: cast.doctor,
    patient: cast.patient,
    admin: cast.staffLike.Admin as CreatedUser,
  });
  const result = () => resultId;
  const ofPatient = () => cast.patient.patientId;
  const none = () => null;
  const reads: Read[] = [
    ['a doctor reads a result', 'doctor', () => `/TestResult/GetByID/${resultId}`, 'result', result],
    ['a patient reads their result', 'patient', () => `/TestResult/GetByID/${resultId}`, 'result', result],
    [
      'a doctor reads a clinical summary',
      'doctor',
      () => `/Clinical/Summary/${ofPatient()}`,
      'clinicalSummary',
      none,
    ],
    ['a patient reads their treatments', 'patient', () => '/Treatment/GetAll', 'treatment', none],
    [
      'a patient reads their appointment',
      'patient',
      () => `/Appointment/GetByID/${appointmentId}`,
      'appointment',
      () => appointmentId,
    ],
    [
      'a patient reads their appointment list',
      'patient',
      () => `/Appointment/GetByPatientId/${ofPatient()}`,
      'appointment',
      none,
    ],
    [
      'an admin reads a patient profile',
      'admin',
      () => `/Patient/GetByID/${ofPatient()}`,
      'profile',
      ofPatient,
    ],
  ];

  it.each(reads)(
    '%s: exactly one allowed read event with the actor, patient and category',
    async (_, reader, path, category, recordId) => {
      const actor = readers()[reader];
      const { statusCode, events } = await eventsOf(() => t.get(`/api${path()}`, actor.token));
      expect(statusCode).toBe(200);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        actorUserId: actor.userId,
        actorRole: actor.role,
        patientId: cast.patient.patientId,
        action: 'read',
        category,
        recordId: recordId(),
        outcome: 'allowed',
        clientAddress: '127.0.0.1',
      });
      expect(events[0]?.requestId).toBeTruthy();
    },
  );

  it('a write and its event commit together: one create event, none when the write is refused', async () => {
    const a = await appointmentOf(t.db, cast.patient, cast.doctor, { testTypeId: cd4 });
    const body = { appointmentId: a.appointmentId, resultValue: '700' };
    const created = await eventsOf(() =>
      t.call({ method: 'POST', url: '/api/TestResult/Create', token: cast.doctor.token, payload: body }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.events).toHaveLength(1);
    expect(created.events[0]).toMatchObject({
      actorUserId: cast.doctor.userId,
      patientId: cast.patient.patientId,
      action: 'create',
      category: 'result',
      outcome: 'allowed',
    });
    // A second result on the same appointment is refused (409): the write rolls back and so does its event.
    const again = await eventsOf(() =>
      t.call({ method: 'POST', url: '/api/TestResult/Create', token: cast.doctor.token, payload: body }),
    );
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.events.filter((e) => e.outcome === 'allowed')).toEqual([]);
  });

  it.each([
    ['another doctor', () => cast.otherDoctor, 404],
    ['a staff member', () => cast.staffLike.Staff as CreatedUser, 403],
    ['no token', () => undefined, 401],
  ])('%s asking for a result writes one refused event', async (_, who, status) => {
    const actor = who();
    const { statusCode, events } = await eventsOf(() =>
      t.get(`/api/TestResult/GetByID/${resultId}`, actor?.token),
    );
    expect(statusCode).toBe(status);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorUserId: actor?.userId ?? null,
      patientId: cast.patient.patientId,
      action: 'read',
      category: 'result',
      recordId: resultId,
      outcome: 'refused',
    });
  });

  it("another patient's attempt on a result shows on its owner's log, not on the caller's", async () => {
    await t.get(`/api/TestResult/GetByID/${resultId}`, cast.otherPatient.token);
    const mine = await t.get('/api/Audit/MyRecordAccess?pageSize=5', cast.patient.token);
    expect(mine.body.data[0]).toMatchObject({
      actorUserId: cast.otherPatient.userId,
      outcome: 'refused',
      recordId: resultId,
    });
    const theirs = await t.get('/api/Audit/MyRecordAccess?pageSize=100', cast.otherPatient.token);
    expect((theirs.body.data as { recordId: number | null }[]).some((e) => e.recordId === resultId)).toBe(
      false,
    );
  });

  it('a patient asking for another patient summary is refused and logged against that patient', async () => {
    const { statusCode, events } = await eventsOf(() =>
      t.get(`/api/Clinical/Summary/${cast.otherPatient.patientId}`, cast.patient.token),
    );
    expect(statusCode).toBe(404);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ patientId: cast.otherPatient.patientId, outcome: 'refused' });
  });
});

describe('GET /api/Audit/MyRecordAccess', () => {
  it("shows the patient a doctor's read of their result, by the doctor's name, and never another patient's events", async () => {
    await t.get(`/api/TestResult/GetByID/${resultId}`, cast.doctor.token);
    await t.get(`/api/TestResult/GetByID/${otherResultId}`, cast.doctor.token);
    const res = await t.get('/api/Audit/MyRecordAccess?page=1&pageSize=100', cast.patient.token);
    expect(res.statusCode).toBe(200);
    const items = res.body.data as { patientId: number; actorName: string | null; category: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((e) => e.patientId === cast.patient.patientId)).toBe(true);
    expect(items[0]).toMatchObject({ ...castDoctorResultRead(cast), recordId: resultId });
    expect(Object.keys(items[0] as object).sort()).toEqual([
      'action',
      'actorName',
      'actorRole',
      'actorUserId',
      'at',
      'category',
      'eventId',
      'outcome',
      'patientId',
      'recordId',
    ]);
    expect(res.body.meta).toMatchObject({ page: 1, pageSize: 100 });
    const other = await t.get('/api/Audit/MyRecordAccess', cast.otherPatient.token);
    expect(
      (other.body.data as { patientId: number }[]).every((e) => e.patientId === cast.otherPatient.patientId),
    ).toBe(true);
  });

  it("leaves out the patient's own accesses when asked for the others only", async () => {
    await t.get('/api/Treatment/GetAll', cast.patient.token);
    await t.get(`/api/Clinical/Summary/${cast.patient.patientId}`, cast.doctor.token);
    const all = await t.get('/api/Audit/MyRecordAccess?pageSize=100', cast.patient.token);
    const others = await t.get('/api/Audit/MyRecordAccess?pageSize=100&others=true', cast.patient.token);
    const actors = (res: typeof all) =>
      new Set((res.body.data as { actorUserId: number }[]).map((e) => e.actorUserId));
    expect(actors(all).has(cast.patient.userId)).toBe(true);
    expect(actors(others).has(cast.patient.userId)).toBe(false);
    expect(actors(others).has(cast.doctor.userId)).toBe(true);
    expect(others.body.meta.total).toBeLessThan(all.body.meta.total);
    expect((await t.get('/api/Audit/MyRecordAccess?others=yes', cast.patient.token)).statusCode).toBe(400);
  });

  it('shows staff and admins by role only, and filters by date', async () => {
    await t.get(
      `/api/Patient/GetByID/${cast.patient.patientId}`,
      (cast.staffLike.Admin as CreatedUser).token,
    );
    const res = await t.get('/api/Audit/MyRecordAccess', cast.patient.token);
    const admin = (res.body.data as { actorRole: string; actorName: string | null }[]).find(
      (e) => e.actorRole === 'Admin',
    );
    expect(admin?.actorName).toBeNull();
    const past = await t.get('/api/Audit/MyRecordAccess?from=2020-01-01&to=2020-01-31', cast.patient.token);
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.total).toBe(0);
    const reversed = await t.get(
      '/api/Audit/MyRecordAccess?from=2020-02-01&to=2020-01-01',
      cast.patient.token,
    );
    expect(reversed.statusCode).toBe(400);
  });

  it.each(['Doctor', 'Admin', 'Staff', 'Manager'] as const)('refuses a %s', async (role) => {
    const user = role === 'Doctor' ? cast.doctor : (cast.staffLike[role] as CreatedUser);
    expect((await t.get('/api/Audit/MyRecordAccess', user.token)).statusCode).toBe(403);
  });
});

describe('GET /api/Audit/Events and its export', () => {
  it.each(['Staff', 'Manager'] as const)('refuses a %s, and a doctor and a patient', async (role) => {
    for (const user of [cast.staffLike[role] as CreatedUser, cast.doctor, cast.patient]) {
      expect((await t.get('/api/Audit/Events', user.token)).statusCode).toBe(403);
      expect((await t.get('/api/Audit/Events/Export', user.token)).statusCode).toBe(403);
    }
  });

  it('lets an admin search by user and patient, and export as CSV, which is itself logged', async () => {
    const admin = cast.staffLike.Admin as CreatedUser;
    const res = await t.get(
      `/api/Audit/Events?userId=${cast.doctor.userId}&patientId=${cast.patient.patientId}&page=1&pageSize=5`,
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    const items = res.body.data as { actorUserId: number; patientId: number }[];
    expect(items.length).toBeGreaterThan(0);
    expect(
      items.every((e) => e.actorUserId === cast.doctor.userId && e.patientId === cast.patient.patientId),
    ).toBe(true);
    expect(res.body.meta.total).toBeGreaterThanOrEqual(items.length);

    const exported = await eventsOf(() =>
      t.get(`/api/Audit/Events/Export?patientId=${cast.patient.patientId}`, admin.token),
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.events).toHaveLength(1);
    expect(exported.events[0]).toMatchObject({
      actorUserId: admin.userId,
      action: 'export',
      patientId: cast.patient.patientId,
    });
    const csv = await t.call({
      method: 'GET',
      url: `/api/Audit/Events/Export?patientId=${cast.patient.patientId}`,
      token: admin.token,
    });
    expect(String(csv.headers['content-type'])).toMatch(/^text\/csv/);
    const text = (csv as unknown as { body: string }).body;
    const lines = String(text)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.map((c) => AUDIT_CSV_HEADERS[c]).join(','));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.split(',')[5] === String(cast.patient.patientId))).toBe(true);
  });
});

describe('the table is append-only and chained', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'accepted',
        (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message),
      );
    expect(await refusal(sql`update audit_events set outcome = 'refused'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_events`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_events`)).toMatch(/append-only/);
  });

  it('the chain check finds a row changed behind the triggers', async () => {
    expect(await auditChainBreaks(t.db)).toEqual([]);
    const [victim] = await t.db
      .select()
      .from(auditEvents)
      .orderBy(asc(auditEvents.eventId))
      .limit(1)
      .offset(2);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update audit_events set patient_id = null where event_id = ${victim?.eventId}`);
    });
    expect(await auditChainBreaks(t.db)).toEqual([{ eventId: victim?.eventId, problem: 'hash' }]);
  });
});

describe('the alert on many patients read', () => {
  it(`fires at the ${AUDIT_ALERT_DEFAULTS.patients}th different patient within ${AUDIT_ALERT_DEFAULTS.windowMinutes} minutes, once, with a mail to each admin naming no patient`, async () => {
    const { patients: threshold, windowMinutes } = t.app.ctx.config.auditAlert;
    const reader = await t.user('Admin', { fullName: 'Quản trị tò mò' });
    const patients: CreatedUser[] = [];
    for (let i = 0; i < threshold; i += 1) patients.push(await t.user('Patient'));
    const alerts = async () => t.db.select().from(auditAlerts);
    for (const p of patients.slice(0, threshold - 1)) {
      expect((await t.get(`/api/Patient/GetByID/${p.patientId}`, reader.token)).statusCode).toBe(200);
    }
    // The same patient again does not count twice.
    await t.get(`/api/Patient/GetByID/${patients[0]?.patientId}`, reader.token);
    expect(await alerts()).toEqual([]);
    await t.get(`/api/Patient/GetByID/${patients.at(-1)?.patientId}`, reader.token);
    const raised = await alerts();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ actorUserId: reader.userId, patientCount: threshold, windowMinutes });
    const mails = (await t.db.select().from(emailOutbox)).filter(
      (m) => m.subject === auditMessages.alertSubject,
    );
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const m of mails) {
      for (const p of patients) expect(m.textBody).not.toContain(p.username);
      expect(m.textBody).toContain(reader.username);
    }
    const listed = await t.get('/api/Audit/Alerts', reader.token);
    expect(listed.body.data[0]).toMatchObject({
      actorUserId: reader.userId,
      actorRole: 'Admin',
      actorName: 'Quản trị tò mò',
      patientCount: 50,
    });
    // Further reads in the same window raise nothing more.
    await t.get(`/api/Patient/GetByID/${patients[10]?.patientId}`, cast.staffLike.Admin?.token);
    for (const p of patients.slice(0, 3)) await t.get(`/api/Patient/GetByID/${p.patientId}`, reader.token);
    expect(await alerts()).toHaveLength(1);
  });
});

const serverUrl = await postgresUrl();

describe.runIf(serverUrl)('the access log with two replicas on one PostgreSQL database', () => {
  let replica: TestApp;
  beforeAll(async () => {
    replica = await buildReplica(t);
  });
  afterAll(async () => {
    await replica.close();
  });

  it('raises one alert when the reads of 50 patients are spread over both replicas', async () => {
    const reader = await t.user('Admin');
    const patients: CreatedUser[] = [];
    for (let i = 0; i < 50; i += 1) patients.push(await t.user('Patient'));
    await Promise.all(
      patients.map((p, i) =>
        (i % 2 === 0 ? t : replica).get(`/api/Patient/GetByID/${p.patientId}`, reader.token),
      ),
    );
    const raised = (await t.db.select().from(auditAlerts)).filter((a) => a.actorUserId === reader.userId);
    expect(raised).toHaveLength(1);
    // Inserts from both replicas still form one line: no number skipped or repeated, each row after the last.
    expect((await auditChainBreaks(t.db)).filter((b) => b.problem !== 'hash')).toEqual([]);
  });

  it('npm run audit:check answers 0 on an intact chain and 1 once a row is changed', async () => {
    const database = await freshDatabase();
    try {
      for (const recordId of [1, 2, 3]) {
        await recordAuditEvents(database.db, [
          {
            actorUserId: 1,
            actorRole: 'Doctor',
            patientId: 7,
            action: 'read',
            category: 'result',
            recordId,
            outcome: 'allowed',
            clientAddress: '127.0.0.1',
            requestId: `r${recordId}`,
          },
        ]);
      }
      const check = () =>
        spawnSync(process.execPath, ['--import', 'tsx', 'src/audit-check.ts'], {
          cwd: fileURLToPath(new URL('..', import.meta.url)),
          env: { ...process.env, DATABASE_URL: database.url, JWT_SECRET: 'x'.repeat(32) },
          encoding: 'utf8',
        });
      const intact = check();
      expect(intact.stdout).toContain('audit chain intact: 3 events');
      expect(intact.status).toBe(0);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`delete from audit_events where record_id = 2`);
      });
      const broken = check();
      expect(broken.status).toBe(1);
      expect(broken.stderr).toMatch(/audit chain BROKEN.*\n.*event 3: link/);
    } finally {
      await database.close();
    }
  });
});
