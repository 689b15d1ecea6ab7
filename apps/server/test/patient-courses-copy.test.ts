import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  appointments,
  arvRegimens,
  refills,
  specimens,
  testResults,
  testTypes,
  treatments,
} from '../src/db/schema.js';
import { useTestApp } from './helpers/build.js';
import { copiesOf, dispense, moveResult, refill, useRetentionCast, visit } from './helpers/retention.js';

/**
 * Each patient's results, treatments and dispenses kept by migration 0033 (patient_courses) must say what
 * patient_courses_of derives from the sources after any write to any of them, whoever makes it: here plain SQL, as
 * a script or another replica would write. What the clinical summary and the worklist make of the copy is checked
 * by their own tests (clinical-monitoring.test.ts, worklist-v2.test.ts).
 */

const t = useTestApp();
const { kit, doctor, first, second } = useRetentionCast(t);

/** A patient with no result, treatment or dispense left keeps an empty row: only the others are compared. */
const notEmpty = sql`not (results = '[]'::jsonb and regimens = '[]'::jsonb and dispenses = '[]'::jsonb)`;
const copies = copiesOf(t, {
  courses: {
    derived: sql`select * from patient_courses_of(array(select patient_id from patients))
        where ${notEmpty} order by patient_id`,
    kept: sql`select * from patient_courses where ${notEmpty} order by patient_id`,
  },
});
const { expectInStep } = copies;

/** The copy's rows of one patient, as kept. */
const keptOf = async (patientId: number) => {
  const rows = (await copies.read()).courses.kept as { patient_id: number; results: unknown[] }[];
  return rows.find((row) => row.patient_id === patientId);
};

describe('the courses kept for the clinical summary and the worklist (migration 0033)', () => {
  it('follow results, treatments, refills and specimens as they are written, moved and deleted', async () => {
    const started = await dispense(kit, first, doctor, '2026-01-10', 90);
    const later = await refill(kit, started, doctor, '2026-04-10', 90);
    const { appointment, result } = await visit(kit, first, doctor, '2026-05-03', { viralLoad: '< 50' });
    await visit(kit, second, doctor, '2026-05-04', { isAnonymous: true });
    await expectInStep();
    expect((await keptOf(first.patientId as number))?.results).toHaveLength(2);

    // A specimen dates the result by its collection; moved to another time, then removed.
    await t.db.insert(specimens).values({
      appointmentId: appointment.appointmentId,
      specimenCode: 'VL2605030001',
      collectedAt: new Date('2026-05-02T23:30:00Z'),
      collectedBy: doctor.userId,
    });
    await expectInStep();
    await t.db
      .update(specimens)
      .set({ collectedAt: new Date('2026-05-01T08:00:00Z') })
      .where(eq(specimens.appointmentId, appointment.appointmentId));
    await expectInStep();
    await t.db.delete(specimens).where(eq(specimens.appointmentId, appointment.appointmentId));
    await expectInStep();

    // The appointment moves to another day and becomes anonymous; the result's value is corrected.
    await t.db
      .update(appointments)
      .set({ appointmentDate: '2026-05-06', isAnonymous: true })
      .where(eq(appointments.appointmentId, appointment.appointmentId));
    await t.db
      .update(testResults)
      .set({ resultValue: '1200', numericValue: 1200, belowDetection: false })
      .where(eq(testResults.testResultId, result?.testResultId as number));
    await expectInStep();

    // The treatment's end and a refill's day change; the result it hangs from goes to the other patient.
    await t.db
      .update(treatments)
      .set({ endDate: '2026-03-10', switchReason: 'toxicity' })
      .where(eq(treatments.treatmentId, started.treatmentId));
    await t.db
      .update(refills)
      .set({ dispenseDate: '2026-04-20' })
      .where(eq(refills.refillId, later.refillId));
    await expectInStep();
    await moveResult(t.db, started.testResultId, second);
    await expectInStep();
    expect((await keptOf(second.patientId as number))?.results).toHaveLength(2);

    // Deletes, down to nothing for the first patient.
    await t.db.delete(refills).where(eq(refills.refillId, later.refillId));
    await t.db.delete(treatments).where(eq(treatments.treatmentId, started.treatmentId));
    await t.db.delete(testResults).where(eq(testResults.patientId, first.patientId as number));
    await expectInStep();
    expect(await keptOf(first.patientId as number)).toBeUndefined();
  });

  it("follow the test type's kind and the regimen's name, and a statement writing several patients", async () => {
    await dispense(kit, first, doctor, '2026-02-01', 30);
    const { appointment } = await visit(kit, second, doctor, '2026-02-02', { noResult: true });
    await expectInStep();

    await t.db.update(testTypes).set({ kind: 'other' }).where(eq(testTypes.testTypeId, kit.cd4TypeId));
    await t.db
      .update(arvRegimens)
      .set({ regimenName: 'TDF + 3TC + DTG (đổi tên)' })
      .where(eq(arvRegimens.regimenId, kit.regimenId));
    await expectInStep();

    // One statement, two patients' results.
    const other = await visit(kit, first, doctor, '2026-02-03', { noResult: true });
    await t.db.insert(testResults).values(
      [appointment, other.appointment].map((a) => ({
        appointmentId: a.appointmentId,
        patientId: a.patientId,
        doctorId: a.doctorId,
        testTypeId: kit.vlTypeId,
        resultValue: '40',
        numericValue: 40,
      })),
    );
    await expectInStep();
    for (const patient of [first, second]) {
      expect((await keptOf(patient.patientId as number))?.results).toContainEqual(
        expect.objectContaining({ result_value: '40', kind: 'viralLoad' }),
      );
    }
  });
});
