import {
  DEFAULT_CLINIC_TZ,
  defaultDaysDispensed,
  isActiveOnTreatment,
  pvlsStatus,
  type ReportingPeriodQuery,
  reportingPeriod,
  retentionApiMessages,
  retentionMessages,
} from '@clinic/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { indicatorPatients, VIRAL_LOAD_DAYS_ZONE } from '../src/clinic/indicators.js';
import { DAYS_DISPENSED_SQL, selectRows } from '../src/clinic/retention.js';
import { addDays } from './helpers/clinical.js';
import { expectFieldError, expectOnlyRoles } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';
import {
  contractVerdicts,
  dispense,
  managerCaller,
  namedPatients,
  outcome,
  refill,
  setArtStart,
  useRetentionClinic,
  visit,
} from './helpers/retention.js';

/**
 * The programme indicators (R4–R10) on a cohort with known answers for 2026 Q1 (2026-01-01 to 2026-03-31): the
 * TX_CURR grace ends on 2026-03-03, the day before the period is 2025-12-31 (its grace ends on 2025-12-03), and
 * a viral load counts when taken after 2025-03-31.
 */

const KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N'] as const;
const { t, users, kit, doctor, p } = useRetentionClinic(namedPatients(KEYS));
const otherDoctor = {} as CreatedUser;

beforeAll(async () => {
  Object.assign(otherDoctor, await t.user('Doctor'));
  const d = doctor;
  // A: new, 180 days in January still covers the end of March (R4). TX_CURR, TX_NEW.
  await dispense(kit, p.A, d, '2026-01-10', 180);
  // B: run-out exactly 2026-03-03 (end − 28): TX_CURR, not TX_ML; suppressed VL in June 2025: PVLS 1/1.
  await setArtStart(t.db, p.B, '2024-05-01');
  await dispense(kit, p.B, d, '2025-11-01', 90);
  await dispense(kit, p.B, d, '2026-01-02', 60);
  await visit(kit, p.B, d, '2025-06-10', { viralLoad: '40' });
  // C: run-out 2026-03-02, 29 days before the end: out of TX_CURR, TX_ML with no outcome (unknown), 5 months on ART.
  await dispense(kit, p.C, d, '2025-10-01', 90);
  await dispense(kit, p.C, d, '2026-01-01', 60);
  // D: active at the start (run-out 2025-12-15), never back: TX_ML, under 3 months on ART, traced: not reached.
  await dispense(kit, p.D, d, '2025-11-15', 30);
  await outcome(kit, p.D, '2026-02-01', 'notReached');
  // E: supplied past the end but died in February: not TX_CURR, TX_ML died (R5 v2: a death counts with pills left).
  await dispense(kit, p.E, d, '2025-10-05', 90);
  await dispense(kit, p.E, d, '2026-01-05', 90);
  await outcome(kit, p.E, '2026-02-10', 'died');
  // F: died before the period: not active at its start, so not TX_ML.
  await dispense(kit, p.F, d, '2025-11-20', 30);
  await outcome(kit, p.F, '2025-12-25', 'died');
  // G: active at the start (run-out 2025-12-31), died in February: TX_ML by outcome died.
  await dispense(kit, p.G, d, '2025-12-01', 30);
  await outcome(kit, p.G, '2026-02-15', 'died');
  // H: started in February (TX_NEW, TX_CURR); 2 months on ART: no PVLS despite a result.
  await dispense(kit, p.H, d, '2026-02-01', 90);
  await visit(kit, p.H, d, '2026-03-20', { viralLoad: '< 50' });
  // I: on ART since June 2025; latest VL 1500: PVLS denominator only.
  await dispense(kit, p.I, d, '2025-06-01', 180);
  await dispense(kit, p.I, d, '2025-12-01', 180);
  await visit(kit, p.I, d, '2025-09-01', { viralLoad: '< 50' });
  await visit(kit, p.I, d, '2026-03-01', { viralLoad: '1500' });
  // J: TX_CURR, its only VL exactly 12 months before the end: too old. ART started before its first supply here: a
  // transfer in (as K).
  await setArtStart(t.db, p.J, '2024-05-01');
  await dispense(kit, p.J, d, '2026-02-15', 90);
  await visit(kit, p.J, d, '2025-03-31', { viralLoad: '40' });
  // K: two VLs on the same day, 40 and 2000: the higher counts (denominator only).
  await setArtStart(t.db, p.K, '2024-05-01');
  await dispense(kit, p.K, d, '2026-01-20', 90);
  await visit(kit, p.K, d, '2026-01-20', { viralLoad: '40' });
  await visit(kit, p.K, d, '2026-01-20', { viralLoad: '2000' });
  // L: the other doctor's new patient.
  await dispense(kit, p.L, otherDoctor, '2026-03-01', 30);
  // M: the doctor's patient only anonymously: the clinic counts them, the doctor does not.
  await dispense(kit, p.M, d, '2026-03-10', 30, { isAnonymous: true });
  // N: lapsed in October, refilled in February for 90 days: TX_CURR, TX_RTT, not TX_ML (not active at the start). Its
  // only viral load, 50,000 before ART start, is a baseline: not in PVLS (R6 v2).
  const n = await dispense(kit, p.N, d, '2025-09-01', 30);
  await refill(kit, n, d, '2026-02-20', 90);
  await visit(kit, p.N, d, '2025-08-20', { viralLoad: '50000' });
});

const Q1 = '?kind=quarter&year=2026&index=1';
const get = (token: string, query = Q1) => t.get(`/api/Statistics/Indicators${query}`, token);
const zeroOutcomes = {
  died: 0,
  transferredOut: 0,
  refusedStopped: 0,
  iitUnder3Months: 0,
  iit3To5Months: 0,
  iit6PlusMonths: 0,
  reached: 0,
  notReached: 0,
  returned: 0,
  refused: 0,
  unknown: 0,
};

describe('GET /api/Statistics/Indicators', () => {
  it('is for Admin, Manager, Staff and Doctor', async () => {
    await expectOnlyRoles(
      t,
      users,
      { method: 'GET', url: `/api/Statistics/Indicators${Q1}` },
      ['Admin', 'Manager', 'Staff', 'Doctor'],
      200,
    );
  });

  it('counts the whole clinic for Admin, Manager and Staff: exact figures of 2026 Q1', async () => {
    for (const role of ['Admin', 'Manager', 'Staff'] as const) {
      const res = await get(users[role].token);
      expect(res.statusCode).toBe(200);
      expect(res.body.message).toBe(retentionApiMessages.indicatorsLoaded);
      expect(res.body.data).toEqual({
        from: '2026-01-01',
        to: '2026-03-31',
        txCurr: 9, // A B H I J K L M N
        txNew: 4, // A H L M
        txRtt: 1, // N
        transfersIn: 2, // J K
        txMl: {
          total: 4, // C D E G
          byOutcome: {
            ...zeroOutcomes,
            died: 2, // E G
            iit3To5Months: 1, // C
            iitUnder3Months: 1, // D
            unknown: 1, // C
            notReached: 1, // D
          },
        },
        txPvls: { numerator: 1, denominator: 3 }, // B / B I K
        // B C D E G I at the start: 6 + 4 + 1 + 2 − 4 = 9
        reconciliation: {
          txCurrStart: 6,
          txNew: 4,
          txRtt: 1,
          transfersIn: 2,
          txMl: 4,
          txCurrEnd: 9,
          unexplained: 0,
        },
      });
    }
  });

  it("counts a doctor's own non-anonymous patients only", async () => {
    expect((await get(doctor.token)).body.data).toMatchObject({
      txCurr: 7,
      txNew: 2,
      txRtt: 1,
      transfersIn: 2,
      txMl: { total: 4 },
      txPvls: { numerator: 1, denominator: 3 },
      reconciliation: { txCurrStart: 6, txCurrEnd: 7, unexplained: 0 },
    });
    expect((await get(otherDoctor.token)).body.data).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      txCurr: 1,
      txNew: 1,
      txRtt: 0,
      transfersIn: 0,
      txMl: { total: 0, byOutcome: zeroOutcomes },
      txPvls: { numerator: 0, denominator: 0 },
      reconciliation: {
        txCurrStart: 0,
        txNew: 1,
        txRtt: 0,
        transfersIn: 0,
        txMl: 0,
        txCurrEnd: 1,
        unexplained: 0,
      },
    });
    expect((await get(users.Doctor.token)).body.data).toMatchObject({ txCurr: 0, txNew: 0 });
  });

  it('reads the month, the Vietnamese reporting quarter and year, and the PEPFAR fiscal quarter', async () => {
    const march = (await get(users.Manager.token, '?kind=month&year=2026&index=3')).body.data;
    expect(march).toMatchObject({ from: '2026-03-01', to: '2026-03-31', txCurr: 9, txNew: 2 });
    const vn = (await get(users.Manager.token, '?kind=vnQuarter&year=2026&index=1')).body.data;
    expect(vn).toMatchObject({ from: '2025-12-15', to: '2026-03-14' });
    const fiscal = (await get(users.Manager.token, '?kind=pepfarQuarter&year=2026&index=1')).body.data;
    expect(fiscal).toMatchObject({ from: '2025-10-01', to: '2025-12-31' });
    const year = (await get(users.Manager.token, '?kind=vnYear&year=2026&index=1')).body.data;
    expect(year).toMatchObject({ from: '2025-12-15', to: '2026-12-14' });
  });

  it('refuses an invalid kind, year or index (400)', async () => {
    const token = users.Manager.token;
    const refused: [query: string, field: string, message: string][] = [
      ['?kind=year&year=2026&index=1', 'kind', retentionMessages.periodKindInvalid],
      ['?kind=quarter&year=1999&index=1', 'year', retentionMessages.yearInvalid],
      ['?kind=quarter&year=2026&index=5', 'index', retentionMessages.quarterIndexInvalid],
      ['?kind=month&year=2026&index=13', 'index', retentionMessages.monthIndexInvalid],
      ['?kind=vnYear&year=2026&index=2', 'index', retentionMessages.yearIndexInvalid],
    ];
    for (const [query, field, message] of refused) expectFieldError(await get(token, query), field, message);
    expect((await get(token, '?kind=month&year=2026')).statusCode).toBe(400);
  });
});

describe('the SQL agrees with the contract predicates', () => {
  const periods: ReportingPeriodQuery[] = [
    { kind: 'quarter', year: 2025, index: 3 },
    { kind: 'quarter', year: 2025, index: 4 },
    { kind: 'quarter', year: 2026, index: 1 },
    { kind: 'quarter', year: 2026, index: 2 },
    { kind: 'vnQuarter', year: 2026, index: 1 },
    { kind: 'vnQuarter', year: 2026, index: 2 },
    { kind: 'pepfarQuarter', year: 2026, index: 1 },
    { kind: 'pepfarQuarter', year: 2026, index: 2 },
    { kind: 'vnYear', year: 2026, index: 1 },
    ...Array.from({ length: 12 }, (_, i) => ({ kind: 'month' as const, year: 2026, index: i + 1 })),
    { kind: 'month', year: 2025, index: 12 },
  ];

  it('per patient and period: TX_CURR, TX_NEW, TX_ML, TX_RTT, transfers in and TX_PVLS', async () => {
    let checked = 0;
    for (const query of periods) {
      const { from, to } = reportingPeriod(query);
      const rows = await indicatorPatients(
        t.db,
        managerCaller(users.Manager.userId),
        query,
        DEFAULT_CLINIC_TZ,
      );
      for (const row of rows) {
        const curr = isActiveOnTreatment({
          periodEnd: to,
          runOutDate: row.runOutEnd,
          outcome: row.outcomeEnd,
        });
        const pvls = pvlsStatus({
          periodEnd: to,
          artStartDate: row.firstArtStart,
          viralLoads:
            row.vlDate === null
              ? []
              : [{ date: row.vlDate, value: row.vlValue, belowDetection: row.vlBelowDetection ?? false }],
        });
        const expected = {
          ...contractVerdicts(row, { from, to }),
          pvlsDenominator: curr && pvls.inDenominator,
          pvlsNumerator: curr && pvls.inNumerator,
        };
        expect({ query, patientId: row.patientId, ...expected }).toEqual({
          query,
          patientId: row.patientId,
          txCurr: row.txCurr,
          txCurrStart: row.txCurrStart,
          txNew: row.txNew,
          txMl: row.txMl,
          mlOutcome: row.mlOutcome,
          txRtt: row.txRtt,
          transferIn: row.transferIn,
          pvlsDenominator: row.pvlsDenominator,
          pvlsNumerator: row.pvlsNumerator,
        });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(periods.length * KEYS.length - 1);
  });

  it('dates the viral loads as they are read in a zone other than the one they are kept in', async () => {
    // Asia/Bangkok keeps the clinic's default offset all year, so the samples read and dated in it (the path of any
    // zone but VIRAL_LOAD_DAYS_ZONE) must give every patient the verdicts of the samples kept per patient.
    expect(VIRAL_LOAD_DAYS_ZONE).toBe(DEFAULT_CLINIC_TZ);
    for (const query of periods) {
      const caller = managerCaller(users.Manager.userId);
      const kept = await indicatorPatients(t.db, caller, query, VIRAL_LOAD_DAYS_ZONE);
      const read = await indicatorPatients(t.db, caller, query, 'Asia/Bangkok');
      expect(kept.filter((row) => row.vlDate !== null).length).toBeGreaterThan(0);
      expect({ query, rows: read }).toEqual({ query, rows: kept });
    }
  });

  it("reads a treatment's days dispensed as the contract's default when none was recorded", async () => {
    const rows = await selectRows<{ n: number; days: number }>(
      t.db,
      sql`select n, ${DAYS_DISPENSED_SQL}::int as days from (
        select n, null::smallint as days_dispensed, '2026-01-01'::date as start_date,
          '2026-01-01'::date + n as end_date
        from generate_series(1, 400) as n) t`,
    );
    expect(rows).toHaveLength(400);
    for (const row of rows)
      expect([row.n, row.days]).toEqual([
        row.n,
        defaultDaysDispensed('2026-01-01', addDays('2026-01-01', row.n)),
      ]);
  });
});
