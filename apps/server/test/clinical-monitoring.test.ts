import {
  DEFAULT_CLINICAL_THRESHOLDS,
  messages,
  monitoringMessages,
  type NumericTestKind,
  readNumericResult,
} from '@clinic/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { clinicalSettings, eacSessions, testResults } from '../src/db/schema.js';
import { TWO_DOCTORS, useAppWithEveryRole, useCast } from './helpers/build.js';
import {
  appointmentOf,
  daysFromToday,
  insertComponent,
  insertNumericTestTypes,
  insertRegimen,
  insertTreatment,
  moveAppointment,
  updatePatient,
} from './helpers/clinical.js';
import { expectFieldError, expectMessage, expectOnlyRoles } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';

/**
 * Viral-load and CD4 monitoring through the API: the clinic's thresholds (Admin), a patient's summary (the patient,
 * or a doctor who has seen them in a non-anonymous appointment, without anonymous results), EAC sessions and the
 * doctor's worklist.
 */

const { t, users } = useAppWithEveryRole();
const people = useCast(t, {
  ...TWO_DOCTORS,
  patient: ['Patient', { fullName: 'Lý Văn Tâm', dateOfBirth: '1990-01-01' }],
  stranger: ['Patient', { fullName: 'Mai Thị Hạnh' }],
  anonymousOnly: ['Patient', { fullName: 'Hồ Bí Ẩn' }],
});
const kinds = {} as Record<NumericTestKind, number>;

/** A result of the patient by the doctor on an appointment `daysAgo` days before today, as the doctor wrote it. */
async function pastResult(
  patient: CreatedUser,
  doctor: CreatedUser,
  kind: NumericTestKind,
  daysAgo: number,
  text: string,
  isAnonymous = false,
) {
  const appointment = await appointmentOf(t.db, patient, doctor, { testTypeId: kinds[kind], isAnonymous });
  await moveAppointment(t.db, appointment.appointmentId, daysFromToday(-daysAgo), { status: 'Completed' });
  const [row] = await t.db
    .insert(testResults)
    .values({
      appointmentId: appointment.appointmentId,
      patientId: appointment.patientId,
      doctorId: appointment.doctorId,
      testTypeId: kinds[kind],
      resultValue: text,
      ...readNumericResult(kind, text),
    })
    .returning();
  return row;
}

const summary = (patient: CreatedUser, token?: string) =>
  t.get(`/api/Clinical/Summary/${patient.patientId}`, token);

beforeAll(async () => {
  Object.assign(kinds, await insertNumericTestTypes(t.db));
  // The patient, on ART for a year and more: a CD4 of 150 three months ago, a viral load of 12,500 about four
  // months ago (its repeat is overdue),
  // and a viral load done anonymously with the same doctor, which the doctor must never see.
  await pastResult(people.patient, people.doctor, 'cd4', 90, '150');
  await updatePatient(t.db, people.patient, { artStartDate: daysFromToday(-400) });
  await pastResult(people.patient, people.doctor, 'viralLoad', 130, '12500');
  await pastResult(people.patient, people.doctor, 'viralLoad', 10, '< 50', true);
  // A patient the doctor has only seen anonymously.
  await pastResult(people.anonymousOnly, people.doctor, 'viralLoad', 30, '48000', true);
});

describe('GET/PUT /api/Clinical/Settings', () => {
  const valid = { ...DEFAULT_CLINICAL_THRESHOLDS, overdueGraceDays: 21 };

  it('is for Admin only', async () => {
    await expectOnlyRoles(t, users, { method: 'GET', url: '/api/Clinical/Settings' }, ['Admin'], 200);
    await expectOnlyRoles(
      t,
      users,
      { method: 'PUT', url: '/api/Clinical/Settings', payload: valid },
      ['Admin'],
      200,
    );
    await t.db.delete(clinicalSettings);
  });

  it('answers the defaults until saved, then the saved thresholds', async () => {
    expect((await t.get('/api/Clinical/Settings', users.Admin.token)).body.data).toEqual(
      DEFAULT_CLINICAL_THRESHOLDS,
    );
    const saved = await t.call({
      method: 'PUT',
      url: '/api/Clinical/Settings',
      token: users.Admin.token,
      payload: valid,
    });
    expectMessage(saved, 200, monitoringMessages.settingsSaved);
    expect((await t.get('/api/Clinical/Settings', users.Admin.token)).body.data).toEqual(valid);
    await t.db.delete(clinicalSettings);
  });

  it.each([
    ['vlKeK', { vlKeK: 40 }, monitoringMessages.vlOrder],
    ['cd4Low', { cd4Low: 600 }, monitoringMessages.cd4Order],
    ['repeatMonths', { repeatMonths: 0 }, monitoringMessages.thresholdRequired],
    ['overdueGraceDays', { overdueGraceDays: 1.5 }, monitoringMessages.thresholdRequired],
  ])(
    'refuses %s out of order or not a positive whole number, and saves nothing',
    async (field, change, message) => {
      const res = await t.call({
        method: 'PUT',
        url: '/api/Clinical/Settings',
        token: users.Admin.token,
        payload: { ...DEFAULT_CLINICAL_THRESHOLDS, ...change },
      });
      expectFieldError(res, field, message);
      expect(await t.db.select().from(clinicalSettings)).toEqual([]);
    },
  );

  it('refuses a body that lacks a field', async () => {
    const { repeatMonths: _omitted, ...partial } = DEFAULT_CLINICAL_THRESHOLDS;
    const res = await t.call({
      method: 'PUT',
      url: '/api/Clinical/Settings',
      token: users.Admin.token,
      payload: partial,
    });
    expectFieldError(res, 'repeatMonths', monitoringMessages.thresholdRequired);
  });
});

describe('GET /api/Clinical/Summary/{patientId}', () => {
  it('gives the patient their own record, anonymous results included, with bands and the plan', async () => {
    const res = await summary(people.patient, people.patient.token);
    expect(res.statusCode).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      patientId: people.patient.patientId,
      fullName: 'Lý Văn Tâm',
      isPregnant: false,
    });
    expect(data.viralLoads.map((v: { value: number | null; band: string }) => [v.value, v.band])).toEqual([
      [12500, 'unsuppressed'],
      [null, 'notDetected'],
    ]);
    expect(data.cd4).toEqual([
      expect.objectContaining({ value: 150, band: 'advanced', date: daysFromToday(-90) }),
    ]);
    // The later undetectable load closed the episode the 12,500 opened.
    expect(data.plan.episode).toMatchObject({ openedOn: daysFromToday(-130), status: 'closed' });
  });

  it('gives the doctor the record without the anonymous result: the episode is still open', async () => {
    const res = await summary(people.patient, people.doctor.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.viralLoads).toHaveLength(1);
    expect(res.body.data.plan.episode).toMatchObject({ openedOn: daysFromToday(-130), status: 'open' });
    expect(res.body.data.plan.flags.map((f: { code: string }) => f.code)).toEqual(
      expect.arrayContaining(['highViralLoad', 'advancedDisease', 'cotrimoxazole']),
    );
    expect(res.body.data.plan.due).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ test: 'crag', dueDate: daysFromToday(-90), rule: 'C2' }),
      ]),
    );
  });

  it("carries the clinic's band limits, so that charts shade the bands the server computed", async () => {
    const limits = {
      vlDetection: 20,
      vlKeK: 100,
      vlUnsuppressed: 500,
      cd4Advanced: 150,
      cd4Low: 300,
      cd4Moderate: 450,
    };
    await t.call({
      method: 'PUT',
      url: '/api/Clinical/Settings',
      token: users.Admin.token,
      payload: { ...DEFAULT_CLINICAL_THRESHOLDS, ...limits },
    });
    const res = await summary(people.patient, people.patient.token);
    await t.db.delete(clinicalSettings);
    expect(res.body.data.bandLimits).toEqual(limits);
    expect(res.body.data.cd4).toEqual([expect.objectContaining({ value: 150, band: 'low' })]);
  });

  it('dates a result entered ahead of its appointment on the day it was recorded', async () => {
    const ahead = await appointmentOf(t.db, people.stranger, people.doctor, { testTypeId: kinds.cd4 });
    const res = await t.call({
      method: 'POST',
      url: '/api/TestResult/Create',
      token: people.doctor.token,
      payload: { appointmentId: ahead.appointmentId, resultValue: '420' },
    });
    expect(res.statusCode).toBe(201);
    expect(ahead.appointmentDate > daysFromToday(0)).toBe(true);
    const read = await summary(people.stranger, people.stranger.token);
    expect(read.body.data.cd4).toEqual([expect.objectContaining({ value: 420, date: daysFromToday(0) })]);
  });

  it.each([
    ['another patient', () => people.stranger.token],
    ['a doctor who never saw the patient', () => people.otherDoctor.token],
  ])('answers 404 to %s', async (_who, token) => {
    expectMessage(await summary(people.patient, token()), 404, monitoringMessages.patientNotFound);
  });

  it('answers 404 to a doctor who saw the patient only anonymously', async () => {
    expectMessage(
      await summary(people.anonymousOnly, people.doctor.token),
      404,
      monitoringMessages.patientNotFound,
    );
  });

  it('is refused to staff, managers and admins, and to a visitor', async () => {
    expect((await summary(people.patient)).statusCode).toBe(401);
    for (const role of ['Admin', 'Manager', 'Staff'] as const)
      expectMessage(await summary(people.patient, users[role].token), 403, messages.common.forbidden);
  });
});

/** A write about the cast's patient, sent with the token of whoever makes it. */
const aboutPatient = (method: 'POST' | 'PUT', url: string) => (token: string, payload: object) =>
  t.call({ method, url, token, payload: { patientId: people.patient.patientId, ...payload } });

describe('POST /api/Clinical/EacSession', () => {
  const post = aboutPatient('POST', '/api/Clinical/EacSession');

  it('records a session of the episode, counted on the summary', async () => {
    const res = await post(people.doctor.token, {
      sessionDate: daysFromToday(-60),
      notes: 'Quên thuốc cuối tuần',
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ message: monitoringMessages.eacRecorded });
    expect(res.body.data).toMatchObject({ sessionDate: daysFromToday(-60), doctorName: 'BS. Trần Minh' });
    const read = await summary(people.patient, people.doctor.token);
    expect(read.body.data.plan.episode.eacSessions).toBe(1);
    expect(read.body.data.eacSessions).toEqual([expect.objectContaining({ notes: 'Quên thuốc cuối tuần' })]);
  });

  it('refuses a date in the future, an unknown patient and a missing date, and writes nothing', async () => {
    const before = (await t.db.select().from(eacSessions)).length;
    expectFieldError(
      await post(people.doctor.token, { sessionDate: daysFromToday(1) }),
      'sessionDate',
      monitoringMessages.sessionInFuture,
    );
    expectFieldError(
      await post(people.doctor.token, {}),
      'sessionDate',
      monitoringMessages.sessionDateRequired,
    );
    const today = { sessionDate: daysFromToday(0) };
    expectMessage(await post(people.otherDoctor.token, today), 404, monitoringMessages.patientNotFound);
    expect((await post(people.patient.token, today)).statusCode).toBe(403);
    expect((await t.db.select().from(eacSessions)).length).toBe(before);
  });
});

describe('PUT /api/Clinical/ArtStartDate', () => {
  const put = aboutPatient('PUT', '/api/Clinical/ArtStartDate');

  it("sets the patient's ART start for the patient's doctor and answers the summary", async () => {
    const res = await put(people.doctor.token, { artStartDate: daysFromToday(-420) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ message: monitoringMessages.artStartSaved });
    expect(res.body.data.artStartDate).toBe(daysFromToday(-420));
  });

  it('refuses a future date, a doctor who never saw the patient and the patient, and writes nothing', async () => {
    const body = { artStartDate: daysFromToday(1) };
    expectFieldError(
      await put(people.doctor.token, body),
      'artStartDate',
      monitoringMessages.artStartInFuture,
    );
    const past = { ...body, artStartDate: daysFromToday(-10) };
    expectMessage(await put(people.otherDoctor.token, past), 404, monitoringMessages.patientNotFound);
    expect((await put(people.patient.token, past)).statusCode).toBe(403);
    expect((await summary(people.patient, people.patient.token)).body.data.artStartDate).toBe(
      daysFromToday(-420),
    );
  });
});

describe('GET /api/Clinical/Worklist', () => {
  it("lists the doctor's patients that need action, most urgent first, never an anonymous one", async () => {
    const res = await t.get('/api/Clinical/Worklist', people.doctor.token);
    expect(res.statusCode).toBe(200);
    const items = res.body.data.items as { patientId: number; code: string }[];
    expect(items.every((i) => i.patientId === people.patient.patientId)).toBe(true);
    // The repeat of the 12,500 fell due some 40 days ago (+3 months) and is past its 28 days of grace.
    expect(items.map((i) => i.code)).toEqual(['viralLoadOverdue', 'cragDue', 'advancedDisease']);
  });

  it('is empty for a doctor with no patient in need, and refused to other roles', async () => {
    expect((await t.get('/api/Clinical/Worklist', people.otherDoctor.token)).body.data).toEqual({
      items: [],
    });
    await expectOnlyRoles(t, users, { method: 'GET', url: '/api/Clinical/Worklist' }, ['Doctor'], 200);
  });
});

describe('the transition to DTG (VL7)', () => {
  it('flags a patient on EFV whose latest viral load is unsuppressed, on the summary and the worklist', async () => {
    const doctor = await t.user('Doctor');
    const patient = await t.user('Patient', { fullName: 'Đặng Văn Chuyển', dateOfBirth: '1985-01-01' });
    const components = [];
    for (const [code, strengthMg] of [
      ['TDF', 300],
      ['3TC', 300],
      ['EFV', 600],
    ] as const)
      components.push(
        await insertComponent(t.db, {
          componentName: `${code} ${strengthMg}`,
          ingredients: [{ code, strengthMg }],
        }),
      );
    const tle = await insertRegimen(
      t.db,
      components.map((c) => c.componentId),
      { regimenName: 'TDF + 3TC + EFV', frequency: 1 },
    );
    const start = await pastResult(patient, doctor, 'cd4', 200, '450');
    await insertTreatment(t.db, start?.testResultId as number, tle.regimenId, {
      startDate: daysFromToday(-190),
      endDate: daysFromToday(60),
    });
    const flagged = () => summary(patient, doctor.token).then((res) => res.body.data.plan.flags);
    expect(await flagged()).not.toContainEqual(expect.objectContaining({ code: 'switchToDtg' }));

    await pastResult(patient, doctor, 'viralLoad', 10, '2.400 copies/mL');
    expect(await flagged()).toContainEqual({ code: 'switchToDtg', since: daysFromToday(-10) });
    const worklist = await t.get('/api/Clinical/Worklist', doctor.token);
    expect(worklist.body.data.items).toContainEqual({
      patientId: patient.patientId,
      fullName: 'Đặng Văn Chuyển',
      code: 'switchToDtg',
      dueDate: null,
      since: daysFromToday(-10),
    });
  });
});
