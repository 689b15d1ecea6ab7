import { PRIVACY_NOTICE_VERSION, privacyMessages } from '@clinic/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordAuditEvents } from '../src/audit/events.js';
import { auditEvents, patients, testResults, users } from '../src/db/schema.js';
import { appointmentOf, castDoctorResultRead, treatmentOf, useAppWithCast } from './helpers/clinical.js';
import { expectFieldError } from './helpers/expect.js';
import { signupBody } from './helpers/factories.js';

const { t, cast } = useAppWithCast({
  patient: { fullName: 'Phạm Minh Khang' },
  secretNotes: 'Ghi chú riêng',
});

const MY_DATA = '/api/Patient/MyData';
let ownAppointmentIds: number[];
let otherAppointmentIds: number[];

beforeAll(async () => {
  const own = await treatmentOf(t.db, cast.patient, cast.doctor);
  const anonymous = await appointmentOf(t.db, cast.patient, cast.otherDoctor, { isAnonymous: true });
  const other = await treatmentOf(t.db, cast.otherPatient, cast.doctor);
  const appointmentOfResult = async (testResultId: number) =>
    (
      await t.db
        .select({ id: testResults.appointmentId })
        .from(testResults)
        .where(eq(testResults.testResultId, testResultId))
    )[0]?.id as number;
  const ownTreated = await appointmentOfResult(own.testResultId);
  const otherTreated = await appointmentOfResult(other.testResultId);
  ownAppointmentIds = [ownTreated, anonymous.appointmentId].sort((a, b) => a - b);
  otherAppointmentIds = [otherTreated];
});

/** The ids of one list of the answer. */
const idsOf = (items: Record<string, unknown>[], key: string) =>
  items.map((item) => item[key] as number).sort((a, b) => a - b);

describe('GET /api/Patient/MyData', () => {
  it("answers the caller's profile, appointments, results, treatments and access log, nothing else", async () => {
    const res = await t.get(MY_DATA, cast.patient.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(privacyMessages.myDataLoaded);
    const data = res.body.data;
    expect(Object.keys(data).sort()).toEqual([
      'appointments',
      'profile',
      'recordAccess',
      'testResults',
      'treatments',
    ]);
    expect(data.profile).toMatchObject({
      patientId: cast.patient.patientId,
      userId: cast.patient.userId,
      fullName: 'Phạm Minh Khang',
      role: 'Patient',
      privacyNoticeVersion: null,
      privacyAcceptedAt: null,
    });
    expect(JSON.stringify(data)).not.toMatch(/argon|passwordHash|tokenVersion/i);
    expect(idsOf(data.appointments, 'appointmentId')).toEqual(ownAppointmentIds);
    for (const list of [data.appointments, data.testResults, data.treatments]) {
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) expect(item.patientId ?? cast.patient.patientId).toBe(cast.patient.patientId);
    }
    expect(data.testResults).toHaveLength(1);
    expect(data.treatments).toHaveLength(1);
    expect(data.recordAccess).toMatchObject({ items: expect.any(Array), meta: { page: 1, pageSize: 100 } });
  });

  it("never answers another patient's data, whatever id the query names", async () => {
    const other = cast.otherPatient;
    for (const query of [
      `?patientId=${other.patientId}`,
      `?id=${other.patientId}`,
      `?id=${other.userId}&patientId=${other.patientId}`,
      `?patientId=${other.patientId}&patientId=${cast.secret.patientId}`,
    ]) {
      const res = await t.get(`${MY_DATA}${query}`, cast.patient.token);
      expect([query, res.statusCode]).toEqual([query, 200]);
      const data = res.body.data;
      expect(data.profile.patientId).toBe(cast.patient.patientId);
      expect(idsOf(data.appointments, 'appointmentId')).toEqual(ownAppointmentIds);
      const ids = JSON.stringify(idsOf(data.appointments, 'appointmentId'));
      for (const id of otherAppointmentIds) expect(ids).not.toContain(String(id));
      expect(JSON.stringify(data)).not.toContain('Đỗ Thu Trang');
      for (const event of data.recordAccess.items) expect(event.patientId).toBe(cast.patient.patientId);
    }
    // And the other patient asking gets their own, not the first one's.
    const theirs = await t.get(`${MY_DATA}?patientId=${cast.patient.patientId}`, other.token);
    expect(theirs.body.data.profile.patientId).toBe(other.patientId);
    expect(idsOf(theirs.body.data.appointments, 'appointmentId')).toEqual(otherAppointmentIds);
  });

  it('refuses every role but Patient, and a call without a token', async () => {
    expect((await t.get(MY_DATA)).statusCode).toBe(401);
    for (const user of [cast.doctor, ...Object.values(cast.staffLike)]) {
      const res = await t.get(`${MY_DATA}?patientId=${cast.patient.patientId}`, user.token);
      expect([user.role, res.statusCode]).toEqual([user.role, 403]);
      expect(res.body.data).toBeNull();
    }
  });

  it('refuses query parameters other than the ignored ids', async () => {
    expect((await t.get(`${MY_DATA}?userId=1`, cast.patient.token)).statusCode).toBe(400);
  });

  it("shows who accessed the record, and logs the export against the caller's own record", async () => {
    await recordAuditEvents(t.db, [
      {
        actorUserId: cast.doctor.userId,
        actorRole: 'Doctor',
        patientId: cast.secret.patientId,
        action: 'read',
        category: 'result',
        recordId: null,
        outcome: 'allowed',
        clientAddress: null,
        requestId: null,
      },
    ]);
    await t.get(`${MY_DATA}?patientId=${cast.otherPatient.patientId}`, cast.secret.token);
    const res = await t.get(MY_DATA, cast.secret.token);
    const items = res.body.data.recordAccess.items as Record<string, unknown>[];
    expect(items).toContainEqual(expect.objectContaining(castDoctorResultRead(cast)));
    expect(items).toContainEqual(
      expect.objectContaining({
        actorUserId: cast.secret.userId,
        patientId: cast.secret.patientId,
        action: 'export',
        category: 'profile',
        outcome: 'allowed',
      }),
    );
    const exportsOfOther = await t.db
      .select({ id: auditEvents.eventId })
      .from(auditEvents)
      .where(sql`${auditEvents.patientId} = ${cast.otherPatient.patientId} and ${auditEvents.action} = 'export'
        and ${auditEvents.actorUserId} = ${cast.secret.userId}`);
    expect(exportsOfOther).toEqual([]);
  });
});

describe('POST /api/Patient/Create and the privacy notice', () => {
  let ip = 0;
  const create = (payload: object) =>
    t.call({ method: 'POST', url: '/api/Patient/Create', payload, remoteAddress: `10.9.0.${++ip}` });
  const consentOf = async (patientId: number) =>
    (
      await t.db
        .select({ version: patients.privacyNoticeVersion, at: patients.privacyAcceptedAt })
        .from(patients)
        .where(eq(patients.patientId, patientId))
    )[0];

  it('records nothing when the client does not send a version, as clients of the original API do', async () => {
    const res = await create(signupBody());
    expect(res.statusCode).toBe(201);
    expect(await consentOf(res.body.data.patientId)).toEqual({ version: null, at: null });
  });

  it('records the accepted version and when, and MyData shows it', async () => {
    const before = Date.now();
    const res = await create(signupBody({ privacyNoticeVersion: PRIVACY_NOTICE_VERSION }));
    expect(res.statusCode).toBe(201);
    const { patientId, userId } = res.body.data;
    const consent = await consentOf(patientId);
    expect(consent?.version).toBe(PRIVACY_NOTICE_VERSION);
    expect(consent?.at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(consent?.at?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    await t.db.update(users).set({ isVerified: true }).where(eq(users.userId, userId));
    const token = await t.app.ctx.tokens.sign({ userId, role: 'Patient', tokenVersion: 0 });
    const mine = await t.get(MY_DATA, token);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data.profile).toMatchObject({
      patientId,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      privacyAcceptedAt: consent?.at?.toISOString(),
    });
    expect(mine.body.data).toMatchObject({ appointments: [], testResults: [], treatments: [] });
  });

  it.each([['2020-01'], [''], [20261], [null]])(
    'refuses version %j with the Vietnamese message and creates nothing',
    async (version) => {
      const body = signupBody({ privacyNoticeVersion: version });
      const res = await create(body);
      expectFieldError(res, 'privacyNoticeVersion', privacyMessages.noticeVersionInvalid);
      const [found] = await t.db
        .select()
        .from(users)
        .where(eq(users.username, body.username as string));
      expect(found).toBeUndefined();
    },
  );
});
