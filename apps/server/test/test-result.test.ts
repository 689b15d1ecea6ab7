import { APPOINTMENT_STATUS_VI, appointmentMessages, clinicalMessages, ROLES } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, testResults } from '../src/db/schema.js';
import type { RoleUsers } from './helpers/build.js';
import { refusedValues } from './helpers/cases.js';
import { appointmentOf, insertResult, insertTestType, statusOf, useAppWithCast } from './helpers/clinical.js';
import { expectFieldError, expectFieldErrors, expectMessage, expectOnlyRoles } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';

const { t, cast } = useAppWithCast({
  patient: { bloodType: 'B+' },
  secret: { bloodType: 'AB-' },
  secretNotes: 'Dị ứng penicillin',
});
let cd4: number;
let viralLoad: number;
let retiredType: number;

beforeAll(async () => {
  cd4 = (await insertTestType(t.db, { testTypeName: 'CD4' })).testTypeId;
  viralLoad = (await insertTestType(t.db, { testTypeName: 'Tải lượng HIV', unit: 'copies/mL' })).testTypeId;
  retiredType = (await insertTestType(t.db, { testTypeName: 'Cũ', isActive: false })).testTypeId;
});

/** A Confirmed CD4 appointment of the cast's patient with the cast's doctor, unless told otherwise. */
const appt = (o: Parameters<typeof appointmentOf>[3] & { patient?: CreatedUser; doctor?: CreatedUser }) =>
  appointmentOf(t.db, o.patient ?? cast.patient, o.doctor ?? cast.doctor, { testTypeId: cd4, ...o });

/** Body fields that must agree with the appointment or result they are about, with the refusal of a mismatch. */
const mismatches = (testTypeMessage: string): [string, () => object, string][] => [
  ['patientId', () => ({ patientId: cast.otherPatient.patientId }), clinicalMessages.patientMismatch],
  ['doctorId', () => ({ doctorId: cast.otherDoctor.doctorId }), clinicalMessages.doctorMismatch],
  ['testTypeId', () => ({ testTypeId: viralLoad }), testTypeMessage],
];

const create = (user: CreatedUser | undefined, payload: object) =>
  t.call({ method: 'POST', url: '/api/TestResult/Create', token: user?.token, payload });
const get = (user: CreatedUser | undefined, url: string) => t.get(url, user?.token);
const resultCount = async () => (await t.db.select().from(testResults)).length;

describe('POST /api/TestResult/Create', () => {
  it('records a result on the doctor own Confirmed appointment; patient, doctor and type come from it', async () => {
    const a = await appt({});
    const res = await create(cast.doctor, {
      appointmentId: a.appointmentId,
      resultValue: ' 650 ',
      notes: 'Ổn định',
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({
      status: true,
      statusCode: 201,
      message: clinicalMessages.resultCreated,
    });
    expect(res.body.data).toMatchObject({
      appointmentId: a.appointmentId,
      patientId: cast.patient.patientId,
      doctorId: cast.doctor.doctorId,
      testTypeId: cd4,
      testTypeName: 'CD4',
      unit: 'cells/mm³',
      normalRange: '500-1500',
      resultValue: '650',
      notes: 'Ổn định',
      patientName: 'Phạm Minh Khang',
      doctorName: 'BS. Nguyễn Văn An',
      bloodType: 'B+',
      appointmentDate: a.appointmentDate,
      appointmentTime: a.appointmentTime,
      isAnonymous: false,
    });
    expect(await statusOf(t.db, a.appointmentId)).toBe('Confirmed');
    // The patient is told there is something new, in words that name neither the test nor the value.
    const [notice] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `result:${res.body.data.testResultId}`));
    expect(notice).toMatchObject({
      toAddress: cast.patient.email,
      subject: clinicalMessages.resultMailSubject,
      textBody: clinicalMessages.resultMailText({ patientName: 'Phạm Minh Khang' }),
    });
  });

  it('accepts patientId, doctorId and testTypeId that match the appointment', async () => {
    const a = await appt({});
    const res = await create(cast.doctor, {
      appointmentId: a.appointmentId,
      patientId: cast.patient.patientId,
      doctorId: cast.doctor.doctorId,
      testTypeId: cd4,
      resultValue: '700',
      notes: null,
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.notes).toBeNull();
  });

  it.each(mismatches(clinicalMessages.testTypeFixed))(
    'refuses a body %s that differs from the appointment (400) and writes nothing',
    async (field, extra, msg) => {
      const a = await appt({});
      const before = await resultCount();
      const res = await create(cast.doctor, { appointmentId: a.appointmentId, resultValue: '1', ...extra() });
      expectFieldError(res, field, msg);
      expect(await resultCount()).toBe(before);
    },
  );

  it('lets a consultation (no test type) record a result with an active type, not an inactive one', async () => {
    const a = await appt({ testTypeId: null });
    const refused = await create(cast.doctor, {
      appointmentId: a.appointmentId,
      resultValue: '1',
      testTypeId: retiredType,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.fieldErrors.testTypeId).toEqual([clinicalMessages.testTypeInactive]);
    const res = await create(cast.doctor, {
      appointmentId: a.appointmentId,
      resultValue: '1200',
      testTypeId: viralLoad,
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({ testTypeId: viralLoad, testTypeName: 'Tải lượng HIV' });
    const plain = await appt({ testTypeId: null });
    const none = await create(cast.doctor, {
      appointmentId: plain.appointmentId,
      resultValue: 'Bình thường',
    });
    expect(none.statusCode).toBe(201);
    expect(none.body.data).toMatchObject({ testTypeId: null, testTypeName: null, unit: null });
  });

  it('answers 404 for another doctor appointment and for an unknown one', async () => {
    const a = await appt({ doctor: cast.otherDoctor });
    expect((await create(cast.doctor, { appointmentId: a.appointmentId, resultValue: '1' })).statusCode).toBe(
      404,
    );
    expect((await create(cast.doctor, { appointmentId: 999999, resultValue: '1' })).statusCode).toBe(404);
    expect(await statusOf(t.db, a.appointmentId)).toBe('Confirmed');
  });

  it('refuses patients, staff, managers and admins (403)', async () => {
    const a = await appt({});
    const before = await resultCount();
    for (const user of [cast.patient, ...Object.values(cast.staffLike)]) {
      expect((await create(user, { appointmentId: a.appointmentId, resultValue: '1' })).statusCode).toBe(403);
    }
    expect(await resultCount()).toBe(before);
  });

  it.each(['Scheduled', 'Cancelled', 'Completed'] as const)(
    'refuses a %s appointment with 409 and a clear message',
    async (status) => {
      const a = await appt({ status });
      const before = await resultCount();
      const res = await create(cast.doctor, { appointmentId: a.appointmentId, resultValue: '1' });
      expectMessage(res, 409, clinicalMessages.resultNeedsConfirmed(APPOINTMENT_STATUS_VI[status]));
      expect(await resultCount()).toBe(before);
      expect(await statusOf(t.db, a.appointmentId)).toBe(status);
    },
  );

  it('refuses a second result (409)', async () => {
    const a = await appt({});
    expect((await create(cast.doctor, { appointmentId: a.appointmentId, resultValue: '1' })).statusCode).toBe(
      201,
    );
    const again = await create(cast.doctor, { appointmentId: a.appointmentId, resultValue: '2' });
    expectMessage(again, 409, clinicalMessages.resultExists);
  });

  it('gives exactly one success to concurrent creations for one appointment', async () => {
    const a = await appt({});
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        create(cast.doctor, { appointmentId: a.appointmentId, resultValue: `${i}` }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    const rows = await t.db.select().from(testResults).where(eq(testResults.appointmentId, a.appointmentId));
    expect(rows).toHaveLength(1);
  });

  it('answers 400 with fieldErrors for a missing or too long value and unknown fields', async () => {
    const a = await appt({});
    const missing = await create(cast.doctor, { appointmentId: a.appointmentId });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.fieldErrors.resultValue).toEqual([clinicalMessages.resultValueRequired]);
    const long = await create(cast.doctor, { appointmentId: a.appointmentId, resultValue: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.body.fieldErrors).toHaveProperty('resultValue');
    const noAppointment = await create(cast.doctor, { resultValue: '1' });
    expect(noAppointment.body.fieldErrors).toHaveProperty('appointmentId');
    const unknown = await create(cast.doctor, {
      appointmentId: a.appointmentId,
      resultValue: '1',
      status: 'Completed',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.fieldErrors).toHaveProperty('status');
  });
});

describe('reading results', () => {
  let mine: { testResultId: number; appointmentId: number };
  let theirs: { testResultId: number; appointmentId: number };
  let otherDoctors: { testResultId: number; appointmentId: number };
  let anonymous: { testResultId: number; appointmentId: number };

  beforeAll(async () => {
    mine = await insertResult(t.db, await appt({}), '512');
    theirs = await insertResult(t.db, await appt({ patient: cast.otherPatient }), '333');
    otherDoctors = await insertResult(t.db, await appt({ doctor: cast.otherDoctor }), '444');
    anonymous = await insertResult(t.db, await appt({ patient: cast.secret, isAnonymous: true }), '999');
  });

  const idsOf = (body: { data: { testResultId: number }[] }) => body.data.map((r) => r.testResultId);

  it('gives a patient only their own results in GetAll', async () => {
    const res = await get(cast.patient, '/api/TestResult/GetAll');
    expect(res.statusCode).toBe(200);
    const ids = idsOf(res.body);
    expect(ids).toEqual(expect.arrayContaining([mine.testResultId, otherDoctors.testResultId]));
    expect(ids).not.toContain(theirs.testResultId);
    expect(ids).not.toContain(anonymous.testResultId);
    expect(res.body.data.every((r: { patientId: number }) => r.patientId === cast.patient.patientId)).toBe(
      true,
    );
  });

  it('answers 404 for a second patient result, by id and by appointment, and keeps it out of their list', async () => {
    expect((await get(cast.otherPatient, `/api/TestResult/GetByID/${mine.testResultId}`)).statusCode).toBe(
      404,
    );
    const byAppointment = await get(
      cast.otherPatient,
      `/api/TestResult/GetByAppointmentId/${mine.appointmentId}`,
    );
    expect(byAppointment.statusCode).toBe(404);
    expect(byAppointment.body.data).toBeNull();
    expect(idsOf((await get(cast.otherPatient, '/api/TestResult/GetAll')).body)).toEqual([
      theirs.testResultId,
    ]);
  });

  it('answers a patient own result by id and by appointment', async () => {
    const byId = await get(cast.patient, `/api/TestResult/GetByID/${mine.testResultId}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.body.data).toMatchObject({ testResultId: mine.testResultId, resultValue: '512' });
    const byAppt = await get(cast.patient, `/api/testresult/getbyappointmentid/${mine.appointmentId}`);
    expect(byAppt.body.data.testResultId).toBe(mine.testResultId);
  });

  it('keeps one doctor away from another doctor results (404, absent from GetAll)', async () => {
    expect((await get(cast.doctor, `/api/TestResult/GetByID/${otherDoctors.testResultId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await get(cast.doctor, `/api/TestResult/GetByAppointmentId/${otherDoctors.appointmentId}`)).statusCode,
    ).toBe(404);
    expect(idsOf((await get(cast.doctor, '/api/TestResult/GetAll')).body)).not.toContain(
      otherDoctors.testResultId,
    );
    expect(idsOf((await get(cast.otherDoctor, '/api/TestResult/GetAll')).body)).toEqual([
      otherDoctors.testResultId,
    ]);
  });

  it.each(['Admin', 'Manager', 'Staff'])('refuses %s on every result call (403)', async (role) => {
    const user = cast.staffLike[role];
    for (const url of [
      '/api/TestResult/GetAll',
      `/api/TestResult/GetByID/${mine.testResultId}`,
      `/api/TestResult/GetByAppointmentId/${mine.appointmentId}`,
    ]) {
      const res = await get(user, url);
      expect(res.statusCode).toBe(403);
      expect(res.body.data).toBeNull();
    }
  });

  it('shows a doctor nothing that identifies the patient of an anonymous appointment', async () => {
    const responses = [
      await get(cast.doctor, `/api/TestResult/GetByID/${anonymous.testResultId}`),
      await get(cast.doctor, `/api/TestResult/GetByAppointmentId/${anonymous.appointmentId}`),
      await get(cast.doctor, '/api/TestResult/GetAll'),
      await get(cast.doctor, '/api/TestResult/GetAll?page=1&pageSize=100'),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBe(200);
      const text = JSON.stringify(res.body);
      for (const value of [
        ...Object.values(cast.secretIdentity),
        'AB-',
        'Dị ứng penicillin',
        cast.secret.username,
      ]) {
        expect(text).not.toContain(value);
      }
      expect(text).not.toContain(`"patientId":${cast.secret.patientId}`);
    }
    expect(responses[0]?.body.data).toMatchObject({
      patientName: appointmentMessages.anonymousName,
      patientId: null,
      bloodType: null,
      specialNotes: null,
      isAnonymous: true,
      resultValue: '999',
    });
  });

  it('never lets a doctor find an anonymous patient by searching their name', async () => {
    const res = await get(cast.doctor, `/api/TestResult/GetAll?search=${encodeURIComponent('Bí Mật')}`);
    expect(res.body.data).toEqual([]);
    const byLabel = await get(cast.doctor, `/api/TestResult/GetAll?search=${encodeURIComponent('ẩn danh')}`);
    expect(idsOf(byLabel.body)).toEqual([anonymous.testResultId]);
  });

  it('shows the patient their own anonymous booking with their name and notes', async () => {
    const res = await get(cast.secret, `/api/TestResult/GetByAppointmentId/${anonymous.appointmentId}`);
    expect(res.body.data).toMatchObject({
      patientName: cast.secretIdentity.fullName,
      patientId: cast.secret.patientId,
      bloodType: 'AB-',
      specialNotes: 'Dị ứng penicillin',
    });
  });

  it('pages and searches, with meta', async () => {
    const all = await get(cast.doctor, '/api/TestResult/GetAll');
    const total = all.body.data.length;
    expect(all.body.meta).toBeUndefined();
    const page = await get(cast.doctor, '/api/TestResult/GetAll?page=2&pageSize=2');
    expect(page.body.meta).toEqual({ page: 2, pageSize: 2, total });
    expect(idsOf(page.body)).toEqual(idsOf(all.body).slice(2, 4));
    const search = await get(cast.doctor, '/api/TestResult/GetAll?search=512');
    expect(idsOf(search.body)).toEqual([mine.testResultId]);
    const byType = await get(cast.doctor, `/api/TestResult/GetAll?search=${encodeURIComponent('tải lượng')}`);
    expect(byType.body.data.every((r: { testTypeName: string }) => r.testTypeName === 'Tải lượng HIV')).toBe(
      true,
    );
    expect(byType.body.data.length).toBeGreaterThan(0);
    const bad = await get(cast.doctor, '/api/TestResult/GetAll?pageSize=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('pageSize');
  });

  it("keeps a patient's page until a result of theirs is recorded or changed, another patient's aside", async () => {
    const page = async (user: CreatedUser) =>
      idsOf((await get(user, '/api/TestResult/GetAll?page=1&pageSize=100')).body);
    const before = await page(cast.patient);
    const others = await page(cast.otherPatient);
    const recorded = await insertResult(t.db, await appt({}), '720');
    const after = await page(cast.patient);
    expect(after).toContain(recorded.testResultId);
    expect(after).toHaveLength(before.length + 1);
    expect(await page(cast.otherPatient)).toEqual(others);
    await t.db
      .update(testResults)
      .set({ resultValue: '730' })
      .where(eq(testResults.testResultId, recorded.testResultId));
    const changed = (await get(cast.patient, '/api/TestResult/GetAll?page=1&pageSize=100')).body.data.find(
      (r: { testResultId: number }) => r.testResultId === recorded.testResultId,
    );
    expect(changed.resultValue).toBe('730');
  });

  it('needs a token', async () => {
    expect((await get(undefined, '/api/TestResult/GetAll')).statusCode).toBe(401);
  });
});

describe('PUT /api/TestResult/Update', () => {
  const update = (user: CreatedUser | undefined, payload: object) =>
    t.call({ method: 'PUT', url: '/api/TestResult/Update', token: user?.token, payload });
  const resultRows = () => t.db.select().from(testResults).orderBy(testResults.testResultId);
  const rowOf = async (id: number) =>
    (await t.db.select().from(testResults).where(eq(testResults.testResultId, id)))[0];

  /** The result as the management screen loaded it, with the fields the update form sends back. */
  async function loaded(o: Parameters<typeof appt>[0] = {}) {
    const row = await insertResult(t.db, await appt(o), '420');
    return {
      testResultId: row.testResultId,
      appointmentId: row.appointmentId,
      patientId: row.patientId as number | null,
      doctorId: row.doctorId,
      testTypeId: row.testTypeId,
      resultValue: row.resultValue,
      notes: row.notes as string | null,
    };
  }

  it('changes only the value and the notes, and answers the result', async () => {
    const body = await loaded();
    const res = await update(cast.doctor, {
      ...body,
      resultValue: ' 780 ',
      notes: ' Tăng so với lần trước ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: true,
      message: 'Cập nhật kết quả xét nghiệm thành công',
    });
    expect(res.body.data).toMatchObject({
      testResultId: body.testResultId,
      appointmentId: body.appointmentId,
      patientId: cast.patient.patientId,
      doctorId: cast.doctor.doctorId,
      testTypeId: cd4,
      testTypeName: 'CD4',
      resultValue: '780',
      notes: 'Tăng so với lần trước',
    });
    expect(await rowOf(body.testResultId)).toMatchObject({
      resultValue: '780',
      notes: 'Tăng so với lần trước',
      appointmentId: body.appointmentId,
      patientId: cast.patient.patientId,
      doctorId: cast.doctor.doctorId,
      testTypeId: cd4,
    });
    const read = await get(cast.doctor, `/api/TestResult/GetByID/${body.testResultId}`);
    expect(read.body.data.resultValue).toBe('780');
    const asPatient = await get(cast.patient, `/api/TestResult/GetByID/${body.testResultId}`);
    expect(asPatient.body.data).toMatchObject({ resultValue: '780', notes: 'Tăng so với lần trước' });
  });

  it('clears the notes with null or empty text, keeps them when not sent', async () => {
    const body = await loaded();
    const { notes: _, ...withoutNotes } = body;
    expect((await update(cast.doctor, { ...withoutNotes, resultValue: '1' })).statusCode).toBe(200);
    expect((await rowOf(body.testResultId))?.notes).toBe('Ổn định');
    expect((await update(cast.doctor, { ...body, notes: '' })).statusCode).toBe(200);
    expect((await rowOf(body.testResultId))?.notes).toBeNull();
  });

  it('accepts the minimal body (id, appointment, value) and null for the identity fields', async () => {
    const body = await loaded();
    const res = await update(cast.doctor, {
      testResultId: body.testResultId,
      appointmentId: body.appointmentId,
      patientId: null,
      doctorId: null,
      testTypeId: null,
      resultValue: '900',
    });
    expect(res.statusCode).toBe(200);
    expect(await rowOf(body.testResultId)).toMatchObject({ resultValue: '900', testTypeId: cd4 });
  });

  it('updates a result of an anonymous appointment as loaded (patientId null), without revealing anyone', async () => {
    const a = await appt({ patient: cast.secret, isAnonymous: true });
    const row = await insertResult(t.db, a, '10');
    const shown = (await get(cast.doctor, `/api/TestResult/GetByID/${row.testResultId}`)).body.data;
    const res = await update(cast.doctor, {
      testResultId: shown.testResultId,
      appointmentId: shown.appointmentId,
      patientId: shown.patientId,
      doctorId: shown.doctorId,
      testTypeId: shown.testTypeId,
      resultValue: '20',
      notes: shown.notes,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ patientId: null, patientName: appointmentMessages.anonymousName });
    expect(JSON.stringify(res.body)).not.toContain(cast.secretIdentity.fullName);
    // Guessing the patient must not be confirmed: the right id and a wrong one get the same refusal.
    const right = await update(cast.doctor, {
      ...shown,
      resultValue: '30',
      patientId: cast.secret.patientId,
    });
    const wrong = await update(cast.doctor, {
      ...shown,
      resultValue: '30',
      patientId: cast.patient.patientId,
    });
    expect(right.statusCode).toBe(400);
    expect(right.body).toEqual(wrong.body);
    expect((await rowOf(row.testResultId))?.resultValue).toBe('20');
  });

  it.each([
    ...refusedValues('resultValue', ['', '   ', undefined, null], 'Vui lòng nhập kết quả xét nghiệm'),
    ...refusedValues('appointmentId', [undefined], clinicalMessages.appointmentRequired),
    ...refusedValues('testResultId', [undefined], clinicalMessages.testResultRequired),
  ])('answers 400 on %s for %j and writes nothing', async (field, override, message) => {
    const body = await loaded();
    const before = await resultRows();
    const res = await update(cast.doctor, { ...body, ...override });
    expectFieldErrors(res, { [field]: [message] });
    expect(await resultRows()).toEqual(before);
  });

  it('refuses unknown and too long fields (400)', async () => {
    const body = await loaded();
    const before = await resultRows();
    const unknown = await update(cast.doctor, { ...body, diagnosis: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.fieldErrors).toHaveProperty('diagnosis');
    const long = await update(cast.doctor, { ...body, resultValue: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.body.fieldErrors).toHaveProperty('resultValue');
    expect(await resultRows()).toEqual(before);
  });

  it.each(mismatches(clinicalMessages.resultTestTypeMismatch))(
    'refuses a body %s that differs from the result (400) and writes nothing',
    async (field, extra, message) => {
      const body = await loaded();
      const before = await resultRows();
      const res = await update(cast.doctor, { ...body, resultValue: '1', ...extra() });
      expectFieldErrors(res, { [field]: [message] });
      expect(await resultRows()).toEqual(before);
    },
  );

  it('answers 404 for a result of another doctor or an unknown one, writing nothing', async () => {
    const theirs = await loaded({ doctor: cast.otherDoctor });
    const before = await resultRows();
    const res = await update(cast.doctor, { ...theirs, resultValue: '1' });
    expectMessage(res, 404, clinicalMessages.resultNotFound);
    const unknown = await update(cast.doctor, { ...theirs, testResultId: 999_999, resultValue: '1' });
    expect(unknown.statusCode).toBe(404);
    expect(await resultRows()).toEqual(before);
    expect((await update(cast.otherDoctor, { ...theirs, resultValue: '2' })).statusCode).toBe(200);
  });

  it("answers 404 'Không tìm thấy thông tin cuộc hẹn' for an appointment that is missing or not the doctor's", async () => {
    const body = await loaded();
    const foreign = await appt({ doctor: cast.otherDoctor });
    await insertResult(t.db, foreign, '5');
    const before = await resultRows();
    for (const appointmentId of [999_999, foreign.appointmentId]) {
      const res = await update(cast.doctor, { ...body, appointmentId, resultValue: '1' });
      expectMessage(res, 404, 'Không tìm thấy thông tin cuộc hẹn');
    }
    expect(await resultRows()).toEqual(before);
  });

  it("answers 409 'Cuộc hẹn này đã có kết quả xét nghiệm khác' for an appointment holding another result", async () => {
    const body = await loaded();
    const other = await loaded();
    const before = await resultRows();
    const res = await update(cast.doctor, { ...body, appointmentId: other.appointmentId, resultValue: '1' });
    expectMessage(res, 409, 'Cuộc hẹn này đã có kết quả xét nghiệm khác');
    expect(await resultRows()).toEqual(before);
  });

  it('refuses moving a result to another own appointment without a result (400)', async () => {
    const body = await loaded();
    const empty = await appt({});
    const before = await resultRows();
    const res = await update(cast.doctor, { ...body, appointmentId: empty.appointmentId, resultValue: '1' });
    expectFieldErrors(res, { appointmentId: [clinicalMessages.resultAppointmentFixed] });
    expect(await resultRows()).toEqual(before);
  });

  it('allows only doctors: every other role 403, no token 401, nothing written', async () => {
    const body = await loaded();
    const others = { Patient: cast.patient, ...cast.staffLike };
    const before = await resultRows();
    expect((await update(undefined, { ...body, resultValue: '1' })).statusCode).toBe(401);
    for (const role of ROLES.filter((r) => r !== 'Doctor')) {
      const res = await update(others[role as keyof typeof others], { ...body, resultValue: '1' });
      expect([role, res.statusCode]).toEqual([role, 403]);
    }
    expect(await resultRows()).toEqual(before);
    expect((await update(cast.doctor, { ...body, resultValue: '1' })).statusCode).toBe(200);
  });
});

describe('permissions of the test-result calls', () => {
  it.each([
    { method: 'GET' as const, url: '/api/TestResult/GetAll', allowed: ['Patient', 'Doctor'], expected: 200 },
    {
      method: 'GET' as const,
      url: '/api/TestResult/GetByID/999999',
      allowed: ['Patient', 'Doctor'],
      expected: 404,
    },
    {
      method: 'GET' as const,
      url: '/api/TestResult/GetByAppointmentId/999999',
      allowed: ['Patient', 'Doctor'],
      expected: 404,
    },
    { method: 'POST' as const, url: '/api/TestResult/Create', allowed: ['Doctor'], expected: 400 },
    { method: 'PUT' as const, url: '/api/TestResult/Update', allowed: ['Doctor'], expected: 400 },
  ])('$method $url', async ({ method, url, allowed, expected }) => {
    const payload = method === 'GET' ? undefined : {};
    const byRole = { Patient: cast.patient, Doctor: cast.doctor, ...cast.staffLike } as RoleUsers;
    await expectOnlyRoles(t, byRole, { method, url, payload }, allowed, expected);
  });
});
