import {
  type ArvIngredientCode,
  clinicalMessages,
  MISSING_INPUT_RULE_ID,
  prescribingMessages,
  S15_ADVICE,
} from '@clinic/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { patientWeights } from '../src/db/schema.js';
import { TWO_DOCTORS, useAppWithEveryRole, useCast } from './helpers/build.js';
import {
  appointmentOf,
  datedResult,
  daysFromToday,
  insertComponent,
  insertTestType,
  insertTldComponent,
} from './helpers/clinical.js';
import { expectFieldError, expectMessage } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';

/**
 * The prescribing check, version 2, through the API: a creatinine read in its test type's unit, a stale one said
 * to be stale, hepatitis B (S26), hypersensitivity and HLA-B*5701 (S27), anaemia with AZT (S28), and the test
 * types and results these rest on.
 */

const { t, users } = useAppWithEveryRole();
const people = useCast(t, {
  ...TWO_DOCTORS,
  // A woman of 60 and 50 kg: 1.5 mg/dL is a clearance of 31.5 mL/min.
  mgdl: ['Patient', { fullName: 'Lê Thị Đơn Vị', dateOfBirth: '1966-01-01', gender: 'Female' }],
  stale: ['Patient', { fullName: 'Phan Văn Cũ', dateOfBirth: '1980-01-01' }],
  hepatitis: ['Patient', { fullName: 'Đỗ Thị Gan', dateOfBirth: '1990-01-01', gender: 'Female' }],
  allergic: ['Patient', { fullName: 'Vũ Văn Dị Ứng', dateOfBirth: '1985-01-01' }],
  anaemic: ['Patient', { fullName: 'Hồ Thị Thiếu Máu', dateOfBirth: '1988-01-01', gender: 'Female' }],
});
const ids = {} as Record<
  'tld' | 'abc' | 'lam' | 'dtg' | 'azt' | 'creatinineMgDl' | 'creatinineUmol' | 'hbsag' | 'hemoglobinGL',
  number
>;

/** A result of the patient by the doctor, its sample taken `daysAgo` days before today. */
const dated = (patient: CreatedUser, testTypeId: number, daysAgo: number, text: string, numeric = true) =>
  datedResult(t.db, patient, people.doctor, {
    testTypeId,
    daysAgo,
    text,
    ...(numeric ? { numericKind: 'creatinine' as const } : {}),
  });

async function weigh(patient: CreatedUser, weightKg: number) {
  await t.db.insert(patientWeights).values({
    patientId: patient.patientId as number,
    doctorId: people.doctor.doctorId as number,
    measuredOn: daysFromToday(-3),
    weightKg,
  });
}

const check = (
  patient: CreatedUser,
  componentIds: number[],
  extra: object = {},
  token = people.doctor.token,
) =>
  t.call({
    method: 'POST',
    url: '/api/Clinical/CheckRegimen',
    token,
    payload: { patientId: patient.patientId, componentIds, ...extra },
  });
const severityOf = (
  res: { body: { data: { findings: { ruleId: string; severity: string }[] } } },
  ruleId: string,
) => res.body.data.findings.find((f) => f.ruleId === ruleId)?.severity ?? null;
const summary = (patient: CreatedUser) =>
  t.get(`/api/Clinical/Summary/${patient.patientId}`, people.doctor.token);

beforeAll(async () => {
  const single = async (code: ArvIngredientCode, strengthMg: number) =>
    (
      await insertComponent(t.db, {
        componentName: `${code} ${strengthMg} mg`,
        ingredients: [{ code, strengthMg }],
      })
    ).componentId;
  ids.tld = (await insertTldComponent(t.db)).componentId;
  ids.abc = await single('ABC', 600);
  ids.lam = await single('3TC', 300);
  ids.dtg = await single('DTG', 50);
  ids.azt = await single('AZT', 300);
  ids.creatinineMgDl = (
    await insertTestType(t.db, { testTypeName: 'Cr (mg/dL)', unit: 'mg/dL', kind: 'creatinine' })
  ).testTypeId;
  ids.creatinineUmol = (
    await insertTestType(t.db, { testTypeName: 'Cr', unit: 'µmol/L', kind: 'creatinine' })
  ).testTypeId;
  ids.hbsag = (await insertTestType(t.db, { testTypeName: 'HBsAg', unit: 'N/A', kind: 'hbsag' })).testTypeId;
  ids.hemoglobinGL = (
    await insertTestType(t.db, { testTypeName: 'Hb (g/L)', unit: 'g/L', kind: 'hemoglobin' })
  ).testTypeId;

  await weigh(people.mgdl, 50);
  await dated(people.mgdl, ids.creatinineMgDl, 5, '1.5');
  await weigh(people.stale, 70);
  await dated(people.stale, ids.creatinineUmol, 400, '300');
  for (const patient of [people.hepatitis, people.allergic, people.anaemic]) {
    await weigh(patient, 60);
    await dated(patient, ids.creatinineUmol, 5, '80');
  }
});

describe('the kidney inputs', () => {
  it('reads a creatinine in mg/dL as mg/dL: 1.5 mg/dL blocks the TLD tablet at 31.5 mL/min', async () => {
    const res = await check(people.mgdl, [ids.tld]);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.creatinineClearance).toBe(31.5);
    expect(severityOf(res, 'S15')).toBe('BLOCK');
    const shown = await summary(people.mgdl);
    expect(shown.body.data.latestCreatinine).toEqual({ date: daysFromToday(-5), value: 1.5, unit: 'mg/dL' });
    expect(shown.body.data.creatinineClearance).toBe(31.5);
  });

  it('says a creatinine of more than 12 months is stale instead of using it', async () => {
    const res = await check(people.stale, [ids.tld]);
    expect(res.body.data.creatinineClearance).toBeNull();
    expect(res.body.data.missingInputs).toContain('creatinine');
    expect(res.body.data.inputNotes).toEqual([{ input: 'creatinine', reason: 'stale' }]);
    expect(severityOf(res, 'S15')).toBeNull();
    const stale = res.body.data.findings.find(
      (f: { ruleId: string; message: string }) =>
        f.ruleId === MISSING_INPUT_RULE_ID && f.message.includes('(creatinine)'),
    );
    expect(stale.message).toContain('đã cũ');
    const shown = await summary(people.stale);
    expect(shown.body.data.creatinineClearance).toBeNull();
    expect(shown.body.data.inputNotes).toEqual([{ input: 'creatinine', reason: 'stale' }]);
  });

  it('refuses a creatinine test type in a unit the rules cannot read, on create and on update (400)', async () => {
    const create = await t.call({
      method: 'POST',
      url: '/api/TestType/Create',
      token: users.Admin?.token,
      payload: { testTypeName: 'Cr sai', unit: 'g/L', normalRange: '1', kind: 'creatinine' },
    });
    expectFieldError(create, 'unit', clinicalMessages.unitNotForKind(['µmol/L', 'mg/dL']));
    const update = await t.call({
      method: 'PUT',
      url: '/api/TestType/Update',
      token: users.Admin?.token,
      payload: { testTypeId: ids.creatinineUmol, testTypeName: 'Cr', unit: 'g/L', normalRange: '1' },
    });
    expectFieldError(update, 'unit', clinicalMessages.unitNotForKind(['µmol/L', 'mg/dL']));
  });
});

describe('hepatitis B', () => {
  it('records an HBsAg result as the original client words it, and refuses one that is neither (400)', async () => {
    const post = async (resultValue: string) => {
      const appointment = await appointmentOf(t.db, people.hepatitis, people.doctor, {
        testTypeId: ids.hbsag,
      });
      return t.call({
        method: 'POST',
        url: '/api/TestResult/Create',
        token: people.doctor.token,
        payload: { appointmentId: appointment.appointmentId, resultValue },
      });
    };
    expectFieldError(await post('có lẽ'), 'resultValue', clinicalMessages.resultNotQualitative);
    expect((await post('Dương tính')).statusCode).toBe(201);
  });

  it('warns a patient positive for HBsAg who is switched off tenofovir (S26), and advises only TAF for TLD', async () => {
    const abc = await check(people.hepatitis, [ids.abc, ids.lam, ids.dtg]);
    expect(severityOf(abc, 'S26')).toBe('WARN');
    expect(abc.body.data.missingInputs).not.toContain('hbsag');
    const tld = await check(people.hepatitis, [ids.tld]);
    expect(severityOf(tld, 'S26')).toBeNull();
    const shown = await summary(people.hepatitis);
    expect(shown.body.data.hbsag).toEqual({ date: daysFromToday(0), value: 'positive' });
  });

  it('names HBsAg as missing for a patient with no result, rather than assume none', async () => {
    const res = await check(people.allergic, [ids.abc, ids.lam, ids.dtg]);
    expect(res.body.data.missingInputs).toContain('hbsag');
  });

  it('gives S15 the advice that fits: only TAF with hepatitis B', async () => {
    await dated(people.mgdl, ids.hbsag, 2, 'Positive', false);
    const res = await check(people.mgdl, [ids.tld]);
    expect(res.body.data.findings.find((f: { ruleId: string }) => f.ruleId === 'S15').message).toContain(
      S15_ADVICE.taf,
    );
  });
});

describe('PUT /api/Clinical/Hypersensitivities', () => {
  const put = (token: string | undefined, payload: object) =>
    t.call({ method: 'PUT', url: '/api/Clinical/Hypersensitivities', token, payload });

  it("records the patient's ABC hypersensitivity and HLA-B*5701; the check then blocks ABC (S27)", async () => {
    expect(severityOf(await check(people.allergic, [ids.abc, ids.lam, ids.dtg]), 'S27')).toBeNull();
    const res = await put(people.doctor.token, {
      patientId: people.allergic.patientId,
      hypersensitivities: ['NVP', 'ABC', 'NVP'],
      hlaB5701: null,
    });
    expectMessage(res, 200, prescribingMessages.hypersensitivitiesSaved);
    expect(res.body.data).toEqual({
      patientId: people.allergic.patientId,
      hypersensitivities: ['ABC', 'NVP'],
      hlaB5701: null,
    });
    expect(severityOf(await check(people.allergic, [ids.abc, ids.lam, ids.dtg]), 'S27')).toBe('BLOCK');
    await put(people.doctor.token, {
      patientId: people.allergic.patientId,
      hypersensitivities: [],
      hlaB5701: 'positive',
    });
    expect(severityOf(await check(people.allergic, [ids.abc, ids.lam, ids.dtg]), 'S27')).toBe('BLOCK');
    expect(severityOf(await check(people.allergic, [ids.tld]), 'S27')).toBeNull();
    const shown = await summary(people.allergic);
    expect(shown.body.data).toMatchObject({ hypersensitivities: [], hlaB5701: 'positive' });
  });

  it("refuses an unknown code (400), the patient (403) and another doctor's patient (404)", async () => {
    const bad = await put(people.doctor.token, {
      patientId: people.allergic.patientId,
      hypersensitivities: ['PENICILLIN'],
      hlaB5701: null,
    });
    expect(bad.statusCode).toBe(400);
    const body = { patientId: people.allergic.patientId, hypersensitivities: [], hlaB5701: null };
    expect((await put(people.allergic.token, body)).statusCode).toBe(403);
    expect((await put(people.otherDoctor.token, body)).statusCode).toBe(404);
  });
});

describe('anaemia with AZT', () => {
  it('blocks AZT for a haemoglobin of 75 g/L (7.5 g/dL), read in its unit', async () => {
    await dated(people.anaemic, ids.hemoglobinGL, 10, '75');
    const res = await check(people.anaemic, [ids.azt, ids.lam, ids.dtg], { frequencyPerDay: 2 });
    expect(severityOf(res, 'S28')).toBe('BLOCK');
    const shown = await summary(people.anaemic);
    expect(shown.body.data.hemoglobin).toEqual({ date: daysFromToday(-10), gPerDl: 7.5 });
  });

  it('checks the daily dose of the tablets and intakes the doctor chose', async () => {
    const once = await check(people.anaemic, [ids.abc, ids.lam, ids.dtg], { componentTablets: [1, 1, 3] });
    expect(severityOf(once, 'S30')).toBe('BLOCK');
    const bad = await check(people.anaemic, [ids.abc], { componentTablets: [0.3] });
    expect(bad.statusCode).toBe(400);
  });
});
