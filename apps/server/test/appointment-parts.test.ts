import { appointmentEndpoints } from '@clinic/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentPart } from '../src/db/appointment-parts.js';
import { keptRead } from '../src/db/cached-read.js';
import { appointments, doctors, patientVisits, specimens } from '../src/db/schema.js';
import { useTestApp } from './helpers/build.js';
import { addDays, daysFromToday, insertAppointment, insertResult } from './helpers/clinical.js';
import type { CreatedUser } from './helpers/factories.js';

/**
 * A write of the appointments drops the kept answers of the parts it touches (migrations 0017, 0030 and 0031,
 * db/appointment-parts.ts): its doctor's, its patient's and its day's, before and after it, and no others.
 */

const t = useTestApp();

/** A kept read of the parts `parts` (of all the appointments when none): what it answers is its count of runs. */
function reader(name: string, parts?: string[]) {
  let runs = 0;
  return () =>
    keptRead(
      t.app.ctx.db,
      appointmentEndpoints.getByDoctorId,
      { name },
      async () => ++runs,
      parts && { appointments: parts },
    );
}

/** Reads each reader and answers how many times each has run. */
async function runsOf<K extends string>(
  readers: Record<K, () => Promise<number>>,
): Promise<Record<K, number>> {
  const runs = {} as Record<K, number>;
  for (const [name, read] of Object.entries(readers) as [K, () => Promise<number>][])
    runs[name] = await read();
  return runs;
}

let doctorA: number;
let doctorB: number;
let patientP: number;
let patientQ: number;
beforeAll(async () => {
  const id = (user: CreatedUser, key: 'doctorId' | 'patientId') => user[key] as number;
  doctorA = id(await t.user('Doctor'), 'doctorId');
  doctorB = id(await t.user('Doctor'), 'doctorId');
  patientP = id(await t.user('Patient'), 'patientId');
  patientQ = id(await t.user('Patient'), 'patientId');
});

const DAY = '2031-05-05';
const OTHER_DAY = '2031-05-06';

describe('the parts of the appointments', () => {
  it('drop on a booking, a move and a deletion the answers of its doctor, patient and day, before and after', async () => {
    const readers = {
      doctorA: reader('doctorA', [appointmentPart.doctor(doctorA)]),
      doctorB: reader('doctorB', [appointmentPart.doctor(doctorB)]),
      patientP: reader('patientP', [appointmentPart.patient(patientP)]),
      patientQ: reader('patientQ', [appointmentPart.patient(patientQ)]),
      day: reader('day', [appointmentPart.day(DAY)]),
      otherDay: reader('otherDay', [appointmentPart.day(OTHER_DAY)]),
      every: reader('every'),
    };
    await runsOf(readers);
    const [booked] = await t.db
      .insert(appointments)
      .values({
        patientId: patientP,
        doctorId: doctorA,
        appointmentDate: DAY,
        appointmentTime: '09:00:00',
        appointmentType: 'Appointment',
        isAnonymous: false,
        status: 'Scheduled',
      })
      .returning();
    expect(await runsOf(readers)).toEqual({
      doctorA: 2,
      doctorB: 1,
      patientP: 2,
      patientQ: 1,
      day: 2,
      otherDay: 1,
      every: 2,
    });
    const where = eq(appointments.appointmentId, booked?.appointmentId as number);
    await t.db.update(appointments).set({ doctorId: doctorB, appointmentDate: OTHER_DAY }).where(where);
    expect(await runsOf(readers)).toEqual({
      doctorA: 3,
      doctorB: 2,
      patientP: 3,
      patientQ: 1,
      day: 3,
      otherDay: 2,
      every: 3,
    });
    await t.db.delete(appointments).where(where);
    expect(await runsOf(readers)).toEqual({
      doctorA: 3,
      doctorB: 3,
      patientP: 4,
      patientQ: 1,
      day: 3,
      otherDay: 3,
      every: 4,
    });
  });

  it('drop the past, which the tracing list reads, for a row dated up to the latest day anywhere and not for a later one', async () => {
    const past = reader('past', [appointmentPart.past]);
    const ahead = (days: number) =>
      t.db.insert(appointments).values({
        patientId: patientQ,
        doctorId: doctorA,
        appointmentDate: daysFromToday(days),
        appointmentTime: '10:00:00',
        appointmentType: 'Appointment',
        isAnonymous: false,
        status: 'Scheduled',
      });
    // The patient's first appointment gives them their row of visit dates (migration 0016).
    await ahead(30);
    await past();
    // Another booking weeks ahead leaves those dates as they were: nothing of the past changed.
    await ahead(31);
    expect(await past()).toBe(1);
    const [yesterday] = await t.db
      .insert(appointments)
      .values({
        patientId: patientQ,
        doctorId: doctorA,
        appointmentDate: daysFromToday(-1),
        appointmentTime: '10:00:00',
        appointmentType: 'Appointment',
        isAnonymous: false,
        status: 'Scheduled',
      })
      .returning();
    expect(await past()).toBe(2);
    // Marked missed, it changes the patient's visit dates too.
    await t.db
      .update(appointments)
      .set({ status: 'Missed' })
      .where(eq(appointments.appointmentId, yesterday?.appointmentId as number));
    expect(await past()).toBe(3);
    const [visits] = await t.db.select().from(patientVisits).where(eq(patientVisits.patientId, patientQ));
    expect(visits?.lastMissed).toBe(daysFromToday(-1));
    // The day at UTC+14, the last to begin anywhere, is the latest a clinic's today can be; the day after it is not
    // yet anyone's.
    const latestToday = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
    const booked = async (date: string) => {
      await t.db.insert(appointments).values({
        patientId: patientQ,
        doctorId: doctorB,
        appointmentDate: date,
        appointmentTime: '11:00:00',
        appointmentType: 'Appointment',
        isAnonymous: false,
        status: 'Scheduled',
      });
      return past();
    };
    expect(await booked(addDays(latestToday, 1))).toBe(3);
    expect(await booked(latestToday)).toBe(4);
  });

  it('drop what shows results through their appointment only for an appointment that has one', async () => {
    const withResult = await insertAppointment(t.db, { patientId: patientP, doctorId: doctorA });
    await insertResult(t.db, withResult);
    const without = await insertAppointment(t.db, { patientId: patientP, doctorId: doctorA });
    const resulted = reader('resulted', [appointmentPart.resulted]);
    await resulted();
    await t.db
      .update(appointments)
      .set({ status: 'Cancelled' })
      .where(eq(appointments.appointmentId, without.appointmentId));
    expect(await resulted()).toBe(1);
    await t.db
      .update(appointments)
      .set({ isAnonymous: true })
      .where(eq(appointments.appointmentId, withResult.appointmentId));
    expect(await resulted()).toBe(2);
  });

  it("drop a patient's attended part for a visit Completed, or with a result or a specimen, not for one to come", async () => {
    const attendedP = reader('attendedP', [appointmentPart.attended(patientP)]);
    const attendedQ = reader('attendedQ', [appointmentPart.attended(patientQ)]);
    const runs = () => runsOf({ attendedP, attendedQ });
    await runs();
    const booked = await insertAppointment(t.db, {
      patientId: patientP,
      doctorId: doctorA,
      status: 'Scheduled',
    });
    const where = (row: { appointmentId: number }) => eq(appointments.appointmentId, row.appointmentId);
    await t.db.update(appointments).set({ status: 'Confirmed' }).where(where(booked));
    await t.db.update(appointments).set({ status: 'Cancelled' }).where(where(booked));
    expect(await runs()).toEqual({ attendedP: 1, attendedQ: 1 });
    await t.db.update(appointments).set({ status: 'Completed' }).where(where(booked));
    expect(await runs()).toEqual({ attendedP: 2, attendedQ: 1 });
    // Completed then cancelled: it was attended before the write.
    await t.db.update(appointments).set({ status: 'Cancelled' }).where(where(booked));
    expect(await runs()).toEqual({ attendedP: 3, attendedQ: 1 });
    const sampled = await insertAppointment(t.db, { patientId: patientP, doctorId: doctorA });
    expect(await runs()).toEqual({ attendedP: 3, attendedQ: 1 });
    const [collector] = await t.db
      .select({ userId: doctors.userId })
      .from(doctors)
      .where(eq(doctors.doctorId, doctorA));
    await t.db.insert(specimens).values({
      appointmentId: sampled.appointmentId,
      specimenCode: 'S2031-000001',
      collectedAt: new Date(),
      collectedBy: collector?.userId as number,
    });
    // The specimen itself is another topic's write (results): counted from here.
    const before = await runs();
    // After the last of the helper's slots (08:00 to 17:00), which no other visit of the doctor can hold.
    await t.db.update(appointments).set({ appointmentTime: '18:00:00' }).where(where(sampled));
    expect(await runs()).toEqual({ attendedP: before.attendedP + 1, attendedQ: before.attendedQ });
    const resulted = await insertAppointment(t.db, { patientId: patientP, doctorId: doctorA });
    await insertResult(t.db, resulted);
    const withResult = await runs();
    // A visit with a result moved to another patient: both of them.
    await t.db.update(appointments).set({ patientId: patientQ }).where(where(resulted));
    expect(await runs()).toEqual({
      attendedP: withResult.attendedP + 1,
      attendedQ: withResult.attendedQ + 1,
    });
  });

  it("drop a doctor's seen part when they get or lose a patient, or an attended visit changes, not on a cancellation", async () => {
    const patientR = (await t.user('Patient')).patientId as number;
    const seenA = reader('seenA', [appointmentPart.seen(doctorA)]);
    const seenB = reader('seenB', [appointmentPart.seen(doctorB)]);
    const runs = () => runsOf({ seenA, seenB });
    const where = (row: { appointmentId: number }) => eq(appointments.appointmentId, row.appointmentId);
    let booked = 0;
    const book = (doctorId: number, isAnonymous = false) =>
      insertAppointment(t.db, {
        patientId: patientR,
        doctorId,
        status: 'Scheduled',
        isAnonymous,
        slot: { appointmentDate: addDays('2033-03-01', ++booked), appointmentTime: '08:00:00' },
      });
    await runs();
    const first = await book(doctorA);
    expect(await runs()).toEqual({ seenA: 2, seenB: 1 });
    // A patient the doctor has already: booked again, confirmed, cancelled.
    const second = await book(doctorA);
    await t.db.update(appointments).set({ status: 'Confirmed' }).where(where(first));
    await t.db.update(appointments).set({ status: 'Cancelled' }).where(where(second));
    expect(await runs()).toEqual({ seenA: 2, seenB: 1 });
    // An anonymous visit makes no patient of the doctor, until it is no longer anonymous.
    const anonymous = await book(doctorB, true);
    expect(await runs()).toEqual({ seenA: 2, seenB: 1 });
    await t.db.update(appointments).set({ isAnonymous: false }).where(where(anonymous));
    expect(await runs()).toEqual({ seenA: 2, seenB: 2 });
    // Moved to a doctor who has the patient already, from one who keeps them through another visit.
    await t.db.update(appointments).set({ doctorId: doctorB }).where(where(first));
    expect(await runs()).toEqual({ seenA: 2, seenB: 2 });
    // The last visit with doctor A gone, A no longer has the patient.
    await t.db.delete(appointments).where(where(second));
    expect(await runs()).toEqual({ seenA: 3, seenB: 2 });
    // An attended visit of a patient the doctor has already.
    await t.db.update(appointments).set({ status: 'Completed' }).where(where(first));
    expect(await runs()).toEqual({ seenA: 3, seenB: 3 });
  });

  it('are not notified by a statement that changes no row, and all are by one of too many parts', async () => {
    const every = reader('every quiet');
    const day = reader('one day', [appointmentPart.day(DAY)]);
    await every();
    await day();
    await t.db.execute(sql`update appointments set status = 'Missed' where false`);
    expect(await every()).toBe(1);
    // 101 days, each with its own slot: more than 100 parts, none of them DAY.
    await t.db.insert(appointments).values(
      Array.from({ length: 101 }, (_, n) => ({
        patientId: patientQ,
        doctorId: doctorB,
        appointmentDate: addDays('2032-01-01', n),
        appointmentTime: '11:00:00',
        appointmentType: 'Appointment' as const,
        isAnonymous: false,
        status: 'Scheduled' as const,
      })),
    );
    expect(await day()).toBe(2);
    expect(await every()).toBe(2);
  });

  it('are all notified by a TRUNCATE, and the past by one of the visit dates', async () => {
    const past = reader('truncated visits', [appointmentPart.past]);
    await past();
    await t.db.execute(sql`truncate patient_visits`);
    expect(await past()).toBe(2);
    const day = reader('truncated day', [appointmentPart.day(DAY)]);
    await day();
    await t.db.execute(sql`truncate appointments cascade`);
    expect(await day()).toBe(2);
  });
});
