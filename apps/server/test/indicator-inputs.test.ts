import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VIRAL_LOAD_DAYS_ZONE } from '../src/clinic/indicators.js';
import { sampleDateSql } from '../src/clinic/patient-facts.js';
import { DAYS_DISPENSED_SQL } from '../src/clinic/retention.js';
import { appointments, refills, specimens, testResults, testTypes, treatments } from '../src/db/schema.js';
import { useTestApp } from './helpers/build.js';
import { copiesOf, dispense, moveResult, refill, useRetentionCast, visit } from './helpers/retention.js';

/**
 * The copies migrations 0014 and 0036 keep for the whole clinic's indicators (arv_dispenses, viral_load_samples,
 * and per patient patient_supplies and patient_viral_loads) must say what their sources say after any write to any
 * of them, whoever makes it: here plain SQL, as a script or another replica would write.
 */

const t = useTestApp();
const { kit, doctor, first, second } = useRetentionCast(t);

/** A day's samples in the order that leaves last the one taken: above detection, then the higher value. */
const LAST_OF_DAY = sql`day, below_detection desc, numeric_value nulls first`;

/** The dispenses and viral loads as their sources derive them and as copied. */
const copies = copiesOf(t, {
  dispenses: {
    derived: sql`select * from (
      select t.treatment_id, null::int as refill_id, tr.patient_id, t.start_date::text as dispense_date,
          ${DAYS_DISPENSED_SQL}::int as days, true as is_start
        from treatments t join test_results tr on tr.test_result_id = t.test_result_id
      union all
      select r.treatment_id, r.refill_id, tr.patient_id, r.dispense_date::text, r.days_dispensed::int, false
        from refills r join treatments t on t.treatment_id = r.treatment_id
        join test_results tr on tr.test_result_id = t.test_result_id
    ) d order by treatment_id, refill_id nulls first`,
    kept: sql`select treatment_id, refill_id, patient_id, dispense_date::text, days, is_start from arv_dispenses
        order by treatment_id, refill_id nulls first`,
  },
  viralLoads: {
    derived: sql`select tr.test_result_id, tr.patient_id, a.appointment_date::text, tr.created_at::text,
          sp.collected_at::text, tr.numeric_value, tr.below_detection
        from test_results tr join appointments a on a.appointment_id = tr.appointment_id
        left join specimens sp on sp.appointment_id = tr.appointment_id
        join test_types tt on tt.test_type_id = tr.test_type_id
        where tt.kind = 'viralLoad' and (tr.numeric_value is not null or tr.below_detection)
        order by tr.test_result_id`,
    kept: sql`select test_result_id, patient_id, appointment_date::text, created_at::text, collected_at::text,
          numeric_value, below_detection
        from viral_load_samples order by test_result_id`,
  },
  // Migration 0036: every dispense of a patient in order, and their first start.
  supplies: {
    derived: sql`select patient_id,
          array_agg((dispense_date - date '0001-01-01') * 1000 + days order by dispense_date, days) as dispensed,
          (min(dispense_date) filter (where is_start))::text as first_start
        from arv_dispenses group by patient_id order by patient_id`,
    kept: sql`select patient_id, dispensed, first_start::text from patient_supplies order by patient_id`,
  },
  // Migration 0036: a patient's viral loads by sample day, the one the indicators take last on its day.
  patientViralLoads: {
    derived: sql`select patient_id, array_agg(day order by ${LAST_OF_DAY}) as sample_days,
          array_agg(numeric_value order by ${LAST_OF_DAY}) as numeric_values,
          array_agg(below_detection order by ${LAST_OF_DAY}) as below_detection
        from (select patient_id, ${sampleDateSql('v', 'v', VIRAL_LOAD_DAYS_ZONE, 'row')} - date '0001-01-01' as day,
            numeric_value, below_detection from viral_load_samples v) s
        group by patient_id order by patient_id`,
    kept: sql`select patient_id, sample_days, numeric_values, below_detection from patient_viral_loads
        where cardinality(sample_days) > 0 order by patient_id`,
  },
});
const { expectInStep } = copies;

describe('the copies kept for the indicators (migrations 0014 and 0036)', () => {
  it('follow inserts, updates and deletes of treatments, refills, results, appointments and test types', async () => {
    const started = await dispense(kit, first, doctor, '2026-01-10', 90);
    const other = await dispense(kit, second, doctor, '2026-02-01', 180);
    const one = await refill(kit, started, doctor, '2026-04-10', 90);
    await refill(kit, started, doctor, '2026-07-10', 60);
    await visit(kit, first, doctor, '2026-05-01', { viralLoad: '< 50' });
    const { result } = await visit(kit, second, doctor, '2026-05-02', { viralLoad: '1500' });
    await visit(kit, second, doctor, '2026-05-03');
    await expectInStep();
    const { dispenses, viralLoads } = await copies.read();
    expect(dispenses.derived).toHaveLength(4);
    expect(viralLoads.derived).toHaveLength(2);

    // A second load on the first patient's day, above detection: it goes after the one below detection.
    await visit(kit, first, doctor, '2026-05-01', { viralLoad: '300' });
    await expectInStep();
    const [mine] = (await copies.read()).patientViralLoads.kept as { numeric_values: (number | null)[] }[];
    expect(mine?.numeric_values).toEqual([null, 300]);

    // A treatment whose days dispensed were not recorded: the nearest option to its dates.
    await t.db
      .update(treatments)
      .set({ daysDispensed: null, endDate: '2026-03-15' })
      .where(eq(treatments.treatmentId, started.treatmentId));
    await t.db
      .update(refills)
      .set({ treatmentId: other.treatmentId, dispenseDate: '2026-04-11' })
      .where(eq(refills.refillId, one.refillId));
    await expectInStep();

    // The result a treatment hangs from goes to the other patient: its dispenses follow.
    await moveResult(t.db, started.testResultId, second);
    await t.db
      .update(testResults)
      .set({ numericValue: 900, createdAt: new Date('2026-05-02T20:00:00Z') })
      .where(eq(testResults.testResultId, result?.testResultId as number));
    await t.db
      .update(appointments)
      .set({ appointmentDate: '2026-04-30' })
      .where(eq(appointments.appointmentId, result?.appointmentId as number));
    await expectInStep();

    // A specimen marked for the result's appointment dates it by its collection (migration 0025), moved and removed.
    const vlAppointment = result?.appointmentId as number;
    await t.db.insert(specimens).values({
      appointmentId: vlAppointment,
      specimenCode: 'XN20260000011',
      collectedAt: new Date('2026-04-29T02:00:00Z'),
      collectedBy: doctor.userId,
    });
    const { kept } = (await copies.read()).viralLoads;
    expect((kept as { collected_at: string | null }[]).filter((v) => v.collected_at !== null)).toHaveLength(
      1,
    );
    await expectInStep();
    await t.db
      .update(specimens)
      .set({ collectedAt: new Date('2026-04-28T02:00:00Z') })
      .where(eq(specimens.appointmentId, vlAppointment));
    await expectInStep();
    await t.db.delete(specimens).where(eq(specimens.appointmentId, vlAppointment));
    await expectInStep();

    await t.db.update(testTypes).set({ kind: 'other' }).where(eq(testTypes.testTypeId, kit.vlTypeId));
    expect((await copies.read()).viralLoads.kept).toEqual([]);
    await expectInStep();
    await t.db.update(testTypes).set({ kind: 'viralLoad' }).where(eq(testTypes.testTypeId, kit.vlTypeId));
    await expectInStep();

    await t.db.delete(refills).where(eq(refills.treatmentId, other.treatmentId));
    await t.db.delete(treatments).where(eq(treatments.treatmentId, other.treatmentId));
    await t.db.delete(testResults).where(eq(testResults.testResultId, result?.testResultId as number));
    await expectInStep();
  });
});
