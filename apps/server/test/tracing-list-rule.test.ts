import { retentionState } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { tracingList } from '../src/clinic/retention.js';
import { daysFromToday } from './helpers/clinical.js';
import {
  dispense,
  managerCaller,
  namedPatients,
  outcome,
  refill,
  useRetentionClinic,
  visit,
} from './helpers/retention.js';

/**
 * The tracing list works out each patient's days late and state in SQL (clinic/retention.ts daysLateSql); the rule
 * is retentionState of the contract (R3 v2). Here both must agree on every patient of a cohort at the boundaries of
 * the rule: exactly 28 days late and 29, a missed visit with a contact the same day, before it and after today,
 * a run-out and a missed visit together, and a missed visit a dispense closed.
 */

const CASES = [
  'ranOut1',
  'ranOut28',
  'ranOut29',
  'missedNoContact',
  'missedContactSameDay',
  'missedContactBefore',
  'missedReturnedAfter',
  'missedLaterThanRunOut',
  'missedThenDispensed',
  'refilledOnTime',
] as const;

const { t, users, kit, doctor, p } = useRetentionClinic(namedPatients(CASES));

describe('the days late and state of the tracing list', () => {
  it("are retentionState's of each patient's dates, at the rule's boundaries", async () => {
    // 30 days dispensed `n + 30` days ago: the pills ran out `n` days ago.
    const ranOut = (who: keyof typeof p, n: number) =>
      dispense(kit, p[who], doctor, daysFromToday(-n - 30), 30);
    await ranOut('ranOut1', 1);
    await ranOut('ranOut28', 28);
    await ranOut('ranOut29', 29);

    // Pills until 60 days from now; then a missed visit, with or without a contact after it.
    const supplied = (who: keyof typeof p) => dispense(kit, p[who], doctor, daysFromToday(-120), 180);
    await supplied('missedNoContact');
    await visit(kit, p.missedNoContact, doctor, daysFromToday(-12), { noResult: true });
    await supplied('missedContactSameDay');
    await visit(kit, p.missedContactSameDay, doctor, daysFromToday(-12), { noResult: true });
    await visit(kit, p.missedContactSameDay, doctor, daysFromToday(-12));
    await supplied('missedContactBefore');
    await visit(kit, p.missedContactBefore, doctor, daysFromToday(-13));
    await visit(kit, p.missedContactBefore, doctor, daysFromToday(-12), { noResult: true });
    await supplied('missedReturnedAfter');
    await visit(kit, p.missedReturnedAfter, doctor, daysFromToday(-12), { noResult: true });
    await outcome(kit, p.missedReturnedAfter, daysFromToday(-5), 'returned');

    // A run-out and a missed visit with no contact since: the older one counts. A missed visit followed by a
    // dispense is closed: only the run-out counts.
    await ranOut('missedLaterThanRunOut', 40);
    await visit(kit, p.missedLaterThanRunOut, doctor, daysFromToday(-10), { noResult: true });
    await visit(kit, p.missedThenDispensed, doctor, daysFromToday(-50), { noResult: true });
    await ranOut('missedThenDispensed', 5);

    const treated = await ranOut('refilledOnTime', 10);
    await refill(kit, treated, doctor, daysFromToday(-10), 90);

    const today = daysFromToday(0);
    const { items } = await tracingList(t.db, managerCaller(users.Manager.userId), today);
    const listed = new Map(items.map((item) => [item.patientId, item]));
    const verdicts = CASES.map((key) => {
      const item = listed.get(p[key].patientId as number);
      return [key, item ? { state: item.state, daysLate: item.daysLate } : null] as const;
    });
    expect(Object.fromEntries(verdicts)).toEqual({
      ranOut1: { state: 'late', daysLate: 1 },
      ranOut28: { state: 'late', daysLate: 28 },
      ranOut29: { state: 'interrupted', daysLate: 29 },
      missedNoContact: { state: 'late', daysLate: 12 },
      missedContactSameDay: null,
      missedContactBefore: { state: 'late', daysLate: 12 },
      missedReturnedAfter: null,
      missedLaterThanRunOut: { state: 'interrupted', daysLate: 40 },
      missedThenDispensed: { state: 'late', daysLate: 5 },
      refilledOnTime: null,
    });
    for (const item of items) {
      const rule = retentionState({
        today,
        runOutDate: item.runOutDate,
        lastMissedAppointmentDate: item.lastMissedAppointmentDate,
        lastContactDate: item.lastContactDate,
      });
      expect({ patientId: item.patientId, state: item.state, daysLate: item.daysLate }).toEqual({
        patientId: item.patientId,
        ...rule,
      });
    }
  });
});
