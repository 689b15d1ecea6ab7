import {
  ageInYears,
  creatinineClearance,
  MISSING_INPUT_MESSAGES,
  MISSING_INPUT_RULE_ID,
  messages,
  prescribingMessages,
} from '@clinic/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, arvComponents, patients, patientWeights, treatments } from '../src/db/schema.js';
import { TWO_DOCTORS, useAppWithEveryRole, useCast } from './helpers/build.js';
import {
  datedResult,
  daysFromToday,
  insertComponent,
  insertRegimen,
  insertTestType,
  insertTldComponent,
  insertTreatment,
  resultOf,
  statusOf,
} from './helpers/clinical.js';
import { expectFieldError, expectMessage, expectOnlyRoles } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';

/**
 * Prescribing safety through the API: the regimen check for a patient (CheckRegimen), the patient's
 * co-medications and weights, and Treatment/Create refusing (409) a regimen with an unacknowledged WARN or a BLOCK
 * without an override reason, storing what was acknowledged, and recording why a regimen changed.
 */

const { t, users } = useAppWithEveryRole();
const KIDNEY_BIRTH = '1966-06-15';
const people = useCast(t, {
  ...TWO_DOCTORS,
  kidney: ['Patient', { fullName: 'Lê Thị Thận', dateOfBirth: KIDNEY_BIRTH, gender: 'Female' }],
  noWeight: ['Patient', { fullName: 'Phan Văn Nhẹ', dateOfBirth: '1990-03-01' }],
  anonymousOnly: ['Patient', { fullName: 'Hồ Bí Ẩn' }],
  switcher: ['Patient', { fullName: 'Đỗ Văn Đổi', dateOfBirth: '1985-05-05' }],
});
const ids = {} as Record<
  | 'tld'
  | 'tdf'
  | 'taf'
  | 'lam'
  | 'dtg'
  | 'bare'
  | 'cd4'
  | 'creatinine'
  | 'tldRegimen'
  | 'singles'
  | 'tafRegimen',
  number
>;
const KIDNEY_WEIGHT = 50;
/** µmol/L: a clearance of about 40 mL/min, where S15 blocks TLD and warns on single TDF. */
const KIDNEY_CREATININE = 104;

/** A creatinine result of the patient by the doctor on a completed appointment `daysAgo` days before today. */
const creatinineResult = (
  patient: CreatedUser,
  doctor: CreatedUser,
  daysAgo: number,
  text: string,
  isAnonymous = false,
) =>
  datedResult(t.db, patient, doctor, {
    testTypeId: ids.creatinine,
    daysAgo,
    text,
    numericKind: 'creatinine',
    isAnonymous,
  });

/** A Confirmed CD4 appointment with its result: ready for a treatment. */
async function resultToTreat(patient: CreatedUser, doctor: CreatedUser, isAnonymous = false) {
  return resultOf(t.db, patient, doctor, { testTypeId: ids.cd4, isAnonymous });
}

const check = (token: string, patient: CreatedUser, componentIds: number[]) =>
  t.call({
    method: 'POST',
    url: '/api/Clinical/CheckRegimen',
    token,
    payload: { patientId: patient.patientId, componentIds },
  });

const prescribe = (token: string, payload: Record<string, unknown>) =>
  t.call({
    method: 'POST',
    url: '/api/Treatment/Create',
    token,
    payload: { startDate: daysFromToday(1), endDate: daysFromToday(90), ...payload },
  });

/** The doctor prescribes `regimenId` on a new result of the patient (resultToTreat), with the rest of the body. */
async function prescribeOnNewResult(
  patient: CreatedUser,
  regimenId: number,
  body: Record<string, unknown> = {},
) {
  const result = await resultToTreat(patient, people.doctor);
  return prescribe(people.doctor.token, { testResultId: result.testResultId, regimenId, ...body });
}

async function treatmentCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(treatments);
  return row?.n ?? 0;
}

/** The treatment row a successful Treatment/Create answered with. */
async function storedTreatment(res: { body: { data: { treatmentId: number } } }) {
  const [row] = await t.db
    .select()
    .from(treatments)
    .where(eq(treatments.treatmentId, res.body.data.treatmentId));
  return row;
}

const ruleIds = (findings: { ruleId: string; severity: string }[], severity: string) =>
  findings.filter((f) => f.severity === severity).map((f) => f.ruleId);

beforeAll(async () => {
  ids.tld = (await insertTldComponent(t.db)).componentId;
  ids.tdf = (await insertComponent(t.db, { ingredients: [{ code: 'TDF', strengthMg: 300 }] })).componentId;
  ids.taf = (
    await insertComponent(t.db, {
      componentName: 'TAF 25 mg',
      ingredients: [{ code: 'TAF', strengthMg: 25 }],
    })
  ).componentId;
  ids.lam = (
    await insertComponent(t.db, {
      componentName: '3TC 300 mg',
      ingredients: [{ code: '3TC', strengthMg: 300 }],
    })
  ).componentId;
  ids.dtg = (
    await insertComponent(t.db, {
      componentName: 'DTG 50 mg',
      ingredients: [{ code: 'DTG', strengthMg: 50 }],
    })
  ).componentId;
  ids.bare = (await insertComponent(t.db, { componentName: 'Thuốc không rõ hoạt chất' })).componentId;
  ids.tldRegimen = (await insertRegimen(t.db, [ids.tld], { regimenName: 'TLD viên phối hợp' })).regimenId;
  ids.singles = (
    await insertRegimen(t.db, [ids.tdf, ids.lam, ids.dtg], { regimenName: 'TDF + 3TC + DTG' })
  ).regimenId;
  ids.tafRegimen = (
    await insertRegimen(t.db, [ids.taf, ids.lam, ids.dtg], { regimenName: 'TAF + 3TC + DTG' })
  ).regimenId;
  ids.cd4 = (await insertTestType(t.db, { testTypeName: 'CD4', kind: 'cd4' })).testTypeId;
  ids.creatinine = (
    await insertTestType(t.db, { testTypeName: 'Cr', unit: 'µmol/L', kind: 'creatinine' })
  ).testTypeId;

  // The kidney patient: a creatinine of 104 µmol/L 20 days ago, and a normal one (60) more recently but in an
  // anonymous appointment, which the doctor must never use.
  await creatinineResult(people.kidney, people.doctor, 20, String(KIDNEY_CREATININE));
  await creatinineResult(people.kidney, people.doctor, 5, '60', true);
  await t.db.insert(patientWeights).values({
    patientId: people.kidney.patientId as number,
    doctorId: people.doctor.doctorId as number,
    measuredOn: daysFromToday(-20),
    weightKg: KIDNEY_WEIGHT,
  });
  // The patient without a weight has a creatinine; the anonymous-only patient was seen anonymously only.
  await creatinineResult(people.noWeight, people.doctor, 10, '80');
  await creatinineResult(people.anonymousOnly, people.doctor, 10, '80', true);
  await creatinineResult(people.switcher, people.doctor, 10, '80');
});

const kidneyClearance = () =>
  creatinineClearance({
    ageYears: ageInYears(KIDNEY_BIRTH, daysFromToday(0)),
    weightKg: KIDNEY_WEIGHT,
    serumCreatinineUmolL: KIDNEY_CREATININE,
    sex: 'Female',
  });

describe('POST /api/Clinical/CheckRegimen', () => {
  it('blocks the fixed-dose TLD tablet (S15) for a clearance under 50, from the latest non-anonymous creatinine', async () => {
    const res = await check(people.doctor.token, people.kidney, [ids.tld]);
    expect(res.statusCode).toBe(200);
    expect(kidneyClearance()).toBeLessThan(50);
    expect(res.body.data.creatinineClearance).toBe(kidneyClearance());
    expect(ruleIds(res.body.data.findings, 'BLOCK')).toEqual(['S15']);
    // No HBsAg result: the check says so rather than assume hepatitis B is absent.
    expect(res.body.data.missingInputs).toEqual(['hbsag']);
    expect(res.body.data.inputNotes).toEqual([]);
  });

  it('warns (not blocks) for TDF as a single tablet, and raises no S15 for TAF + 3TC + DTG', async () => {
    const singles = await check(people.doctor.token, people.kidney, [ids.tdf, ids.lam, ids.dtg]);
    expect(ruleIds(singles.body.data.findings, 'BLOCK')).toEqual([]);
    expect(ruleIds(singles.body.data.findings, 'WARN')).toEqual(['S15']);
    const taf = await check(people.doctor.token, people.kidney, [ids.taf, ids.lam, ids.dtg]);
    expect(taf.statusCode).toBe(200);
    expect(taf.body.data.findings.map((f: { ruleId: string }) => f.ruleId)).not.toContain('S15');
    expect(ruleIds(taf.body.data.findings, 'BLOCK')).toEqual([]);
    expect(ruleIds(taf.body.data.findings, 'WARN')).toEqual([]);
  });

  it('reports a missing weight as an INFO finding, never a silent pass', async () => {
    const res = await check(people.doctor.token, people.noWeight, [ids.tld]);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.missingInputs).toEqual(['weight', 'hbsag']);
    expect(res.body.data.creatinineClearance).toBeNull();
    expect(res.body.data.findings.slice(-2)[0]).toEqual({
      ruleId: MISSING_INPUT_RULE_ID,
      severity: 'INFO',
      message: MISSING_INPUT_MESSAGES.weight,
    });
    expect(res.body.data.findings.slice(-2)[0].message).toContain('cân nặng (weight)');
  });

  it('raises nothing but missing inputs for components without ingredients', async () => {
    const res = await check(people.doctor.token, people.noWeight, [ids.bare]);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.findings.filter((f: { severity: string }) => f.severity !== 'INFO')).toEqual([]);
  });

  it('is for doctors only (403 for patients, staff, managers, admins); another doctor gets 404', async () => {
    await expectOnlyRoles(
      t,
      users,
      {
        method: 'POST',
        url: '/api/Clinical/CheckRegimen',
        payload: { patientId: people.kidney.patientId, componentIds: [ids.tld] },
      },
      ['Doctor'],
      404,
    );
    const own = await check(people.kidney.token, people.kidney, [ids.tld]);
    expect(own.statusCode).toBe(403);
    expectMessage(
      await check(people.otherDoctor.token, people.kidney, [ids.tld]),
      404,
      prescribingMessages.patientNotFound,
    );
  });

  it('answers 404 to a doctor who has seen the patient only anonymously, and for an unknown patient', async () => {
    expect((await check(people.doctor.token, people.anonymousOnly, [ids.tld])).statusCode).toBe(404);
    const unknown = await t.call({
      method: 'POST',
      url: '/api/Clinical/CheckRegimen',
      token: people.doctor.token,
      payload: { patientId: 999_999, componentIds: [ids.tld] },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses no component, five components, and an unknown or inactive one (400)', async () => {
    expectFieldError(
      await check(people.doctor.token, people.kidney, []),
      'componentIds',
      prescribingMessages.componentsRequired,
    );
    expect((await check(people.doctor.token, people.kidney, [1, 2, 3, 4, 5])).statusCode).toBe(400);
    expectFieldError(
      await check(people.doctor.token, people.kidney, [999_999]),
      'componentIds',
      prescribingMessages.componentNotFound,
    );
    const inactive = await insertComponent(t.db, { componentName: 'Ngừng dùng', isActive: false });
    expect((await check(people.doctor.token, people.kidney, [inactive.componentId])).statusCode).toBe(400);
  });
});

describe('the clinical summary', () => {
  it('gives the doctor the weights, the latest non-anonymous creatinine and the clearance', async () => {
    const res = await t.get(`/api/Clinical/Summary/${people.kidney.patientId}`, people.doctor.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      weights: [{ date: daysFromToday(-20), weightKg: KIDNEY_WEIGHT }],
      latestCreatinine: { date: daysFromToday(-20), value: KIDNEY_CREATININE },
      creatinineClearance: kidneyClearance(),
    });
    expect(res.body.data.coMedications).toEqual(expect.any(Array));
  });

  it('gives the patient their own latest creatinine, anonymous ones included', async () => {
    const res = await t.get(`/api/Clinical/Summary/${people.kidney.patientId}`, people.kidney.token);
    expect(res.body.data.latestCreatinine).toEqual({ date: daysFromToday(-5), value: 60, unit: 'µmol/L' });
  });
});

describe('PUT /api/Clinical/CoMedications', () => {
  const put = (token: string, payload: Record<string, unknown>) =>
    t.call({ method: 'PUT', url: '/api/Clinical/CoMedications', token, payload });
  const stored = async (patient: CreatedUser) =>
    (
      await t.db
        .select({ c: patients.coMedications })
        .from(patients)
        .where(eq(patients.patientId, patient.patientId as number))
    )[0]?.c;

  it('saves the list in catalogue order; the summary and the check read it', async () => {
    const res = await put(people.doctor.token, {
      patientId: people.noWeight.patientId,
      coMedications: ['METFORMIN', 'RIFAMPICIN', 'METFORMIN'],
    });
    expectMessage(res, 200, prescribingMessages.coMedicationsSaved);
    expect(res.body.data).toEqual({
      patientId: people.noWeight.patientId,
      coMedications: ['RIFAMPICIN', 'METFORMIN'],
    });
    const summary = await t.get(`/api/Clinical/Summary/${people.noWeight.patientId}`, people.doctor.token);
    expect(summary.body.data.coMedications).toEqual(['RIFAMPICIN', 'METFORMIN']);
    const checked = await check(people.doctor.token, people.noWeight, [ids.dtg]);
    expect(ruleIds(checked.body.data.findings, 'WARN')).toEqual(['S4', 'S6']);
    await put(people.doctor.token, { patientId: people.noWeight.patientId, coMedications: [] });
    expect(await stored(people.noWeight)).toEqual([]);
  });

  it.each([
    ['an unknown code', { coMedications: ['ISONIAZID'] }],
    ['a lower-case code', { coMedications: ['rifampicin'] }],
    ['not a list', { coMedications: 'RIFAMPICIN' }],
    ['no list', {}],
    ['an unknown key', { coMedications: [], extra: 1 }],
  ])('refuses %s (400) and writes nothing', async (_label, change) => {
    const res = await put(people.doctor.token, { patientId: people.kidney.patientId, ...change });
    expect(res.statusCode).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(await stored(people.kidney)).toEqual([]);
  });

  it('names the accepted codes for an unknown one', async () => {
    const res = await put(people.doctor.token, {
      patientId: people.kidney.patientId,
      coMedications: ['ISONIAZID'],
    });
    expect(JSON.stringify(res.body.fieldErrors)).toContain(prescribingMessages.coMedicationCodeInvalid);
  });

  it('is for the treating doctor: 404 for another doctor or an anonymous-only patient, 403 for other roles', async () => {
    const payload = { patientId: people.kidney.patientId, coMedications: ['METHADONE'] };
    expect((await put(people.otherDoctor.token, payload)).statusCode).toBe(404);
    expect(
      (await put(people.doctor.token, { patientId: people.anonymousOnly.patientId, coMedications: [] }))
        .statusCode,
    ).toBe(404);
    expect((await put(people.kidney.token, payload)).statusCode).toBe(403);
    expect((await put(users.Staff.token, payload)).statusCode).toBe(403);
    expect(await stored(people.kidney)).toEqual([]);
  });
});

describe('POST /api/Clinical/Weight', () => {
  const post = (token: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/Clinical/Weight', token, payload });
  const weightsOf = (patient: CreatedUser) =>
    t.db
      .select()
      .from(patientWeights)
      .where(eq(patientWeights.patientId, patient.patientId as number));

  it('records a dated weight (201); the summary lists weights oldest first', async () => {
    const res = await post(people.doctor.token, {
      patientId: people.switcher.patientId,
      date: daysFromToday(0),
      weightKg: 70.5,
    });
    expectMessage(res, 201, prescribingMessages.weightRecorded);
    expect(res.body.data).toEqual({ date: daysFromToday(0), weightKg: 70.5 });
    await post(people.doctor.token, {
      patientId: people.switcher.patientId,
      date: daysFromToday(-30),
      weightKg: 72,
    });
    const summary = await t.get(`/api/Clinical/Summary/${people.switcher.patientId}`, people.doctor.token);
    expect(summary.body.data.weights).toEqual([
      { date: daysFromToday(-30), weightKg: 72 },
      { date: daysFromToday(0), weightKg: 70.5 },
    ]);
  });

  it.each([
    ['a future date', { date: daysFromToday(1), weightKg: 60 }, 'date', prescribingMessages.weightInFuture],
    [
      'a weight under 0.5 kg',
      { date: daysFromToday(0), weightKg: 0.4 },
      'weightKg',
      prescribingMessages.weightRange,
    ],
    [
      'a weight over 300 kg',
      { date: daysFromToday(0), weightKg: 301 },
      'weightKg',
      prescribingMessages.weightRange,
    ],
    [
      'a weight as text',
      { date: daysFromToday(0), weightKg: '60' },
      'weightKg',
      prescribingMessages.weightRange,
    ],
    ['no weight', { date: daysFromToday(0) }, 'weightKg', prescribingMessages.weightRequired],
    ['no date', { weightKg: 60 }, 'date', prescribingMessages.weightDateRequired],
    ['an impossible date', { date: '2025-02-30', weightKg: 60 }, 'date', messages.common.invalidDate],
  ])('refuses %s (400) and writes nothing', async (_label, body, field, message) => {
    const res = await post(people.doctor.token, { patientId: people.noWeight.patientId, ...body });
    expectFieldError(res, field, message);
    expect(await weightsOf(people.noWeight)).toEqual([]);
  });

  it('is for the treating doctor: 404 for another doctor or an anonymous-only patient, 403 for other roles', async () => {
    const payload = { patientId: people.noWeight.patientId, date: daysFromToday(0), weightKg: 60 };
    expect((await post(people.otherDoctor.token, payload)).statusCode).toBe(404);
    expect(
      (await post(people.doctor.token, { ...payload, patientId: people.anonymousOnly.patientId })).statusCode,
    ).toBe(404);
    expect((await post(people.noWeight.token, payload)).statusCode).toBe(403);
    expect((await post(users.Staff.token, payload)).statusCode).toBe(403);
    expect(await weightsOf(people.noWeight)).toEqual([]);
  });
});

describe('POST /api/Treatment/Create runs the check', () => {
  it('refuses an unacknowledged WARN with 409 and the findings, then accepts and stores the acknowledgement', async () => {
    const result = await resultToTreat(people.kidney, people.doctor);
    const before = await treatmentCount();
    const refused = await prescribe(people.doctor.token, {
      testResultId: result.testResultId,
      regimenId: ids.singles,
      acknowledgedRuleIds: [],
    });
    expectMessage(refused, 409, prescribingMessages.safetyReviewNeeded);
    expect(ruleIds(refused.body.data.findings, 'WARN')).toEqual(['S15']);
    expect(refused.body.data).toMatchObject({
      creatinineClearance: kidneyClearance(),
      missingInputs: ['hbsag'],
    });
    expect(await treatmentCount()).toBe(before);
    expect(await statusOf(t.db, result.appointmentId)).toBe('Confirmed');

    const accepted = await prescribe(people.doctor.token, {
      testResultId: result.testResultId,
      regimenId: ids.singles,
      acknowledgedRuleIds: ['S15'],
    });
    expect(accepted.statusCode).toBe(201);
    const list = await t.get('/api/Treatment/GetAll', people.doctor.token);
    const item = list.body.data.find(
      (x: { treatmentId: number }) => x.treatmentId === accepted.body.data.treatmentId,
    );
    expect(item).toMatchObject({ acknowledgedRuleIds: ['S15'], overrideReason: null });
    expect(ruleIds(item.safetyFindings.findings, 'WARN')).toEqual(['S15']);
    expect(item.safetyFindings.creatinineClearance).toBe(kidneyClearance());
  });

  it('refuses a BLOCK without an override reason (blank counts as none), then stores the one given', async () => {
    const result = await resultToTreat(people.kidney, people.doctor);
    const before = await treatmentCount();
    for (const overrideReason of [undefined, '   ']) {
      const refused = await prescribe(people.doctor.token, {
        testResultId: result.testResultId,
        regimenId: ids.tldRegimen,
        acknowledgedRuleIds: [],
        overrideReason,
      });
      expectMessage(refused, 409, prescribingMessages.safetyReviewNeeded);
      expect(ruleIds(refused.body.data.findings, 'BLOCK')).toEqual(['S15']);
      expect(refused.body.fieldErrors.overrideReason).toEqual([prescribingMessages.overrideReasonRequired]);
    }
    expect(await treatmentCount()).toBe(before);

    const reason = 'Không có TAF trong kho, hẹn xét nghiệm lại creatinin sau 2 tuần';
    const accepted = await prescribe(people.doctor.token, {
      testResultId: result.testResultId,
      regimenId: ids.tldRegimen,
      overrideReason: reason,
    });
    expect(accepted.statusCode).toBe(201);
    const row = await storedTreatment(accepted);
    expect(row?.overrideReason).toBe(reason);
    expect(ruleIds(row?.safetyFindings?.findings ?? [], 'BLOCK')).toEqual(['S15']);
    const list = await t.get('/api/Treatment/GetAll', people.kidney.token);
    expect(
      list.body.data.find((x: { treatmentId: number }) => x.treatmentId === accepted.body.data.treatmentId),
    ).toMatchObject({ overrideReason: reason });
  });

  it("accepts an original client's WARN unacknowledged, and answers its BLOCK with the rule and its advice", async () => {
    // The original client sends neither acknowledgedRuleIds nor overrideReason, and shows only `message`.
    const accepted = await prescribeOnNewResult(people.kidney, ids.singles);
    expect(accepted.statusCode).toBe(201);
    const stored = await storedTreatment(accepted);
    expect(stored?.acknowledgedRuleIds).toEqual([]);
    expect(ruleIds(stored?.safetyFindings?.findings ?? [], 'WARN')).toEqual(['S15']);
    // The doctor's own screens then show the regimen's alert on the worklist.
    const worklist = await t.get('/api/Clinical/Worklist', people.doctor.token);
    expect(worklist.body.data.items).toContainEqual({
      patientId: people.kidney.patientId,
      fullName: 'Lê Thị Thận',
      code: 'regimenAlert',
      dueDate: null,
      since: daysFromToday(1),
    });

    const before = await treatmentCount();
    const refused = await prescribeOnNewResult(people.kidney, ids.tldRegimen);
    expect(refused.statusCode).toBe(409);
    const s15 = refused.body.data.findings.find((f: { ruleId: string }) => f.ruleId === 'S15');
    expect(refused.body.message).toBe(`S15: ${s15.message}`);
    expect(refused.body.message).toContain('TAF hoặc ABC');
    expect(await treatmentCount()).toBe(before);
  });

  it('prescribes TAF + 3TC + DTG to the same patient without anything to acknowledge', async () => {
    const res = await prescribeOnNewResult(people.kidney, ids.tafRegimen);
    expect(res.statusCode).toBe(201);
  });

  it('runs the check behind an anonymous appointment with nothing that identifies the patient', async () => {
    const result = await resultToTreat(people.kidney, people.doctor, true);
    const res = await prescribe(people.doctor.token, {
      testResultId: result.testResultId,
      regimenId: ids.tldRegimen,
    });
    expect(res.statusCode).toBe(201);
    const row = await storedTreatment(res);
    expect(row?.safetyFindings?.creatinineClearance).toBeNull();
    expect(row?.safetyFindings?.missingInputs).toEqual(['age', 'weight', 'creatinine']);
    expect(
      row?.safetyFindings?.findings.filter((f) => f.ruleId === MISSING_INPUT_RULE_ID).map((f) => f.message),
    ).toEqual([MISSING_INPUT_MESSAGES.age, MISSING_INPUT_MESSAGES.weight, MISSING_INPUT_MESSAGES.creatinine]);
    expect(row?.switchReason).toBeNull();
  });

  it('refuses acknowledgements that are not rule ids (400)', async () => {
    const result = await resultToTreat(people.kidney, people.doctor);
    const res = await prescribe(people.doctor.token, {
      testResultId: result.testResultId,
      regimenId: ids.singles,
      acknowledgedRuleIds: 'S15',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('switch reasons', () => {
  let current: number;

  beforeAll(async () => {
    // The switcher is on TAF + 3TC + DTG today.
    const result = await resultToTreat(people.switcher, people.doctor);
    await t.db
      .update(appointments)
      .set({ status: 'Completed' })
      .where(eq(appointments.appointmentId, result.appointmentId));
    current = (
      await insertTreatment(t.db, result.testResultId, ids.tafRegimen, {
        startDate: daysFromToday(-30),
        endDate: daysFromToday(60),
      })
    ).treatmentId;
  });

  const stored = async (treatmentId: number) =>
    (await t.db.select().from(treatments).where(eq(treatments.treatmentId, treatmentId)))[0];

  it('stores unspecified for a regimen change without a reason, and nothing for a refill', async () => {
    const another = await insertRegimen(t.db, [ids.bare], { regimenName: 'Khác' });
    const change = await prescribeOnNewResult(people.switcher, another.regimenId);
    expect(change.statusCode).toBe(201);
    expect(await stored(change.body.data.treatmentId)).toMatchObject({
      switchReason: 'unspecified',
      switchReasonText: null,
    });
    const refill = await prescribeOnNewResult(people.switcher, ids.tafRegimen);
    expect(refill.statusCode).toBe(201);
    expect((await stored(refill.body.data.treatmentId))?.switchReason).toBeNull();
    expect((await stored(current))?.switchReason).toBeNull();
  });

  it('stores the reason given, with its text for "other", and shows it in the summary and on the treatment', async () => {
    const other = await insertRegimen(t.db, [ids.bare], { regimenName: 'Phác đồ khác' });
    const res = await prescribeOnNewResult(people.switcher, other.regimenId, {
      switchReason: 'other',
      switchReasonText: 'Bệnh nhân chuyển nơi làm việc',
    });
    expect(res.statusCode).toBe(201);
    const summary = await t.get(`/api/Clinical/Summary/${people.switcher.patientId}`, people.doctor.token);
    expect(
      summary.body.data.regimens.find(
        (r: { treatmentId: number }) => r.treatmentId === res.body.data.treatmentId,
      ),
    ).toMatchObject({
      switchReason: 'other',
      switchReasonText: 'Bệnh nhân chuyển nơi làm việc',
      overrideReason: null,
    });
    const list = await t.get('/api/Treatment/GetAll', people.switcher.token);
    expect(
      list.body.data.find((x: { treatmentId: number }) => x.treatmentId === res.body.data.treatmentId),
    ).toMatchObject({ switchReason: 'other', switchReasonText: 'Bệnh nhân chuyển nơi làm việc' });

    const toxicity = await prescribeOnNewResult(people.switcher, ids.singles, {
      switchReason: 'toxicity',
    });
    expect(toxicity.statusCode).toBe(201);
    expect((await stored(toxicity.body.data.treatmentId))?.switchReason).toBe('toxicity');
  });

  it('refuses "other" without its text and an unknown reason (400), writing nothing', async () => {
    const result = await resultToTreat(people.switcher, people.doctor);
    const before = await treatmentCount();
    expectFieldError(
      await prescribe(people.doctor.token, {
        testResultId: result.testResultId,
        regimenId: ids.singles,
        switchReason: 'other',
        switchReasonText: '  ',
      }),
      'switchReasonText',
      prescribingMessages.switchReasonTextRequired,
    );
    expectFieldError(
      await prescribe(people.doctor.token, {
        testResultId: result.testResultId,
        regimenId: ids.singles,
        switchReason: 'boredom',
      }),
      'switchReason',
      prescribingMessages.switchReasonInvalid,
    );
    expect(await treatmentCount()).toBe(before);
  });
});

describe('ARV component ingredients', () => {
  const write = (method: 'POST' | 'PUT', payload: Record<string, unknown>) =>
    t.call({
      method,
      url: method === 'POST' ? '/api/ARVComponents/Create' : '/api/ARVComponents/Update',
      token: users.Manager.token,
      payload,
    });

  it('stores and returns the ingredients; an update without them keeps them', async () => {
    const created = await write('POST', {
      componentName: 'TAF/FTC 25/200 mg',
      description: 'Viên phối hợp',
      ingredients: [
        { code: 'TAF', strengthMg: 25 },
        { code: 'FTC', strengthMg: 200 },
      ],
      fixedDoseCombination: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({
      ingredients: [
        { code: 'TAF', strengthMg: 25 },
        { code: 'FTC', strengthMg: 200 },
      ],
      fixedDoseCombination: true,
    });
    const { componentId } = created.body.data;
    const updated = await write('PUT', {
      componentId,
      componentName: 'TAF/FTC 25/200 mg',
      description: 'Mới',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.data).toMatchObject({ description: 'Mới', fixedDoseCombination: true });
    expect(updated.body.data.ingredients).toHaveLength(2);
    const read = await t.get(`/api/ARVComponents/GetByID/${componentId}`, people.doctor.token);
    expect(read.body.data).toEqual(updated.body.data);
    const noStrength = await write('PUT', {
      componentId,
      componentName: 'TAF/FTC 25/200 mg',
      description: 'Mới',
      ingredients: [{ code: 'TAF' }],
    });
    expect(noStrength.body.data.ingredients).toEqual([{ code: 'TAF', strengthMg: null }]);
  });

  it.each([
    ['an unknown code', [{ code: 'XYZ', strengthMg: 10 }]],
    ['a lower-case code', [{ code: 'tdf', strengthMg: 300 }]],
    ['a negative strength', [{ code: 'TDF', strengthMg: -1 }]],
    ['not a list', 'TDF'],
  ])('refuses %s (400) and writes nothing', async (_label, ingredients) => {
    const [before] = await t.db.select({ n: count() }).from(arvComponents);
    const res = await write('POST', { componentName: `Lỗi ${_label}`, description: 'X', ingredients });
    expect(res.statusCode).toBe(400);
    const [after] = await t.db.select({ n: count() }).from(arvComponents);
    expect(after?.n).toBe(before?.n);
  });

  it('names the accepted codes in Vietnamese for an unknown one', async () => {
    const res = await write('POST', {
      componentName: 'Mã lạ',
      description: 'X',
      ingredients: [{ code: 'XYZ', strengthMg: 10 }],
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.body.fieldErrors)).toContain(prescribingMessages.ingredientCodeInvalid);
  });
});
