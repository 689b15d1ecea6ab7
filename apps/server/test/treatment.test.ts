import { appointmentMessages, clinicalMessages } from '@clinic/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { treatments } from '../src/db/schema.js';
import {
  daysFromToday,
  insertComponent,
  insertRegimen,
  insertTestType,
  insertTreatment,
  outboxRows,
  resultOf,
  statusOf,
  updatePatient,
  useAppWithCast,
} from './helpers/clinical.js';
import { expectMessage } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';

const { t, cast } = useAppWithCast({
  patient: { email: 'khang.pm@example.com' },
  secretNotes: 'Viêm gan B mạn',
});
let cd4: number;
let tld: number;
let twoDrugs: number;
let retired: number;

beforeAll(async () => {
  await updatePatient(t.db, cast.patient, { specialNotes: 'Dị ứng sulfamid' });
  cd4 = (await insertTestType(t.db)).testTypeId;
  const tdf = (await insertComponent(t.db, { componentName: 'TDF 300 mg' })).componentId;
  const lam = (await insertComponent(t.db, { componentName: '3TC 300 mg' })).componentId;
  const dtg = (await insertComponent(t.db, { componentName: 'DTG 50 mg' })).componentId;
  tld = (
    await insertRegimen(t.db, [tdf, lam, dtg], {
      regimenName: 'TDF + 3TC + DTG (TLD)',
      usageInstructions: 'Uống 1 viên mỗi sáng, cùng giờ mỗi ngày',
    })
  ).regimenId;
  twoDrugs = (await insertRegimen(t.db, [tdf, lam], { regimenName: 'Hai thành phần', frequency: 2 }))
    .regimenId;
  retired = (await insertRegimen(t.db, [tdf, lam], { regimenName: 'Đã ngừng', isActive: false })).regimenId;
});

/** A Confirmed test appointment of `doctor` with its result: the state in which a treatment is prescribed. */
async function readyResult(o: { patient?: CreatedUser; doctor?: CreatedUser; isAnonymous?: boolean } = {}) {
  const result = await resultOf(t.db, o.patient ?? cast.patient, o.doctor ?? cast.doctor, {
    testTypeId: cd4,
    isAnonymous: o.isAnonymous,
  });
  return { appointmentId: result.appointmentId, testResultId: result.testResultId };
}

const body = (testResultId: number, o: Record<string, unknown> = {}) => ({
  testResultId,
  regimenId: tld,
  startDate: daysFromToday(1),
  endDate: daysFromToday(91),
  notes: 'Tái khám sau 3 tháng',
  ...o,
});
const create = (user: CreatedUser | undefined, payload: object) =>
  t.call({ method: 'POST', url: '/api/Treatment/Create', token: user?.token, payload });
const sendMail = (user: CreatedUser | undefined, treatmentId: unknown) =>
  t.call({
    method: 'POST',
    url: '/api/Email/SendTreatmentCreatedEmail',
    token: user?.token,
    payload: { treatmentId },
  });
const getAll = (user: CreatedUser | undefined, query = '') =>
  t.get(`/api/Treatment/GetAll${query}`, user?.token);
const treatmentCount = async () => (await t.db.select().from(treatments)).length;

/** Nothing at all was written: no treatment, the appointment untouched, no mail queued. */
async function expectNothingWritten(appointmentId: number, before: { treatments: number; outbox: number }) {
  expect(await treatmentCount()).toBe(before.treatments);
  expect((await outboxRows(t.db)).length).toBe(before.outbox);
  expect(await statusOf(t.db, appointmentId)).toBe('Confirmed');
}
const snapshot = async () => ({
  treatments: await treatmentCount(),
  outbox: (await outboxRows(t.db)).length,
});

describe('POST /api/Treatment/Create', () => {
  it('creates the treatment, completes the appointment and queues exactly one e-mail, which arrives', async () => {
    const { appointmentId, testResultId } = await readyResult();
    const before = await snapshot();
    const res = await create(cast.doctor, body(testResultId));
    expect(res.statusCode).toBe(201);
    const { treatmentId } = res.body.data;
    expect(res.body.data).toEqual({ id: treatmentId, treatmentId, appointmentId });
    expect(await statusOf(t.db, appointmentId)).toBe('Completed');

    const outbox = await outboxRows(t.db);
    expect(outbox).toHaveLength(before.outbox + 1);
    const row = outbox.find((m) => m.dedupeKey === `treatment:${treatmentId}`);
    expect(row).toMatchObject({ toAddress: 'khang.pm@example.com', status: 'pending' });
    expect(row?.subject).toBe(clinicalMessages.treatmentMailSubject);
    expect(row?.subject).not.toMatch(/hiv/i);
    const [stored] = await t.db.select().from(treatments).where(eq(treatments.treatmentId, treatmentId));
    expect(stored?.notifiedAt).not.toBeNull();
    expect(stored).toMatchObject({ regimenId: tld, startDate: daysFromToday(1), endDate: daysFromToday(91) });

    await t.app.ctx.mail.flush();
    const mail = await t.smtp.waitFor((m) => m.to.includes('khang.pm@example.com'));
    expect(mail.subject).toBe(clinicalMessages.treatmentMailSubject);
    // Read after login, never in the mail: the regimen, its drugs, its instructions, the doctor.
    expect(mail.text).toContain('đăng nhập');
    for (const part of [
      'TDF + 3TC + DTG (TLD)',
      'TLD',
      'Uống 1 viên mỗi sáng, cùng giờ mỗi ngày',
      'BS. Nguyễn Văn An',
    ]) {
      expect(mail.text).not.toContain(part);
    }
  });

  it('refuses patients, staff, managers and admins (403) and writes nothing', async () => {
    const { appointmentId, testResultId } = await readyResult();
    const before = await snapshot();
    for (const user of [cast.patient, ...Object.values(cast.staffLike)]) {
      expect((await create(user, body(testResultId))).statusCode).toBe(403);
    }
    await expectNothingWritten(appointmentId, before);
  });

  it("answers 404 for another doctor's result and for an unknown one, writing nothing", async () => {
    const { appointmentId, testResultId } = await readyResult({ doctor: cast.otherDoctor });
    const before = await snapshot();
    const res = await create(cast.doctor, body(testResultId));
    expectMessage(res, 404, clinicalMessages.resultNotFound);
    expect((await create(cast.doctor, body(999999))).statusCode).toBe(404);
    await expectNothingWritten(appointmentId, before);
  });

  it('refuses an inactive regimen (400) and an unknown one (404), writing nothing', async () => {
    const { appointmentId, testResultId } = await readyResult();
    const before = await snapshot();
    const inactive = await create(cast.doctor, body(testResultId, { regimenId: retired }));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.body.fieldErrors.regimenId).toEqual([clinicalMessages.regimenInactive]);
    const unknown = await create(cast.doctor, body(testResultId, { regimenId: 999999 }));
    expectMessage(unknown, 404, clinicalMessages.regimenNotFound);
    await expectNothingWritten(appointmentId, before);
  });

  it('refuses dates out of order or a start before today (400), writing nothing', async () => {
    const { appointmentId, testResultId } = await readyResult();
    const before = await snapshot();
    const endFirst = await create(
      cast.doctor,
      body(testResultId, { startDate: daysFromToday(10), endDate: daysFromToday(5) }),
    );
    expect(endFirst.statusCode).toBe(400);
    expect(endFirst.body.fieldErrors.endDate).toEqual([clinicalMessages.endAfterStart]);
    const sameDay = await create(
      cast.doctor,
      body(testResultId, { startDate: daysFromToday(3), endDate: daysFromToday(3) }),
    );
    expect(sameDay.body.fieldErrors.endDate).toEqual([clinicalMessages.endAfterStart]);
    const yesterday = await create(cast.doctor, body(testResultId, { startDate: daysFromToday(-1) }));
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.body.fieldErrors.startDate).toEqual([clinicalMessages.startBeforeToday]);
    const malformed = await create(
      cast.doctor,
      body(testResultId, { startDate: '31/12/2031', regimenId: 'x' }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.body.fieldErrors).sort()).toEqual(['regimenId', 'startDate']);
    const missing = await create(cast.doctor, { testResultId });
    expect(Object.keys(missing.body.fieldErrors).sort()).toEqual(['endDate', 'regimenId', 'startDate']);
    await expectNothingWritten(appointmentId, before);
  });

  it('starts a treatment today: same-day ART', async () => {
    const { testResultId } = await readyResult();
    const res = await create(cast.doctor, body(testResultId, { startDate: daysFromToday(0) }));
    expect(res.statusCode).toBe(201);
    const [stored] = await t.db
      .select({ startDate: treatments.startDate })
      .from(treatments)
      .where(eq(treatments.treatmentId, res.body.data.treatmentId));
    expect(stored?.startDate).toBe(daysFromToday(0));
  });

  it('refuses a result that already has a treatment (409)', async () => {
    const { testResultId } = await readyResult();
    expect((await create(cast.doctor, body(testResultId))).statusCode).toBe(201);
    const before = await snapshot();
    const again = await create(cast.doctor, body(testResultId, { regimenId: twoDrugs }));
    expectMessage(again, 409, clinicalMessages.treatmentExists);
    expect(await snapshot()).toEqual(before);
  });

  it.each(['Scheduled', 'Cancelled'] as const)(
    'refuses a result whose appointment is %s (409), writing nothing',
    async (status) => {
      const { appointmentId, testResultId } = await readyResult();
      await t.db.execute(
        sql`update appointments set status = ${status} where appointment_id = ${appointmentId}`,
      );
      const before = await snapshot();
      const res = await create(cast.doctor, body(testResultId));
      expect(res.statusCode).toBe(409);
      expect(res.body.message).toMatch(/^Chỉ có thể kê phác đồ/);
      expect(await snapshot()).toEqual(before);
      expect(await statusOf(t.db, appointmentId)).toBe(status);
    },
  );

  it('gives exactly one success to concurrent prescriptions for one result', async () => {
    const { testResultId } = await readyResult();
    const before = await snapshot();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => create(cast.doctor, body(testResultId))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await snapshot()).toEqual({ treatments: before.treatments + 1, outbox: before.outbox + 1 });
  });

  it('rolls everything back when the last step (queueing the mail) fails inside the transaction', async () => {
    // A real database failure, not a test seam: a trigger makes every outbox insert raise. The treatment row
    // and the appointment update have already been executed in the transaction by then.
    await t.db.execute(sql`create function test_fail_outbox() returns trigger language plpgsql as $$
      begin raise exception 'outbox unavailable'; end $$`);
    await t.db.execute(sql`create trigger test_fail_outbox before insert on email_outbox
      for each row execute function test_fail_outbox()`);
    const { appointmentId, testResultId } = await readyResult();
    const before = await snapshot();
    try {
      const res = await create(cast.doctor, body(testResultId));
      expect(res.statusCode).toBe(500);
      expect(res.body).toMatchObject({ status: false, statusCode: 500, data: null });
      expect(JSON.stringify(res.body)).not.toContain('outbox unavailable');
      await expectNothingWritten(appointmentId, before);
    } finally {
      await t.db.execute(sql`drop trigger test_fail_outbox on email_outbox`);
      await t.db.execute(sql`drop function test_fail_outbox()`);
    }
    // The same request succeeds once the outbox works again: the failure left nothing half-done behind.
    const retry = await create(cast.doctor, body(testResultId));
    expect(retry.statusCode).toBe(201);
    expect(await statusOf(t.db, appointmentId)).toBe('Completed');
    expect(await snapshot()).toEqual({ treatments: before.treatments + 1, outbox: before.outbox + 1 });
  });
});

describe('POST /api/Email/SendTreatmentCreatedEmail', () => {
  it('never queues a second mail for a treatment created through the API', async () => {
    const { testResultId } = await readyResult({ patient: cast.otherPatient });
    const { treatmentId } = (await create(cast.doctor, body(testResultId))).body.data;
    const first = await sendMail(cast.doctor, treatmentId);
    const second = await sendMail(cast.doctor, treatmentId);
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toEqual({ treatmentId, queued: false });
    }
    const rows = (await outboxRows(t.db)).filter((m) => m.dedupeKey === `treatment:${treatmentId}`);
    expect(rows).toHaveLength(1);
  });

  it('queues the mail once for a treatment that was never notified, then answers 200 without a second', async () => {
    const { testResultId } = await readyResult();
    const treatment = await insertTreatment(t.db, testResultId, twoDrugs);
    const first = await sendMail(cast.doctor, treatment.treatmentId);
    expect(first.statusCode).toBe(200);
    expect(first.body.data.queued).toBe(true);
    expect(first.body.message).toBe(clinicalMessages.treatmentMailQueued);
    const second = await sendMail(cast.doctor, treatment.treatmentId);
    expect(second.statusCode).toBe(200);
    expect(second.body.data.queued).toBe(false);
    const key = `treatment:${treatment.treatmentId}`;
    expect((await outboxRows(t.db)).filter((m) => m.dedupeKey === key)).toHaveLength(1);
  });

  it("answers 404 for another doctor's treatment or an unknown one, 403 for other roles", async () => {
    const { testResultId } = await readyResult();
    const treatment = await insertTreatment(t.db, testResultId, tld);
    const before = (await outboxRows(t.db)).length;
    expect((await sendMail(cast.otherDoctor, treatment.treatmentId)).statusCode).toBe(404);
    expect((await sendMail(cast.doctor, 999999)).statusCode).toBe(404);
    for (const user of [cast.patient, ...Object.values(cast.staffLike)]) {
      expect((await sendMail(user, treatment.treatmentId)).statusCode).toBe(403);
    }
    expect((await sendMail(cast.doctor, 'abc')).statusCode).toBe(400);
    expect((await outboxRows(t.db)).length).toBe(before);
  });
});

describe('GET /api/Treatment/GetAll', () => {
  let mine: { treatmentId: number; appointmentId: number };
  let theirs: { treatmentId: number };
  let otherDoctors: { treatmentId: number };
  let anonymous: { treatmentId: number; appointmentId: number };

  beforeAll(async () => {
    const prescribe = async (o: Parameters<typeof readyResult>[0], regimenId: number) => {
      const r = await readyResult(o);
      const treatment = await insertTreatment(t.db, r.testResultId, regimenId);
      return { treatmentId: treatment.treatmentId, appointmentId: r.appointmentId };
    };
    mine = await prescribe({}, twoDrugs);
    theirs = await prescribe({ patient: cast.otherPatient }, tld);
    otherDoctors = await prescribe({ doctor: cast.otherDoctor }, tld);
    anonymous = await prescribe({ patient: cast.secret, isAnonymous: true }, tld);
  });

  const idsOf = (b: { data: { treatmentId: number }[] }) => b.data.map((x) => x.treatmentId);

  it('gives a patient only their own treatments, with the fields of the original API', async () => {
    const res = await getAll(cast.patient);
    expect(res.statusCode).toBe(200);
    const ids = idsOf(res.body);
    expect(ids).toEqual(expect.arrayContaining([mine.treatmentId, otherDoctors.treatmentId]));
    expect(ids).not.toContain(theirs.treatmentId);
    expect(ids).not.toContain(anonymous.treatmentId);
    const item = res.body.data.find((x: { treatmentId: number }) => x.treatmentId === mine.treatmentId);
    expect(item).toEqual({
      treatmentId: mine.treatmentId,
      testResultId: expect.any(Number),
      appointmentId: mine.appointmentId,
      regimenId: twoDrugs,
      regimenName: 'Hai thành phần',
      description: 'Phác đồ bậc một ưu tiên',
      startDate: '2031-02-01',
      endDate: '2031-05-01',
      doctorName: 'BS. Nguyễn Văn An',
      patientName: 'Phạm Minh Khang',
      component1Name: 'TDF 300 mg',
      component2Name: '3TC 300 mg',
      component3Name: null,
      component4Name: null,
      usageInstructions: 'Uống 1 viên mỗi sáng',
      sideEffects: 'Mất ngủ, đau đầu',
      frequency: 2,
      notes: null,
      specialNotes: 'Dị ứng sulfamid',
      safetyFindings: null,
      acknowledgedRuleIds: [],
      overrideReason: null,
      switchReason: null,
      switchReasonText: null,
      // No days dispensed stored and no refill: 89 days of treatment read as 90 days from the start.
      daysDispensed: 90,
      runOutDate: '2031-05-02',
      refillDueDate: '2031-04-25',
    });
  });

  it("keeps a second patient's treatment out of the list", async () => {
    const ids = idsOf((await getAll(cast.otherPatient)).body);
    expect(ids).toContain(theirs.treatmentId);
    expect(ids).not.toContain(mine.treatmentId);
  });

  it("keeps another doctor's treatments out of a doctor's list", async () => {
    const ids = idsOf((await getAll(cast.doctor)).body);
    expect(ids).toContain(mine.treatmentId);
    expect(ids).not.toContain(otherDoctors.treatmentId);
    expect(idsOf((await getAll(cast.otherDoctor)).body)).toEqual([otherDoctors.treatmentId]);
  });

  it.each(['Admin', 'Manager', 'Staff'])('refuses %s (403)', async (role) => {
    const res = await getAll(cast.staffLike[role]);
    expect(res.statusCode).toBe(403);
    expect(res.body.data).toBeNull();
  });

  it('shows a doctor nothing that identifies the patient of an anonymous appointment', async () => {
    for (const query of ['', '?page=1&pageSize=100']) {
      const res = await getAll(cast.doctor, query);
      const text = JSON.stringify(res.body);
      for (const value of [...Object.values(cast.secretIdentity), 'Viêm gan B mạn', cast.secret.username]) {
        expect(text).not.toContain(value);
      }
      expect(text).not.toContain(`"patientId":${cast.secret.patientId}`);
      const item = res.body.data.find(
        (x: { treatmentId: number }) => x.treatmentId === anonymous.treatmentId,
      );
      expect(item).toMatchObject({ patientName: appointmentMessages.anonymousName, specialNotes: null });
    }
    const search = await getAll(cast.doctor, `?search=${encodeURIComponent('Bí Mật')}`);
    expect(search.body.data).toEqual([]);
  });

  it('shows the patient their own anonymous treatment with their name', async () => {
    const res = await getAll(cast.secret);
    expect(res.body.data).toMatchObject([
      {
        treatmentId: anonymous.treatmentId,
        patientName: cast.secretIdentity.fullName,
        specialNotes: 'Viêm gan B mạn',
      },
    ]);
  });

  it('pages with meta', async () => {
    const all = await getAll(cast.doctor);
    const page = await getAll(cast.doctor, '?page=1&pageSize=1');
    expect(page.body.meta).toEqual({ page: 1, pageSize: 1, total: all.body.data.length });
    expect(idsOf(page.body)).toEqual(idsOf(all.body).slice(0, 1));
  });
});
