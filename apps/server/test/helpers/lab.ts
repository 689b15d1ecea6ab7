import { expect } from 'vitest';
import type { Db } from '../../src/db/client.js';
import type { TestApp } from './build.js';
import { appointmentOf, insertTestType, moveAppointment } from './clinical.js';
import type { CreatedUser } from './factories.js';

/**
 * The laboratory's side of the clinic in tests: the viral load its results are mostly of, and the collected
 * specimens whose codes name the samples it answers for.
 */

/** The viral load test type, as the clinic names it: its id. */
export const insertLabViralLoad = async (db: Db): Promise<number> =>
  (await insertTestType(db, { testTypeName: 'Tải lượng HIV', kind: 'viralLoad', unit: 'copies/mL' }))
    .testTypeId;

/**
 * A confirmed lab test of `doctor` for `patient` on `day` (one that has come), its specimen collected by the doctor
 * through the API at 08:00 that day: its id and the specimen's code.
 */
export async function collectedSpecimen(
  t: TestApp,
  o: { patient: CreatedUser; doctor: CreatedUser; testTypeId: number; day: string },
): Promise<{ appointmentId: number; code: string }> {
  const { appointmentId } = await appointmentOf(t.db, o.patient, o.doctor, { testTypeId: o.testTypeId });
  await moveAppointment(t.db, appointmentId, o.day);
  const res = await t.post(
    '/api/Lab/Specimens',
    { appointmentId, collectedAt: `${o.day}T08:00:00+07:00` },
    o.doctor.token,
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return { appointmentId, code: (res.body.data as { specimenCode: string }).specimenCode };
}
