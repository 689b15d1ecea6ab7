import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tracingList } from '../src/clinic/retention.js';
import { appointments, refills, testResults, treatments } from '../src/db/schema.js';
import type { AuthUser } from '../src/plugins/auth.js';
import { useTestApp } from './helpers/build.js';
import { daysFromToday } from './helpers/clinical.js';
import { copiesOf, dispense, moveResult, refill, useRetentionCast, visit } from './helpers/retention.js';

/**
 * The per-patient dates migrations 0016 and 0018 keep for the whole clinic's tracing list (patient_visits,
 * patient_supplies, patient_references) must say what their sources say after any write to any of them, whoever makes it: here plain
 * SQL, as a script or another replica would write.
 */

const t = useTestApp();
const { kit, doctor, first, second } = useRetentionCast(t);

/** The dates of each patient's appointments and the latest of their dispenses, as the sources say them. */
const visitsDerived = sql`select a.patient_id,
      max(a.appointment_date) filter (where a.status = 'Missed') as last_missed,
      max(a.appointment_date) filter (where a.status = 'Completed' or tr.test_result_id is not null) as last_visit
    from appointments a left join test_results tr on tr.appointment_id = a.appointment_id
    group by a.patient_id`;
/** The latest dispense (by day, then the longer supply) sets the run-out, even when an earlier one lasts longer. */
const suppliesDerived = sql`select distinct on (patient_id) patient_id, dispense_date + days as run_out,
      dispense_date as dispensed, (dispense_date - date '0001-01-01') * 1000 + days as latest
    from arv_dispenses order by patient_id, dispense_date desc, days desc`;

/** The dates as the appointments, results and dispenses derive them and as kept. */
const copies = copiesOf(t, {
  visits: {
    derived: sql`select patient_id, last_missed::text, last_visit::text from (${visitsDerived}) v
        order by patient_id`,
    kept: sql`select patient_id, last_missed::text, last_visit::text from patient_visits order by patient_id`,
  },
  supplies: {
    derived: sql`select patient_id, latest from (${suppliesDerived}) s order by patient_id`,
    kept: sql`select patient_id, latest from patient_supplies order by patient_id`,
  },
  references: {
    derived: sql`select coalesce(v.patient_id, s.patient_id) as patient_id, s.run_out::text, s.dispensed::text,
          v.last_missed::text, greatest(v.last_visit, s.dispensed)::text as last_contact
        from (${visitsDerived}) v full join (${suppliesDerived}) s on s.patient_id = v.patient_id
        where s.run_out is not null or v.last_missed is not null
        order by 1`,
    kept: sql`select patient_id, run_out::text, dispensed::text, last_missed::text, last_contact::text
        from patient_references order by patient_id`,
  },
});
const { expectInStep } = copies;

/** A caller of the tracing list: the whole clinic's (Manager) or a doctor's. */
const as = (role: AuthUser['role'], doctorId: number | null) =>
  ({ userId: 0, role, fullName: '', patientId: null, doctorId, token: { jti: '', exp: 0 } }) as AuthUser;

describe('the dates kept for the tracing list (migrations 0016 and 0018)', () => {
  it('follow inserts, status changes, moves and deletes of appointments, results, treatments and refills', async () => {
    const started = await dispense(kit, first, doctor, '2026-01-10', 90);
    const one = await refill(kit, started, doctor, '2026-04-10', 90);
    // Lasts beyond the later refill's run-out, which still sets the patient's.
    const longer = await refill(kit, started, doctor, '2026-03-01', 180);
    const missed = await visit(kit, first, doctor, '2026-05-01', { noResult: true });
    const open = await visit(kit, second, doctor, '2026-05-02', { noResult: true, status: 'Scheduled' });
    const { result } = await visit(kit, second, doctor, '2026-05-03');
    await expectInStep();
    const { visits, supplies } = await copies.read();
    expect(visits.derived.length).toBeGreaterThanOrEqual(2);
    expect(supplies.derived.length).toBeGreaterThanOrEqual(1);

    // Status changes: a missed visit is made good, an open booking is marked missed.
    await t.db
      .update(appointments)
      .set({ status: 'Completed' })
      .where(eq(appointments.appointmentId, missed.appointment.appointmentId));
    await t.db
      .update(appointments)
      .set({ status: 'Missed' })
      .where(eq(appointments.appointmentId, open.appointment.appointmentId));
    await expectInStep();

    // Moves: an appointment to another day and to the other patient, a result to another appointment, a refill to
    // another day.
    await t.db
      .update(appointments)
      .set({ appointmentDate: '2026-06-01', patientId: first.patientId as number })
      .where(eq(appointments.appointmentId, open.appointment.appointmentId));
    await t.db
      .update(testResults)
      .set({ appointmentId: open.appointment.appointmentId })
      .where(eq(testResults.testResultId, result?.testResultId as number));
    await t.db.update(refills).set({ dispenseDate: '2026-08-10' }).where(eq(refills.refillId, one.refillId));
    await expectInStep();

    // The result a treatment hangs from goes to the other patient: the dispenses, and so the supplies, follow.
    await moveResult(t.db, started.testResultId, second);
    await expectInStep();

    // Deletes, down to no row at all for a patient.
    await t.db.delete(refills).where(eq(refills.refillId, one.refillId));
    await t.db.delete(refills).where(eq(refills.refillId, longer.refillId));
    await t.db.delete(treatments).where(eq(treatments.treatmentId, started.treatmentId));
    await t.db.delete(testResults).where(eq(testResults.testResultId, result?.testResultId as number));
    await t.db.delete(appointments).where(eq(appointments.appointmentId, open.appointment.appointmentId));
    await expectInStep();
  });

  it("leave to the patient's own rows a list whose day is before one of the kept dates", async () => {
    const patient = await t.user('Patient');
    // Ran out 70 days ago and missed a visit 10 days ago; a visit and a refill already recorded for later days
    // are no contact yet.
    const started = await dispense(kit, patient, doctor, daysFromToday(-100), 30);
    await visit(kit, patient, doctor, daysFromToday(-10), { noResult: true });
    await visit(kit, patient, doctor, daysFromToday(5));
    await refill(kit, started, doctor, daysFromToday(10), 90);
    await expectInStep();
    const today = daysFromToday(0);
    const clinic = (await tracingList(t.db, as('Manager', null), today)).items;
    const own = (await tracingList(t.db, as('Doctor', doctor.doctorId), today)).items;
    const item = clinic.find((i) => i.patientId === patient.patientId);
    expect(item).toMatchObject({
      state: 'interrupted',
      runOutDate: daysFromToday(-70),
      lastMissedAppointmentDate: daysFromToday(-10),
      lastContactDate: daysFromToday(-100),
    });
    expect(own.find((i) => i.patientId === patient.patientId)).toEqual(item);
  });
});

describe('a page of the tracing list', () => {
  it('places patients equally late in Vietnamese order of their names, whichever page they fall on', async () => {
    for (const fullName of ['BN Đặng Yến', 'BN Anh', 'BN Bình', 'BN Ân', 'BN Ánh']) {
      const patient = await t.user('Patient', { fullName });
      await dispense(kit, patient, doctor, daysFromToday(-47), 30);
    }
    const today = daysFromToday(0);
    for (const caller of [as('Manager', null), as('Doctor', doctor.doctorId)]) {
      const all = (await tracingList(t.db, caller, today)).items;
      expect(all.filter((item) => item.daysLate === 17).map((item) => item.fullName)).toEqual([
        'BN Anh',
        'BN Ánh',
        'BN Ân',
        'BN Bình',
        'BN Đặng Yến',
      ]);
      for (const pageSize of [1, 2, 3]) {
        const paged = [];
        for (let page = 1; paged.length < all.length; page++) {
          const { items, meta } = await tracingList(t.db, caller, today, { page, pageSize });
          expect(meta?.total).toBe(all.length);
          expect(items.length).toBeGreaterThan(0);
          paged.push(...items);
        }
        expect(paged).toEqual(all);
      }
    }
  });
});
