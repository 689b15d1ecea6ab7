import { beforeAll, describe, expect, it } from 'vitest';
import { patientWeights } from '../src/db/schema.js';
import { useAppWithEveryRole } from './helpers/build.js';
import {
  datedResult,
  daysFromToday,
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
