import { messages, retentionApiMessages } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { specimens, tracingOutcomes } from '../src/db/schema.js';
import { daysFromToday } from './helpers/clinical.js';
import { expectFieldError, expectOnlyRoles } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';
import { dispense, namedPatients, outcome, refill, useRetentionClinic, visit } from './helpers/retention.js';

/**
 * The tracing list and tracing outcomes through the API: who is late or interrupted today, for whom
 * (a doctor: own non-anonymous patients only; Manager and Admin: everyone), and the outcomes that take a patient
 * off the list.
 */

const { t, users, kit, doctor, p } = useRetentionClinic(
  namedPatients(
    [
      'late28',
      'interrupted29',
      'onTime',
      'missed',
      'refilled',
      'cameBack',
      'reached',
      'returned',
      'died',
      'transferred',
      'othersPatient',
      'anonymousOnly',
      'noSupply',
      'unmarked',
      'sameDayContact',
      'missedSupplied',
      'missedThenSeen',
      'specimenCollected',
      'stopped',
    ] as const,
    { phoneNumber: '0901234567' },
  ),
  { fullName: 'BS. Trần Minh' },
);
const otherDoctor = {} as CreatedUser;

const ago = (n: number) => daysFromToday(-n);

beforeAll(async () => {
  Object.assign(otherDoctor, await t.user('Doctor', { fullName: 'BS. Vũ Lan' }));

  // Run-out 28 days ago: late (28); 29 days ago: interrupted.
  await dispense(kit, p.late28, doctor, ago(58), 30);
  await dispense(kit, p.interrupted29, doctor, ago(59), 30);
  await dispense(kit, p.onTime, doctor, ago(10), 30);
  // Ran out 10 days ago and missed an appointment 5 days ago: late from the larger of the two (R3 v2).
  await dispense(kit, p.missed, doctor, ago(40), 30);
  await visit(kit, p.missed, doctor, ago(5), { noResult: true });
  // 30 days 100 days ago, refilled 40 days ago for 30: run-out 10 days ago.
  const first = await dispense(kit, p.refilled, doctor, ago(100), 30);
  await refill(kit, first, doctor, ago(40), 30);
  // Ran out 40 days ago, a visit with a result 3 days ago but no pills: still interrupted (R3 v2).
  await dispense(kit, p.cameBack, doctor, ago(70), 30);
  await visit(kit, p.cameBack, doctor, ago(3));
  // Ran out 35 days ago; a phone call reached them, or they said they returned: both listed until a dispense.
  await dispense(kit, p.reached, doctor, ago(65), 30);
  await outcome(kit, p.reached, ago(2), 'reached');
  await dispense(kit, p.returned, doctor, ago(65), 30);
  await outcome(kit, p.returned, ago(2), 'returned');
  // Left the cohort.
  await dispense(kit, p.died, doctor, ago(90), 30);
  await outcome(kit, p.died, ago(20), 'notReached');
  await outcome(kit, p.died, ago(10), 'died');
  await dispense(kit, p.transferred, doctor, ago(90), 30);
  await outcome(kit, p.transferred, ago(10), 'transferredOut');
  // Another doctor's patient, and a patient the doctor sees only anonymously: both interrupted.
  await dispense(kit, p.othersPatient, otherDoctor, ago(80), 30);
  await dispense(kit, p.anonymousOnly, doctor, ago(80), 30, { isAnonymous: true });
  // Ran out 10 days ago; a Confirmed appointment 3 days ago has no result and is not yet marked Missed (R2).
  await dispense(kit, p.unmarked, doctor, ago(40), 30);
  await visit(kit, p.unmarked, doctor, ago(3), { status: 'Confirmed', noResult: true });
  // Ran out 15 days ago and came the same day without a dispense: late.
  await dispense(kit, p.sameDayContact, doctor, ago(45), 30);
  await visit(kit, p.sameDayContact, doctor, ago(15));
  // Seen by the doctor and missed a visit, never dispensed: not on ART, not on the list (R10).
  await visit(kit, p.noSupply, doctor, ago(50));
  await visit(kit, p.noSupply, doctor, ago(20), { noResult: true });
  // Pills for 70 more days: a missed visit 10 days ago makes them late (R10) until a contact after it.
  await dispense(kit, p.missedSupplied, doctor, ago(20), 90);
  await visit(kit, p.missedSupplied, doctor, ago(10), { noResult: true });
  await dispense(kit, p.missedThenSeen, doctor, ago(20), 90);
  await visit(kit, p.missedThenSeen, doctor, ago(10), { noResult: true });
  await visit(kit, p.missedThenSeen, doctor, ago(5));
  // Came 10 days ago and gave a sample whose result is not back: a visit, not a missed appointment.
  await dispense(kit, p.specimenCollected, doctor, ago(20), 90);
  const { appointment } = await visit(kit, p.specimenCollected, doctor, ago(10), {
    status: 'Confirmed',
    noResult: true,
  });
  await t.db.insert(specimens).values({
    appointmentId: appointment.appointmentId,
    specimenCode: 'XN20260000995',
    collectedAt: new Date(),
    collectedBy: doctor.userId,
  });
  // Stopped treatment (refused) after running out: a final outcome, off the list.
  await dispense(kit, p.stopped, doctor, ago(90), 30);
  await outcome(kit, p.stopped, ago(10), 'refused');
});

const tracing = (token: string, query = '') => t.get(`/api/Retention/Tracing${query}`, token);
const idsOf = (body: { data: { items: { patientId: number }[] } }) => body.data.items.map((i) => i.patientId);

describe('GET /api/Retention/Tracing', () => {
  it('is for Admin, Manager and Doctor only', async () => {
    await expectOnlyRoles(
      t,
      users,
      { method: 'GET', url: '/api/Retention/Tracing' },
      ['Admin', 'Manager', 'Doctor'],
      200,
    );
  });

  it("lists the doctor's own late and interrupted patients, most days late first, with the 28/29-day boundary", async () => {
    const res = await tracing(doctor.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(retentionApiMessages.tracingLoaded);
    const items = res.body.data.items;
    expect(
      items.map((i: { fullName: string; state: string; daysLate: number }) => [
        i.fullName,
        i.state,
        i.daysLate,
      ]),
    ).toEqual([
      ['BN cameBack', 'interrupted', 40],
      ['BN reached', 'interrupted', 35],
      ['BN returned', 'interrupted', 35],
      ['BN interrupted29', 'interrupted', 29],
      ['BN late28', 'late', 28],
      ['BN sameDayContact', 'late', 15],
      ['BN missed', 'late', 10],
      ['BN missedSupplied', 'late', 10],
      ['BN refilled', 'late', 10],
      ['BN unmarked', 'late', 10],
    ]);
    expect(items[3]).toEqual({
      patientId: p.interrupted29.patientId,
      fullName: 'BN interrupted29',
      phoneNumber: '0901234567',
      state: 'interrupted',
      daysLate: 29,
      runOutDate: ago(29),
      lastMissedAppointmentDate: null,
      lastContactDate: ago(59),
      lastOutcome: null,
    });
    const missed = items.find((i: { patientId: number }) => i.patientId === p.missed.patientId);
    expect(missed).toMatchObject({
      runOutDate: ago(10),
      lastMissedAppointmentDate: ago(5),
      lastContactDate: ago(40),
    });
    const reached = items.find((i: { patientId: number }) => i.patientId === p.reached.patientId);
    expect(reached.lastOutcome).toEqual({ date: ago(2), outcome: 'reached' });
    const unmarked = items.find((i: { patientId: number }) => i.patientId === p.unmarked.patientId);
    expect(unmarked).toMatchObject({ runOutDate: ago(10), lastMissedAppointmentDate: ago(3) });
    const refilled = items.find((i: { patientId: number }) => i.patientId === p.refilled.patientId);
    expect(refilled).toMatchObject({ runOutDate: ago(10), lastContactDate: ago(40) });
  });

  it('answers contact details and dates only, never results or regimens', async () => {
    const res = await tracing(users.Manager.token);
    for (const item of res.body.data.items)
      expect(Object.keys(item).sort()).toEqual(
        [
          'daysLate',
          'fullName',
          'lastContactDate',
          'lastMissedAppointmentDate',
          'lastOutcome',
          'patientId',
          'phoneNumber',
          'runOutDate',
          'state',
        ].sort(),
      );
    expect(JSON.stringify(res.body)).not.toMatch(/450|TDF|regimen/i);
  });

  it("never shows a doctor another doctor's patients or patients seen only anonymously; Manager and Admin see all", async () => {
    const mine = idsOf((await tracing(doctor.token)).body);
    expect(mine).not.toContain(p.othersPatient.patientId);
    expect(mine).not.toContain(p.anonymousOnly.patientId);
    const others = idsOf((await tracing(otherDoctor.token)).body);
    expect(others).toEqual([p.othersPatient.patientId]);
    for (const role of ['Manager', 'Admin'] as const) {
      const all = idsOf((await tracing(users[role].token)).body);
      expect(all).toEqual(
        expect.arrayContaining([...mine, p.othersPatient.patientId, p.anonymousOnly.patientId]),
      );
      expect(all).toHaveLength(mine.length + 2);
    }
    // A doctor with no patients gets an empty list.
    expect((await tracing(users.Doctor.token)).body.data.items).toEqual([]);
  });

  it('leaves out patients who died, transferred out or stopped, those on time, those not on ART and those whose specimen was collected', async () => {
    const all = idsOf((await tracing(users.Manager.token)).body);
    const away = [
      'died',
      'transferred',
      'stopped',
      'onTime',
      'noSupply',
      'missedThenSeen',
      'specimenCollected',
    ] as const;
    for (const key of away) expect([key, all.includes(p[key].patientId as number)]).toEqual([key, false]);
  });

  it("never tells a doctor about an anonymous visit: the patient's state is judged on the doctor's visible rows", async () => {
    const third = await t.user('Doctor');
    const mixed = await t.user('Patient', { fullName: 'BN mixed' });
    // Known to the doctor since 100 days ago (run-out 70 days ago); supplied 10 days ago in an anonymous visit.
    await dispense(kit, mixed, third, ago(100), 30);
    await dispense(kit, mixed, third, ago(10), 30, { isAnonymous: true });
    expect(idsOf((await tracing(users.Manager.token)).body)).not.toContain(mixed.patientId);
    const items = (await tracing(third.token)).body.data.items;
    expect(items).toEqual([
      expect.objectContaining({
        patientId: mixed.patientId,
        state: 'interrupted',
        daysLate: 70,
        runOutDate: ago(70),
        lastContactDate: ago(100),
      }),
    ]);
    expect(JSON.stringify(items)).not.toContain(ago(10));
  });

  it('pages on request', async () => {
    const res = await tracing(doctor.token, '?page=2&pageSize=2');
    expect(res.body.meta).toEqual({ page: 2, pageSize: 2, total: 10 });
    expect(idsOf(res.body)).toEqual([p.returned.patientId, p.interrupted29.patientId]);
    expect((await tracing(doctor.token, '?pageSize=0')).statusCode).toBe(400);
  });
});

describe('POST /api/Retention/TracingOutcome', () => {
  const post = (token: string | undefined, payload: object) =>
    t.call({ method: 'POST', url: '/api/Retention/TracingOutcome', token, payload });

  it('is for Admin, Manager and Doctor only', async () => {
    await expectOnlyRoles(
      t,
      users,
      { method: 'POST', url: '/api/Retention/TracingOutcome', payload: {} },
      ['Admin', 'Manager', 'Doctor'],
      400,
    );
  });

  it("records an outcome for the doctor's own patient (201), and it shows on the list", async () => {
    const res = await post(doctor.token, {
      patientId: p.late28.patientId,
      date: daysFromToday(0),
      outcome: 'notReached',
      notes: 'Gọi 2 lần không nghe máy',
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe(retentionApiMessages.tracingOutcomeRecorded);
    expect(res.body.data).toEqual({
      tracingOutcomeId: expect.any(Number),
      patientId: p.late28.patientId,
      date: daysFromToday(0),
      outcome: 'notReached',
    });
    const [row] = await t.db
      .select()
      .from(tracingOutcomes)
      .where(eq(tracingOutcomes.tracingOutcomeId, res.body.data.tracingOutcomeId));
    expect(row).toMatchObject({ notes: 'Gọi 2 lần không nghe máy', recordedByUserId: doctor.userId });
    const item = (await tracing(doctor.token)).body.data.items.find(
      (i: { patientId: number }) => i.patientId === p.late28.patientId,
    );
    expect(item.lastOutcome).toEqual({ date: daysFromToday(0), outcome: 'notReached' });
  });

  it("answers 404 to a doctor for another doctor's patient, an anonymous-only patient or no patient", async () => {
    for (const patientId of [p.othersPatient.patientId, p.anonymousOnly.patientId, 999_999]) {
      const res = await post(doctor.token, { patientId, date: ago(1), outcome: 'reached' });
      expect([patientId, res.statusCode, res.body.message]).toEqual([
        patientId,
        404,
        retentionApiMessages.patientNotFound,
      ]);
    }
    expect(
      (await post(users.Manager.token, { patientId: 999_999, date: ago(1), outcome: 'reached' })).statusCode,
    ).toBe(404);
  });

  it('lets Manager and Admin record for any patient; transferred out takes the patient off the list', async () => {
    const before = idsOf((await tracing(users.Manager.token)).body);
    expect(before).toContain(p.othersPatient.patientId);
    const res = await post(users.Admin.token, {
      patientId: p.othersPatient.patientId,
      date: ago(1),
      outcome: 'transferredOut',
    });
    expect(res.statusCode).toBe(201);
    expect(idsOf((await tracing(users.Manager.token)).body)).not.toContain(p.othersPatient.patientId);
    expect((await tracing(otherDoctor.token)).body.data.items).toEqual([]);
  });

  it('refuses a date in the future, a bad outcome, a missing patient and unknown fields (400)', async () => {
    const body = { patientId: p.interrupted29.patientId, date: ago(0), outcome: 'reached' };
    expectFieldError(
      await post(users.Manager.token, { ...body, date: daysFromToday(1) }),
      'date',
      retentionApiMessages.tracingDateInFuture,
    );
    expectFieldError(
      await post(users.Manager.token, { ...body, outcome: 'lost' }),
      'outcome',
      retentionApiMessages.outcomeInvalid,
    );
    expectFieldError(
      await post(users.Manager.token, { ...body, patientId: undefined }),
      'patientId',
      retentionApiMessages.patientRequired,
    );
    expectFieldError(
      await post(users.Manager.token, { ...body, date: '2026-02-30' }),
      'date',
      messages.common.invalidDate,
    );
    expect((await post(users.Manager.token, { ...body, extra: 1 })).statusCode).toBe(400);
    const rows = await t.db
      .select()
      .from(tracingOutcomes)
      .where(eq(tracingOutcomes.patientId, p.interrupted29.patientId as number));
    expect(rows).toEqual([]);
  });

  it('takes the patient off a page read before, as the whole list', async () => {
    const page = async () => (await tracing(users.Manager.token, '?page=1&pageSize=50')).body;
    const before = await page();
    expect(idsOf(before)).toContain(p.interrupted29.patientId);
    const res = await post(users.Manager.token, {
      patientId: p.interrupted29.patientId,
      date: ago(0),
      outcome: 'died',
    });
    expect(res.statusCode).toBe(201);
    const after = await page();
    expect(idsOf(after)).toEqual(idsOf(before).filter((id) => id !== p.interrupted29.patientId));
    expect(after.meta.total).toBe(before.meta.total - 1);
  });
});
