import {
  DEFAULT_CLINIC_TZ,
  monitoringMessages,
  type ReportingPeriodQuery,
  reportingPeriod,
} from '@clinic/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { indicatorPatients } from '../src/clinic/indicators.js';
import { expectFieldError } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';
import {
  contractVerdicts,
  dispense,
  managerCaller,
  namedPatients,
  setArtStart,
  useRetentionClinic,
} from './helpers/retention.js';

/**
 * R10: the indicators of 2026 Q2 (2026-04-01 to 2026-06-30) reconcile on a cohort with every way in and out of
 * TX_CURR, its final outcomes and its transfer in recorded through the API as a doctor records them. TX_CURR on the
 * day before (2026-03-31) needs a run-out on or after 2026-03-03; at the end, on or after 2026-06-02.
 */

const KEYS = [
  'steady',
  'died',
  'transferred',
  'stopped',
  'interrupted',
  'returned',
  'new',
  'lostNew',
  'transferIn',
] as const;
const { t, users, kit, doctor, p } = useRetentionClinic(namedPatients(KEYS));
const put = (url: string, payload: object, token: string) => t.call({ method: 'PUT', url, payload, token });

const recordOutcome = async (who: CreatedUser, date: string, outcome: string) => {
  const res = await t.post(
    '/api/Retention/TracingOutcome',
    { patientId: who.patientId, date, outcome },
    doctor.token,
  );
  expect(res.statusCode).toBe(201);
};

beforeAll(async () => {
  const d = doctor;
  await setArtStart(t.db, p.steady, '2024-01-01');
  await dispense(kit, p.steady, d, '2026-03-01', 180);
  // Died, transferred out and stopped in the quarter with pills left: TX_ML by their outcome, not TX_CURR.
  for (const key of ['died', 'transferred', 'stopped'] as const) {
    await setArtStart(t.db, p[key], '2024-01-01');
    await dispense(kit, p[key], d, '2026-03-15', 90);
  }
  await recordOutcome(p.died, '2026-05-01', 'died');
  await recordOutcome(p.transferred, '2026-05-10', 'transferredOut');
  await recordOutcome(p.stopped, '2026-04-20', 'refused');
  // On ART since 2025-01-01, pills until 2026-04-02, never back: TX_ML, interrupted after 6 months or more.
  await setArtStart(t.db, p.interrupted, '2025-01-01');
  await dispense(kit, p.interrupted, d, '2026-02-01', 60);
  // Interrupted since 2025-10-31, back on 2026-04-15: TX_RTT.
  await dispense(kit, p.returned, d, '2025-10-01', 30);
  await dispense(kit, p.returned, d, '2026-04-15', 90);
  // New in the quarter, and new then lost within it (run-out 2026-05-02): TX_NEW both, TX_ML the second.
  await dispense(kit, p.new, d, '2026-05-01', 90);
  await dispense(kit, p.lostNew, d, '2026-04-02', 30);
  // Started ART at another clinic in 2024, transferred in on 2026-05-05: a transfer in, not TX_NEW.
  await setArtStart(t.db, p.transferIn, '2024-06-01');
  await dispense(kit, p.transferIn, d, '2026-05-05', 90);
  const res = await put(
    '/api/Clinical/TransferIn',
    { patientId: p.transferIn.patientId, date: '2026-05-05', fromClinic: 'Phòng khám ngoại trú Quận 1' },
    doctor.token,
  );
  expect(res.statusCode).toBe(200);
  expect(res.body.data.transferIn).toEqual({ date: '2026-05-05', fromClinic: 'Phòng khám ngoại trú Quận 1' });
});

const Q2: ReportingPeriodQuery = { kind: 'quarter', year: 2026, index: 2 };

describe('R10: TX_CURR reconciles', () => {
  it('start + new + returns + transfers in − TX_ML = end, with nothing unexplained', async () => {
    const res = await t.get('/api/Statistics/Indicators?kind=quarter&year=2026&index=2', users.Manager.token);
    expect(res.statusCode).toBe(200);
    const data = res.body.data;
    expect(data.reconciliation).toEqual({
      txCurrStart: 5, // steady died transferred stopped interrupted
      txNew: 2, // new lostNew
      txRtt: 1, // returned
      transfersIn: 1, // transferIn
      txMl: 5, // died transferred stopped interrupted lostNew
      txCurrEnd: 4, // steady returned new transferIn
      unexplained: 0,
    });
    expect(data).toMatchObject({ txCurr: 4, txNew: 2, txRtt: 1, transfersIn: 1 });
    expect(data.txMl.total).toBe(5);
    expect(data.txMl.byOutcome).toMatchObject({
      died: 1,
      transferredOut: 1,
      refusedStopped: 1,
      iitUnder3Months: 1,
      iit3To5Months: 0,
      iit6PlusMonths: 1,
      // The tracing-outcome keys of version 1 stay beside them.
      refused: 1,
      unknown: 2,
    });
  });

  it('the next quarter starts where this one ended', async () => {
    const next = (
      await t.get('/api/Statistics/Indicators?kind=quarter&year=2026&index=3', users.Manager.token)
    ).body.data;
    expect(next.reconciliation.txCurrStart).toBe(4);
    expect(next.reconciliation.unexplained).toBe(0);
  });

  it('agrees per patient with the contract predicates', async () => {
    const { from, to } = reportingPeriod(Q2);
    const rows = await indicatorPatients(t.db, managerCaller(users.Manager.userId), Q2, DEFAULT_CLINIC_TZ);
    const byKey = new Map(KEYS.map((key) => [p[key].patientId, key]));
    const verdicts = rows.map((row) => {
      const expected = contractVerdicts(row, { from, to });
      expect([row.txMl, row.mlOutcome, row.txRtt, row.transferIn]).toEqual([
        expected.txMl,
        expected.mlOutcome,
        expected.txRtt,
        expected.transferIn,
      ]);
      return [byKey.get(row.patientId), row.mlOutcome];
    });
    expect(Object.fromEntries(verdicts.filter(([key]) => key !== undefined))).toEqual({
      steady: null,
      died: 'died',
      transferred: 'transferredOut',
      stopped: 'refusedStopped',
      interrupted: 'iit6PlusMonths',
      returned: null,
      new: null,
      lostNew: 'iitUnder3Months',
      transferIn: null,
    });
  });
});

describe('PUT /api/Clinical/TransferIn and /Breastfeeding', () => {
  it("records and removes a transfer in for the doctor's own patient, refuses a missing clinic or a future day", async () => {
    const who = p.steady.patientId;
    expectFieldError(
      await put('/api/Clinical/TransferIn', { patientId: who, date: '2026-05-05' }, doctor.token),
      'fromClinic',
      monitoringMessages.transferInClinicRequired,
    );
    expectFieldError(
      await put(
        '/api/Clinical/TransferIn',
        { patientId: who, date: '2999-01-01', fromClinic: 'X' },
        doctor.token,
      ),
      'date',
      monitoringMessages.transferInDateInFuture,
    );
    const set = await put(
      '/api/Clinical/TransferIn',
      { patientId: who, date: '2024-01-01', fromClinic: 'Bệnh viện Nhiệt đới' },
      doctor.token,
    );
    expect(set.body.data.transferIn).toEqual({ date: '2024-01-01', fromClinic: 'Bệnh viện Nhiệt đới' });
    const removed = await put('/api/Clinical/TransferIn', { patientId: who, date: null }, doctor.token);
    expect(removed.body.data.transferIn).toBeNull();
  });

  it('is refused to another doctor (404) and to a patient (403)', async () => {
    const body = { patientId: p.steady.patientId, date: '2024-01-01', fromClinic: 'X' };
    expect((await put('/api/Clinical/TransferIn', body, users.Doctor.token)).statusCode).toBe(404);
    expect((await put('/api/Clinical/TransferIn', body, p.steady.token)).statusCode).toBe(403);
    const feeding = { patientId: p.steady.patientId, isBreastfeeding: true, recordedOn: '2026-01-01' };
    expect((await put('/api/Clinical/Breastfeeding', feeding, users.Doctor.token)).statusCode).toBe(404);
  });

  it('records breastfeeding with its day, which moves the viral load to the VL5 schedule', async () => {
    const who = p.new.patientId;
    expectFieldError(
      await put('/api/Clinical/Breastfeeding', { patientId: who, isBreastfeeding: true }, doctor.token),
      'recordedOn',
      monitoringMessages.breastfeedingDateRequired,
    );
    const res = await put(
      '/api/Clinical/Breastfeeding',
      { patientId: who, isBreastfeeding: true, recordedOn: '2026-06-01' },
      doctor.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ isBreastfeeding: true, breastfeedingRecordedOn: '2026-06-01' });
    expect(res.body.data.plan.due.find((d: { test: string }) => d.test === 'viralLoad')).toMatchObject({
      dueDate: '2026-06-01',
      rule: 'VL5',
    });
    const off = await put(
      '/api/Clinical/Breastfeeding',
      { patientId: who, isBreastfeeding: false },
      doctor.token,
    );
    expect(off.body.data).toMatchObject({ isBreastfeeding: false, breastfeedingRecordedOn: null });
  });

  it("shows a final outcome on the summary and takes the patient off the doctor's worklist", async () => {
    const summary = await t.get(`/api/Clinical/Summary/${p.died.patientId}`, doctor.token);
    expect(summary.body.data.finalOutcome).toEqual({ date: '2026-05-01', outcome: 'died' });
    const worklist = await t.get('/api/Clinical/Worklist', doctor.token);
    const listed = new Set(worklist.body.data.items.map((i: { patientId: number }) => i.patientId));
    expect(listed.has(p.died.patientId)).toBe(false);
    expect(listed.has(p.steady.patientId)).toBe(true);
  });
});
