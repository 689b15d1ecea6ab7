import { isSpecimenCode, labMessages, MANIFEST_CSV_COLUMNS } from '@clinic/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditEvents, testResults } from '../src/db/schema.js';
import { markMissed } from '../src/jobs/reminders.js';
import { useTestApp } from './helpers/build.js';
import {
  appointmentOf,
  daysFromToday,
  insertResult,
  insertTestType,
  moveAppointment,
  updatePatient,
  useClinicalCast,
} from './helpers/clinical.js';
import { expectFieldError, expectMessage } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';
import { insertLabViralLoad } from './helpers/lab.js';

const t = useTestApp();
const cast = useClinicalCast(t, {
  patient: { dateOfBirth: '1988-06-15', gender: 'Female' },
  secretNotes: 'Ghi chú',
});
let viralLoadType: number;
let cd4Type: number;
beforeAll(async () => {
  viralLoadType = await insertLabViralLoad(t.db);
  cd4Type = (await insertTestType(t.db, { testTypeName: 'CD4', kind: 'cd4', unit: 'cells/mm³' })).testTypeId;
  // Each doctor has seen their patient: the ART number is theirs to set.
  await appointmentOf(t.db, cast.patient, cast.doctor, { status: 'Completed' });
});

let dayBack = 0;
/** A lab-test appointment of the cast's doctor, moved to a day that has come (a new one each time). */
async function labAppointment(
  o: {
    testTypeId?: number;
    status?: 'Confirmed' | 'Scheduled';
    patient?: CreatedUser;
    anonymous?: boolean;
    day?: string;
  } = {},
) {
  const appointment = await appointmentOf(t.db, o.patient ?? cast.patient, cast.doctor, {
    testTypeId: o.testTypeId ?? viralLoadType,
    status: o.status ?? 'Confirmed',
    isAnonymous: o.anonymous ?? false,
  });
  dayBack += 1;
  const appointmentDate = o.day ?? daysFromToday(-dayBack);
  await moveAppointment(t.db, appointment.appointmentId, appointmentDate);
  return { ...appointment, appointmentDate };
}

const collect = (appointmentId: number, by: CreatedUser = cast.doctor, collectedAt?: string) =>
  t.post('/api/Lab/Specimens', { appointmentId, ...(collectedAt && { collectedAt }) }, by.token);

describe('PUT /api/Clinical/ArtNumber', () => {
  const put = (by: CreatedUser, body: object) =>
    t.call({ method: 'PUT', url: '/api/Clinical/ArtNumber', token: by.token, payload: body });

  it('lets the patient’s doctor or an admin set it, once in the clinic, and shows it on the profile', async () => {
    const res = await put(cast.doctor, { patientId: cast.patient.patientId, artNumber: ' 79-001/2026 ' });
    expectMessage(res, 200, labMessages.artNumberSaved);
    expect(res.body.data).toEqual({ patientId: cast.patient.patientId, artNumber: '79-001/2026' });
    const profile = await t.get(`/api/Patient/GetByID/${cast.patient.patientId}`, cast.patient.token);
    expect(profile.body.data).toMatchObject({
      artNumber: '79-001/2026',
      nationalId: null,
      insuranceNumber: null,
    });

    // Another patient may not have it, whatever its case.
    const taken = await put(cast.staffLike.Admin as CreatedUser, {
      patientId: cast.otherPatient.patientId,
      artNumber: '79-001/2026'.toLowerCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.fieldErrors).toEqual({ artNumber: [labMessages.artNumberTaken] });
    expect(
      (
        await put(cast.staffLike.Admin as CreatedUser, {
          patientId: cast.otherPatient.patientId,
          artNumber: '79-002/2026',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('hides a patient the doctor has not seen, and refuses other roles', async () => {
    expect(
      (await put(cast.otherDoctor, { patientId: cast.patient.patientId, artNumber: 'X1' })).statusCode,
    ).toBe(404);
    expect((await put(cast.patient, { patientId: cast.patient.patientId, artNumber: 'X1' })).statusCode).toBe(
      403,
    );
    expect(
      (
        await put(cast.staffLike.Manager as CreatedUser, {
          patientId: cast.patient.patientId,
          artNumber: 'X1',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await put(cast.staffLike.Admin as CreatedUser, { patientId: 999_999, artNumber: 'X1' })).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ patientId: 1, artNumber: 'số 1' }, 'artNumber', labMessages.artNumberInvalid],
    [{ patientId: 1, artNumber: 'a'.repeat(31) }, 'artNumber', labMessages.artNumberInvalid],
    [{ artNumber: 'A1' }, 'patientId', labMessages.patientRequired],
  ])('answers 400 for %j', async (body, field, message) => {
    expectFieldError(await put(cast.staffLike.Admin as CreatedUser, body), field, message);
  });
});

describe('PUT /api/Clinical/Identifiers', () => {
  const put = (by: CreatedUser, body: object) =>
    t.call({ method: 'PUT', url: '/api/Clinical/Identifiers', token: by.token, payload: body });

  it('lets the patient’s doctor correct the documents, leaves absent ones and clears empty ones', async () => {
    const patientId = cast.patient.patientId;
    const res = await put(cast.doctor, {
      patientId,
      nationalId: '001088012345',
      insuranceNumber: 'hs4010120878811',
      insuranceExpiry: '2027-03-31',
    });
    expectMessage(res, 200, labMessages.identifiersSaved);
    expect(res.body.data).toEqual({
      patientId,
      nationalId: '001088012345',
      insuranceNumber: 'HS4010120878811',
      insuranceExpiry: '2027-03-31',
    });
    const cleared = await put(cast.doctor, { patientId, nationalId: '' });
    expect(cleared.body.data).toMatchObject({ nationalId: null, insuranceNumber: 'HS4010120878811' });
    const profile = await t.get(`/api/Patient/GetByID/${patientId}`, cast.patient.token);
    expect(profile.body.data).toMatchObject({ nationalId: null, insuranceExpiry: '2027-03-31' });
    const summary = await t.get(`/api/Clinical/Summary/${patientId}`, cast.doctor.token);
    expect(summary.body.data).toMatchObject({
      nationalId: null,
      insurance: { number: 'HS4010120878811', expiry: '2027-03-31' },
    });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.category, 'profile'), eq(auditEvents.action, 'update')))
      .orderBy(desc(auditEvents.eventId))
      .limit(1);
    expect(event).toMatchObject({ patientId, actorUserId: cast.doctor.userId });
  });

  it('hides a patient the doctor has not seen, and refuses other roles', async () => {
    const body = { patientId: cast.patient.patientId, nationalId: '001088012345' };
    expect((await put(cast.otherDoctor, body)).statusCode).toBe(404);
    expect((await put(cast.patient, body)).statusCode).toBe(403);
    expect((await put(cast.staffLike.Admin as CreatedUser, body)).statusCode).toBe(403);
  });

  it.each([
    [{ patientId: 1, nationalId: '12345678901' }, 'nationalId', labMessages.nationalIdInvalid],
    [
      { patientId: 1, insuranceNumber: 'HS6010120878811' },
      'insuranceNumber',
      labMessages.insuranceNumberInvalid,
    ],
    [{ patientId: 1, insuranceExpiry: '2027-02-30' }, 'insuranceExpiry', labMessages.insuranceExpiryInvalid],
    [{ nationalId: '001088012345' }, 'patientId', labMessages.patientRequired],
  ])('answers 400 for %j', async (body, field, message) => {
    expectFieldError(await put(cast.doctor, body), field, message);
  });
});

describe('the identifiers on the patient’s profile', () => {
  const update = (body: object) =>
    t.call({
      method: 'PUT',
      url: '/api/patient/Update',
      token: cast.otherPatient.token,
      payload: {
        userId: cast.otherPatient.userId,
        patientId: cast.otherPatient.patientId,
        fullName: 'Đỗ Thu Trang',
        phoneNumber: '0901234567',
        dateOfBirth: '1992-01-02',
        gender: 'Female',
        address: '1 Lê Lợi, Huế',
        bloodType: 'O+',
        isPregnant: false,
        ...body,
      },
    });

  it('are set and cleared by the patient; the ART number sent back is ignored', async () => {
    const res = await update({
      nationalId: '079201001234',
      insuranceNumber: 'hs4010120878811',
      insuranceExpiry: '2027-03-31',
      artNumber: 'DOI-SO',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      nationalId: '079201001234',
      insuranceNumber: 'HS4010120878811',
      insuranceExpiry: '2027-03-31',
      artNumber: '79-002/2026',
    });
    // A client that does not know them leaves them as they are; empty text clears one.
    expect((await update({})).body.data).toMatchObject({ nationalId: '079201001234' });
    expect((await update({ nationalId: '' })).body.data).toMatchObject({
      nationalId: null,
      insuranceNumber: 'HS4010120878811',
    });
  });

  it.each([
    [{ nationalId: '07920100123' }, 'nationalId', labMessages.nationalIdInvalid],
    [{ insuranceNumber: 'HS6010120878811' }, 'insuranceNumber', labMessages.insuranceNumberInvalid],
    [{ insuranceExpiry: '31/03/2027' }, 'insuranceExpiry', labMessages.insuranceExpiryInvalid],
  ])('refuses %j with the rule in Vietnamese', async (body, field, message) => {
    const res = await update(body);
    expectFieldError(res, field, message);
    expect(res.body.message).toBe(message);
  });
});

describe('POST /api/Lab/Specimens', () => {
  it('gives the specimen the next code of its year and records who collected it when', async () => {
    const a = await labAppointment();
    const collectedAt = `${a.appointmentDate}T08:30:00+07:00`;
    const res = await collect(a.appointmentId, cast.doctor, collectedAt);
    expectMessage(res, 201, labMessages.specimenSaved);
    const { specimenCode } = res.body.data as { specimenCode: string };
    expect(isSpecimenCode(specimenCode)).toBe(true);
    expect(specimenCode.slice(2, 6)).toBe(a.appointmentDate.slice(0, 4));
    expect(res.body.data).toEqual({
      appointmentId: a.appointmentId,
      specimenCode,
      collectedAt: new Date(collectedAt).toISOString(),
    });

    const b = await labAppointment();
    const next = (await collect(b.appointmentId)).body.data as { specimenCode: string; collectedAt: string };
    expect(Number(next.specimenCode.slice(6, 12))).toBe(Number(specimenCode.slice(6, 12)) + 1);
    expect(Math.abs(Date.parse(next.collectedAt) - Date.now())).toBeLessThan(60_000);

    // Once per appointment.
    expectMessage(await collect(a.appointmentId), 409, labMessages.specimenExists);
    // The access log names the patient.
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.actorUserId, cast.doctor.userId),
          eq(auditEvents.category, 'result'),
          eq(auditEvents.action, 'create'),
        ),
      );
    expect(events.map((e) => e.patientId)).toContain(cast.patient.patientId);
  });

  it('refuses what is not a confirmed lab test of this doctor whose day has come', async () => {
    const visit = await appointmentOf(t.db, cast.patient, cast.doctor);
    await moveAppointment(t.db, visit.appointmentId, daysFromToday(-40));
    expectMessage(await collect(visit.appointmentId), 400, labMessages.specimenNotLabTest);
    expectMessage(
      await collect((await labAppointment({ status: 'Scheduled' })).appointmentId),
      409,
      labMessages.specimenNotConfirmed,
    );
    expectMessage(
      await collect((await labAppointment({ day: daysFromToday(3) })).appointmentId),
      409,
      labMessages.specimenNotYet,
    );
    const mine = await labAppointment();
    expect((await collect(mine.appointmentId, cast.otherDoctor)).statusCode).toBe(404);
    expect((await collect(mine.appointmentId, cast.patient)).statusCode).toBe(403);
    expectFieldError(
      await collect(mine.appointmentId, cast.doctor, '2999-01-01T08:00:00Z'),
      'collectedAt',
      labMessages.collectedInFuture,
    );
    expectFieldError(
      await collect(mine.appointmentId, cast.doctor, `${daysFromToday(-400)}T08:00:00+07:00`),
      'collectedAt',
      labMessages.collectedBeforeDay,
    );
  });

  it.each([
    [{}, 'appointmentId'],
    [{ appointmentId: 1, collectedAt: 'hôm nay' }, 'collectedAt'],
    [{ appointmentId: 1, collectedAt: '2026-11-28 08:00' }, 'collectedAt'],
    [{ appointmentId: 1, extra: true }, 'extra'],
  ])('answers 400 for %j', async (body, field) => {
    const res = await t.post('/api/Lab/Specimens', body, cast.doctor.token);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.body.fieldErrors ?? {})).toContain(field);
  });
});

describe('GET /api/Lab/Manifest', () => {
  it('lists the doctor’s collected specimens without a result, without names, as JSON and CSV', async () => {
    const day = daysFromToday(-200);
    const waiting = await labAppointment({ day });
    const resulted = await labAppointment({ day: daysFromToday(-201) });
    const cd4 = await labAppointment({ day: daysFromToday(-202), testTypeId: cd4Type });
    const anonymous = await labAppointment({
      day: daysFromToday(-203),
      patient: cast.secret,
      anonymous: true,
    });
    for (const a of [waiting, resulted, cd4, anonymous])
      await collect(a.appointmentId, cast.doctor, `${a.appointmentDate}T09:15:00+07:00`);
    await insertResult(t.db, { ...resulted, appointmentDate: resulted.appointmentDate }, '12500');

    const from = daysFromToday(-210);
    const to = daysFromToday(-195);
    const res = await t.get(`/api/Lab/Manifest?from=${from}&to=${to}`, cast.doctor.token);
    expect(res.statusCode).toBe(200);
    const items = (res.body.data as { items: Record<string, unknown>[] }).items;
    // Oldest collection first: the anonymous one, the CD4, then the viral load still waiting.
    expect(items.map((i) => i.testTypeName)).toEqual(['Tải lượng HIV', 'CD4', 'Tải lượng HIV']);
    const own = items.find((i) => i.collectedAt === new Date(`${day}T09:15:00+07:00`).toISOString());
    expect(own).toMatchObject({
      artNumber: '79-001/2026',
      birthYear: 1988,
      sex: 'Female',
      testTypeName: 'Tải lượng HIV',
    });
    expect(JSON.stringify(items)).not.toContain('Phạm Minh Khang');
    // An anonymous appointment's specimen carries nothing that leads to the person.
    expect(items.filter((i) => i.artNumber === null)).toHaveLength(1);

    const onlyCd4 = await t.get(
      `/api/Lab/Manifest?from=${from}&to=${to}&testTypeId=${cd4Type}`,
      cast.doctor.token,
    );
    expect((onlyCd4.body.data as { items: unknown[] }).items).toHaveLength(1);
    expect(
      (await t.get(`/api/Lab/Manifest?from=${from}&to=${to}`, cast.otherDoctor.token)).body.data,
    ).toEqual({ items: [] });

    const csv = await t.call({
      method: 'GET',
      url: `/api/Lab/Manifest?from=${from}&to=${to}&format=csv`,
      token: cast.doctor.token,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(MANIFEST_CSV_COLUMNS.map(([, name]) => name).join(','));
    expect(lines).toHaveLength(4);
    expect(csv.body as string).toContain(`,79-001/2026,1988,Nữ,${day} 09:15,Tải lượng HIV`);
  });

  it.each([
    ['', 'from'],
    ['from=2026-11-01', 'to'],
    ['from=2026-11-10&to=2026-11-01', 'to'],
    ['from=2026-11-01&to=2026-11-10&format=pdf', 'format'],
  ])('answers 400 for ?%s', async (query, field) => {
    const res = await t.get(`/api/Lab/Manifest?${query}`, cast.doctor.token);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.body.fieldErrors ?? {})).toContain(field);
  });

  it('is for doctors only', async () => {
    for (const user of [cast.patient, cast.staffLike.Admin as CreatedUser]) {
      expect((await t.get('/api/Lab/Manifest?from=2026-11-01&to=2026-11-10', user.token)).statusCode).toBe(
        403,
      );
    }
  });
});

describe('the missed-appointment job', () => {
  it('never marks Missed an appointment whose specimen was collected: the patient came', async () => {
    const collected = await labAppointment();
    const absent = await labAppointment();
    await collect(collected.appointmentId);
    await markMissed({ db: t.db, now: new Date(), log: t.app.log }, t.app.ctx.config);
    const statuses = await t.db
      .select({ id: appointments.appointmentId, status: appointments.status })
      .from(appointments)
      .where(inArray(appointments.appointmentId, [collected.appointmentId, absent.appointmentId]));
    expect(Object.fromEntries(statuses.map((a) => [a.id, a.status]))).toEqual({
      [collected.appointmentId]: 'Confirmed',
      [absent.appointmentId]: 'Missed',
    });
  });
});

describe('the day of a sample', () => {
  it('is the collection day when the specimen was marked collected, not the appointment’s', async () => {
    const a = await labAppointment({ day: daysFromToday(-10) });
    await collect(a.appointmentId, cast.doctor, `${daysFromToday(-6)}T16:30:00+07:00`);
    const result = await insertResult(t.db, a, '640');
    await t.db
      .update(testResults)
      .set({ numericValue: 640 })
      .where(eq(testResults.testResultId, result.testResultId));
    const res = await t.get(`/api/TestResult/GetByAppointmentId/${a.appointmentId}`, cast.doctor.token);
    expect(res.body.data).toMatchObject({ sampleDate: daysFromToday(-6) });
    const summary = await t.get(`/api/Clinical/Summary/${cast.patient.patientId}`, cast.doctor.token);
    expect(JSON.stringify(summary.body.data)).toContain(daysFromToday(-6));
  });
});

describe('the worklist’s specimenPending', () => {
  it('lists a patient whose specimen has waited 14 days or more for its result, from its collection day', async () => {
    const worklist = async () =>
      (
        (await t.get('/api/Clinical/Worklist', cast.doctor.token)).body.data as {
          items: { patientId: number; code: string; since: string | null }[];
        }
      ).items.filter((i) => i.code === 'specimenPending');
    // Only the patients of this test: the cast's other patients have specimens of their own above.
    const before = await worklist();
    expect(before.filter((i) => i.patientId === cast.otherPatient.patientId)).toEqual([]);
    const thirteen = await labAppointment({ patient: cast.otherPatient, day: daysFromToday(-13) });
    await collect(thirteen.appointmentId, cast.doctor, `${daysFromToday(-13)}T09:00:00+07:00`);
    expect((await worklist()).filter((i) => i.patientId === cast.otherPatient.patientId)).toEqual([]);
    const fourteen = await labAppointment({ patient: cast.otherPatient, day: daysFromToday(-14) });
    await collect(fourteen.appointmentId, cast.doctor, `${daysFromToday(-14)}T09:00:00+07:00`);
    expect((await worklist()).filter((i) => i.patientId === cast.otherPatient.patientId)).toEqual([
      expect.objectContaining({ since: daysFromToday(-14) }),
    ]);
    // Its result arrives: nothing is pending any more.
    await insertResult(t.db, fourteen, '30');
    expect((await worklist()).filter((i) => i.patientId === cast.otherPatient.patientId)).toEqual([]);
    // The anonymous patient's waiting specimens (manifest test above) never name them here.
    expect((await worklist()).filter((i) => i.patientId === cast.secret.patientId)).toEqual([]);
  });
});

describe('the clinical summary', () => {
  it('carries the ART number, the doctor who saw the patient last and the insurance card’s expiry warning', async () => {
    await updatePatient(t.db, cast.patient, {
      insuranceNumber: 'HS4010120878811',
      insuranceExpiry: daysFromToday(30),
    });
    const mine = await t.get(`/api/Clinical/Summary/${cast.patient.patientId}`, cast.patient.token);
    expect(mine.body.data).toMatchObject({
      artNumber: '79-001/2026',
      careDoctor: { doctorId: cast.doctor.doctorId, doctorName: 'BS. Nguyễn Văn An' },
      insurance: { number: 'HS4010120878811', expiry: daysFromToday(30), state: 'expiringSoon' },
    });
    await updatePatient(t.db, cast.patient, { insuranceExpiry: daysFromToday(31) });
    const later = await t.get(`/api/Clinical/Summary/${cast.patient.patientId}`, cast.doctor.token);
    expect(later.body.data).toMatchObject({ insurance: { state: null } });
  });

  it('never names the doctor of an anonymous visit to another doctor', async () => {
    const seen = await appointmentOf(t.db, cast.secret, cast.otherDoctor, { status: 'Completed' });
    const hidden = await appointmentOf(t.db, cast.secret, cast.doctor, {
      status: 'Completed',
      isAnonymous: true,
    });
    await moveAppointment(t.db, seen.appointmentId, daysFromToday(-10));
    await moveAppointment(t.db, hidden.appointmentId, daysFromToday(-1));
    const theirs = await t.get(`/api/Clinical/Summary/${cast.secret.patientId}`, cast.otherDoctor.token);
    expect(theirs.body.data).toMatchObject({ careDoctor: { doctorId: cast.otherDoctor.doctorId } });
    const own = await t.get(`/api/Clinical/Summary/${cast.secret.patientId}`, cast.secret.token);
    expect(own.body.data).toMatchObject({ careDoctor: { doctorId: cast.doctor.doctorId } });
  });
});

describe('GET /api/Lab/Specimens', () => {
  it('lists the doctor’s lab tests of the days asked, with their specimen, an anonymous one without a name', async () => {
    const day = daysFromToday(-300);
    const plain = await labAppointment({ day });
    const anonymous = await labAppointment({ day, patient: cast.secret, anonymous: true });
    await t.db
      .update(appointments)
      .set({ appointmentTime: '07:00:00' })
      .where(eq(appointments.appointmentId, anonymous.appointmentId));
    const collected = (await collect(plain.appointmentId, cast.doctor, `${day}T08:00:00+07:00`)).body
      .data as {
      specimenCode: string;
    };
    const res = await t.get(`/api/Lab/Specimens?from=${day}&to=${day}`, cast.doctor.token);
    expect(res.statusCode).toBe(200);
    const items = (res.body.data as { items: Record<string, unknown>[] }).items;
    expect(items).toHaveLength(2);
    expect(items.find((i) => i.appointmentId === plain.appointmentId)).toMatchObject({
      patientName: 'Phạm Minh Khang',
      artNumber: '79-001/2026',
      specimenCode: collected.specimenCode,
      hasResult: false,
    });
    expect(items.find((i) => i.appointmentId === anonymous.appointmentId)).toMatchObject({
      patientName: 'Ẩn danh',
      artNumber: null,
      specimenCode: null,
    });
    expect(JSON.stringify(items)).not.toContain('Bí Mật');
    expect(
      (await t.get(`/api/Lab/Specimens?from=${day}&to=${day}`, cast.otherDoctor.token)).body.data,
    ).toEqual({
      items: [],
    });
    expect((await t.get(`/api/Lab/Specimens?from=${day}`, cast.doctor.token)).statusCode).toBe(400);
  });
});
