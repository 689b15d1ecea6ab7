import { beforeAll, describe, expect, it } from 'vitest';
import { regimenIngredientsOf, regimenPartsOf } from '../src/clinic/prescribing.js';
import { patientWeights } from '../src/db/schema.js';
import { useAppWithEveryRole } from './helpers/build.js';
import {
  datedResult,
  daysFromToday,
  insertComponent,
  insertRegimen,
  insertTestType,
  insertTldComponent,
  insertTreatment,
  resultOf,
} from './helpers/clinical.js';
import type { CreatedUser } from './helpers/factories.js';

/**
 * The worklist's regimenAlert when the prescribing check, run again today on the current regimen, finds something
 * the doctor did not see when prescribing: here the clearance falls under 50 mL/min on the TDF tablet.
 */

const { t } = useAppWithEveryRole();
const doctor = {} as CreatedUser;
const patient = {} as CreatedUser;
let creatinine: number;

const alertOf = async () =>
  (
    (await t.get('/api/Clinical/Worklist', doctor.token)).body.data.items as {
      patientId: number;
      code: string;
    }[]
  ).filter((i) => i.patientId === patient.patientId && i.code === 'regimenAlert');

beforeAll(async () => {
  Object.assign(doctor, await t.user('Doctor'));
  Object.assign(patient, await t.user('Patient', { dateOfBirth: '1960-01-01', gender: 'Female' }));
  const tld = await insertTldComponent(t.db);
  const regimen = await insertRegimen(t.db, [tld.componentId], { regimenName: 'TLD' });
  creatinine = (await insertTestType(t.db, { testTypeName: 'Cr', unit: 'µmol/L', kind: 'creatinine' }))
    .testTypeId;
  const cd4 = (await insertTestType(t.db, { testTypeName: 'CD4', kind: 'cd4' })).testTypeId;
  await t.db.insert(patientWeights).values({
    patientId: patient.patientId as number,
    doctorId: doctor.doctorId as number,
    measuredOn: daysFromToday(-20),
    weightKg: 55,
  });
  await datedResult(t.db, patient, doctor, {
    testTypeId: creatinine,
    daysAgo: 30,
    text: '70',
    numericKind: 'creatinine',
  });
  const result = await resultOf(t.db, patient, doctor, { testTypeId: cd4 });
  await insertTreatment(t.db, result.testResultId, regimen.regimenId, {
    startDate: daysFromToday(-25),
    endDate: daysFromToday(65),
  });
});

describe('regimenAlert from the check run again today', () => {
  it('is not raised while the regimen passes, and is once a new creatinine makes it BLOCK', async () => {
    expect(await alertOf()).toEqual([]);
    await datedResult(t.db, patient, doctor, {
      testTypeId: creatinine,
      daysAgo: 1,
      text: '180',
      numericKind: 'creatinine',
    });
    expect(await alertOf()).toEqual([
      expect.objectContaining({ code: 'regimenAlert', since: daysFromToday(-25) }),
    ]);
    // The summary says why, at the top, to the doctor only.
    const summary = (await t.get(`/api/Clinical/Summary/${patient.patientId}`, doctor.token)).body.data;
    expect(
      summary.regimenAlerts.map((f: { ruleId: string; severity: string }) => [f.ruleId, f.severity]),
    ).toEqual([
      ['S15', 'BLOCK'],
      ['S25', 'WARN'],
    ]);
    const own = (await t.get(`/api/Clinical/Summary/${patient.patientId}`, patient.token)).body.data;
    expect(own.regimenAlerts).toBeUndefined();
  });
});

describe('regimenPartsOf', () => {
  it('reads each of several regimens with its own components in order, tablets and intakes; a missing one is left out', async () => {
    const tdf = await insertComponent(t.db, {
      ingredients: [{ code: 'TDF', strengthMg: 300 }],
      fixedDoseCombination: false,
    });
    const dtg = await insertComponent(t.db, {
      componentName: 'DTG 50 mg',
      ingredients: [{ code: 'DTG', strengthMg: 50 }],
      fixedDoseCombination: false,
    });
    const tld = await insertTldComponent(t.db);
    const twice = await insertRegimen(t.db, [tdf.componentId, dtg.componentId], {
      frequency: 2,
      component2Tablets: 2,
    });
    const shared = await insertRegimen(t.db, [dtg.componentId, tld.componentId]);
    const missing = shared.regimenId + 1000;
    const parts = await regimenPartsOf(t.db, [twice.regimenId, shared.regimenId, missing]);
    const single = (code: string, strengthMg: number, tabletsPerDose = 1) => ({
      code,
      strengthMg,
      tabletsPerDose,
      fixedDose: false,
    });
    const inTld = (code: string, strengthMg: number) => ({
      code,
      strengthMg,
      tabletsPerDose: 1,
      fixedDose: true,
    });
    expect(parts.get(twice.regimenId)).toEqual({
      ingredients: [single('TDF', 300), single('DTG', 50, 2)],
      fixedDoseCombination: false,
      compositionUnknown: false,
      frequencyPerDay: 2,
    });
    expect(parts.get(shared.regimenId)).toEqual({
      ingredients: [single('DTG', 50), inTld('TDF', 300), inTld('3TC', 300), inTld('DTG', 50)],
      fixedDoseCombination: true,
      compositionUnknown: false,
      frequencyPerDay: 1,
    });
    expect(parts.has(missing)).toBe(false);
    expect(await regimenIngredientsOf(t.db, shared.regimenId)).toEqual(parts.get(shared.regimenId));
  });
});
