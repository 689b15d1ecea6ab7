import { describe, expect, it } from 'vitest';
import { addDays } from './dates.js';
import {
  countsInTxMl,
  countsInTxNew,
  DAYS_DISPENSED_OPTIONS,
  DEFAULT_RETENTION_THRESHOLDS,
  isActiveOnTreatment,
  isMissedAppointment,
  type MissedAppointmentInput,
  type PvlsViralLoad,
  pvlsStatus,
  REPORTING_PERIOD_KINDS,
  RETENTION_STATE_LABELS,
  RETENTION_STATES,
  type ReportingPeriodInput,
  type RetentionState,
  type RetentionThresholds,
  reportingPeriod,
  reportingPeriodQuery,
  retentionMessages,
  retentionState,
  retentionStateItem,
  runOutDate,
  TRACING_OUTCOME_LABELS,
  TRACING_OUTCOMES,
  type TracingOutcome,
} from './retention.js';

describe('constants', () => {
  it('holds the retention cut-offs', () => {
    const pvls = { pvlsMinMonthsOnArt: 3, pvlsLookbackMonths: 12, pvlsSuppressedBelow: 1000 };
    expect(DEFAULT_RETENTION_THRESHOLDS).toEqual({ refillLeadDays: 7, interruptedAfterDays: 28, ...pvls });
  });

  it('lists the states, options, kinds and outcomes', () => {
    expect(RETENTION_STATES).toEqual(['onTime', 'late', 'interrupted']);
    expect(DAYS_DISPENSED_OPTIONS).toEqual([30, 60, 90, 180]);
    expect(REPORTING_PERIOD_KINDS).toEqual(['month', 'quarter', 'vnQuarter', 'pepfarQuarter', 'vnYear']);
    expect(TRACING_OUTCOMES).toEqual('reached notReached returned transferredOut died refused'.split(' '));
  });

  it('labels every state and outcome in Vietnamese', () => {
    expect(RETENTION_STATE_LABELS).toEqual({
      onTime: 'Đúng hẹn',
      late: 'Trễ hẹn',
      interrupted: 'Gián đoạn điều trị',
    });
    expect(Object.keys(TRACING_OUTCOME_LABELS)).toEqual([...TRACING_OUTCOMES]);
  });

  it.each<[TracingOutcome, string]>([
    ['reached', 'Đã liên lạc được'],
    ['notReached', 'Không liên lạc được'],
    ['returned', 'Đã quay lại điều trị'],
    ['transferredOut', 'Chuyển đi nơi khác'],
    ['died', 'Đã tử vong'],
    ['refused', 'Từ chối điều trị'],
  ])('labels the outcome %s "%s"', (outcome, label) => {
    expect(TRACING_OUTCOME_LABELS[outcome]).toBe(label);
  });
});

describe('runOutDate (R1)', () => {
  it.each<
    [
      string,
      string,
      number,
      number | null | undefined,
      Partial<RetentionThresholds> | undefined,
      string,
      string,
    ]
  >([
    [
      'the rules example: 90 days from 2025-03-01',
      '2025-03-01',
      90,
      undefined,
      undefined,
      '2025-05-30',
      '2025-05-23',
    ],
    ['pills on hand null counts as none', '2025-03-01', 90, null, undefined, '2025-05-30', '2025-05-23'],
    ['pills on hand 0', '2025-03-01', 90, 0, undefined, '2025-05-30', '2025-05-23'],
    ['pills on hand are added', '2025-03-01', 90, 5, undefined, '2025-06-04', '2025-05-28'],
    ['30 days across a month end', '2025-01-31', 30, undefined, undefined, '2025-03-02', '2025-02-23'],
    ['30 days in a leap February', '2028-02-01', 30, undefined, undefined, '2028-03-02', '2028-02-24'],
    ['180 days across a year end', '2025-09-01', 180, undefined, undefined, '2026-02-28', '2026-02-21'],
    ['60 days', '2025-12-15', 60, undefined, undefined, '2026-02-13', '2026-02-06'],
    [
      'a configured lead time',
      '2025-03-01',
      90,
      undefined,
      { refillLeadDays: 14 },
      '2025-05-30',
      '2025-05-16',
    ],
    [
      'a blank lead time keeps the default',
      '2025-03-01',
      90,
      undefined,
      { refillLeadDays: undefined },
      '2025-05-30',
      '2025-05-23',
    ],
  ])('%s', (_name, dispenseDate, daysDispensed, pillsOnHandDays, thresholds, out, due) => {
    const input =
      pillsOnHandDays === undefined
        ? { dispenseDate, daysDispensed }
        : { dispenseDate, daysDispensed, pillsOnHandDays };
    expect(runOutDate(input, thresholds)).toEqual({ runOutDate: out, refillDueDate: due });
  });
});

describe('isMissedAppointment (R2)', () => {
  const base: MissedAppointmentInput = {
    status: 'Scheduled',
    date: '2025-06-01',
    today: '2025-06-02',
    hasResultOrTreatment: false,
  };
  it.each<[string, Partial<MissedAppointmentInput>, boolean]>([
    ['scheduled, day passed, nothing recorded', {}, true],
    ['confirmed, day passed, nothing recorded', { status: 'Confirmed' }, true],
    ['the day itself has not passed', { today: '2025-06-01' }, false],
    ['a future day', { today: '2025-05-30' }, false],
    ['a result or treatment was recorded', { status: 'Confirmed', hasResultOrTreatment: true }, false],
    ['cancelled', { status: 'Cancelled' }, false],
    ['completed', { status: 'Completed' }, false],
    ['a date with a time', { date: '2025-06-01T09:00:00' }, true],
  ])('%s', (_name, over, expected) => {
    expect(isMissedAppointment({ ...base, ...over })).toBe(expected);
  });
});

describe('retentionState (R3)', () => {
  it.each<
    [
      string,
      string,
      string | null,
      string | null,
      string | null,
      Partial<RetentionThresholds> | undefined,
      RetentionState,
      number,
    ]
  >([
    // The rules example: run-out 2025-05-30, no contact.
    ['example: 28 days after run-out is late', '2025-06-27', '2025-05-30', null, null, undefined, 'late', 28],
    [
      'example: 29 days after run-out is interrupted',
      '2025-06-28',
      '2025-05-30',
      null,
      null,
      undefined,
      'interrupted',
      29,
    ],
    ['run-out 2026-03-01, 28 days', '2026-03-29', '2026-03-01', null, null, undefined, 'late', 28],
    ['run-out 2026-03-01, 29 days', '2026-03-30', '2026-03-01', null, null, undefined, 'interrupted', 29],
    ['one day late', '2025-05-31', '2025-05-30', null, null, undefined, 'late', 1],
    ['on the run-out day', '2025-05-30', '2025-05-30', null, null, undefined, 'onTime', 0],
    ['before the run-out', '2025-05-01', '2025-05-30', null, null, undefined, 'onTime', 0],
    ['nothing to be late for', '2025-05-01', null, null, null, undefined, 'onTime', 0],
    ['only a contact', '2025-05-01', null, null, '2025-04-01', undefined, 'onTime', 0],
    ['missed appointment without run-out', '2025-06-11', null, '2025-06-01', null, undefined, 'late', 10],
    [
      'v2: the larger of the two counts (run-out)',
      '2025-07-10',
      '2025-05-30',
      '2025-06-20',
      null,
      undefined,
      'interrupted',
      41,
    ],
    [
      'v2: the larger of the two counts (missed)',
      '2025-07-10',
      '2025-06-20',
      '2025-05-30',
      null,
      undefined,
      'interrupted',
      41,
    ],
    [
      'v2 rule book: run-out 2025-05-30, a lab-only visit on 2025-06-05, no refill: 72 days on 2025-08-10',
      '2025-08-10',
      '2025-05-30',
      null,
      '2025-06-05',
      undefined,
      'interrupted',
      72,
    ],
    [
      'v2: a contact clears a missed appointment while pills remain',
      '2025-07-10',
      '2025-08-01',
      '2025-06-20',
      '2025-06-25',
      undefined,
      'onTime',
      0,
    ],
    [
      'v2: without a contact, a missed appointment makes late while pills remain',
      '2025-07-10',
      '2025-08-01',
      '2025-06-20',
      null,
      undefined,
      'late',
      20,
    ],
    [
      'long after a missed appointment',
      '2025-08-01',
      '2025-05-01',
      '2025-06-01',
      null,
      undefined,
      'interrupted',
      92,
    ],
    [
      'v2: a contact on the run-out day does not move it',
      '2025-07-30',
      '2025-05-30',
      null,
      '2025-05-30',
      undefined,
      'interrupted',
      61,
    ],
    [
      'v2: a contact after the run-out does not move it',
      '2025-07-30',
      '2025-05-30',
      null,
      '2025-06-10',
      undefined,
      'interrupted',
      61,
    ],
    [
      'a contact on the missed appointment day clears only that appointment',
      '2025-07-30',
      '2025-05-30',
      '2025-06-15',
      '2025-06-15',
      undefined,
      'interrupted',
      61,
    ],
    [
      'a contact before the missed appointment clears nothing',
      '2025-07-10',
      '2025-07-30',
      '2025-06-15',
      '2025-06-01',
      undefined,
      'late',
      25,
    ],
    ['a contact before the run-out', '2025-06-10', '2025-05-30', null, '2025-05-29', undefined, 'late', 11],
    [
      'a contact dated after today is ignored',
      '2025-06-10',
      '2025-05-30',
      null,
      '2025-06-20',
      undefined,
      'late',
      11,
    ],
    ['today on the missed appointment day', '2025-06-01', null, '2025-06-01', null, undefined, 'onTime', 0],
    [
      'a configured interruption threshold',
      '2025-06-20',
      '2025-05-30',
      null,
      null,
      { interruptedAfterDays: 14 },
      'interrupted',
      21,
    ],
    ['across a leap day', '2028-03-01', '2028-02-01', null, null, undefined, 'interrupted', 29],
  ])('%s', (_name, today, runOut, missed, contact, thresholds, state, daysLate) => {
    expect(
      retentionState(
        { today, runOutDate: runOut, lastMissedAppointmentDate: missed, lastContactDate: contact },
        thresholds,
      ),
    ).toEqual({ state, daysLate });
  });

  it('answers a shape retentionStateItem accepts', () => {
    const result = retentionState({
      today: '2025-06-28',
      runOutDate: '2025-05-30',
      lastMissedAppointmentDate: null,
      lastContactDate: null,
    });
    expect(retentionStateItem.parse(result)).toEqual({ state: 'interrupted', daysLate: 29 });
    expect(retentionStateItem.safeParse({ state: 'lost', daysLate: 1 }).success).toBe(false);
    expect(retentionStateItem.safeParse({ state: 'late', daysLate: -1 }).success).toBe(false);
  });
});

const { periodKindInvalid, yearInvalid, monthIndexInvalid, quarterIndexInvalid, indexInvalid } =
  retentionMessages;

describe('reportingPeriod (R8)', () => {
  it.each<[ReportingPeriodInput['kind'], number, number, string, string]>([
    ['month', 2025, 1, '2025-01-01', '2025-01-31'],
    ['month', 2025, 2, '2025-02-01', '2025-02-28'],
    ['month', 2028, 2, '2028-02-01', '2028-02-29'],
    ['month', 2100, 2, '2100-02-01', '2100-02-28'],
    ['month', 2000, 2, '2000-02-01', '2000-02-29'],
    ['month', 2025, 4, '2025-04-01', '2025-04-30'],
    ['month', 2025, 12, '2025-12-01', '2025-12-31'],
    ['quarter', 2025, 1, '2025-01-01', '2025-03-31'],
    ['quarter', 2025, 2, '2025-04-01', '2025-06-30'],
    ['quarter', 2025, 3, '2025-07-01', '2025-09-30'],
    ['quarter', 2025, 4, '2025-10-01', '2025-12-31'],
    ['quarter', 2028, 1, '2028-01-01', '2028-03-31'],
    // The rules example: Q2 2025 reporting = 2025-03-15 to 2025-06-14.
    ['vnQuarter', 2025, 2, '2025-03-15', '2025-06-14'],
    ['vnQuarter', 2026, 1, '2025-12-15', '2026-03-14'],
    ['vnQuarter', 2026, 3, '2026-06-15', '2026-09-14'],
    ['vnQuarter', 2026, 4, '2026-09-15', '2026-12-14'],
    ['vnQuarter', 2028, 1, '2027-12-15', '2028-03-14'],
    // PEPFAR's fiscal year N starts on 1 October of N-1; the rules example: FY2026 Q2 = 2026-01-01 to 2026-03-31.
    ['pepfarQuarter', 2026, 1, '2025-10-01', '2025-12-31'],
    ['pepfarQuarter', 2026, 2, '2026-01-01', '2026-03-31'],
    ['pepfarQuarter', 2026, 3, '2026-04-01', '2026-06-30'],
    ['pepfarQuarter', 2026, 4, '2026-07-01', '2026-09-30'],
    // Vietnam's reporting year: 15 December of the year before to 14 December.
    ['vnYear', 2025, 1, '2024-12-15', '2025-12-14'],
    ['vnYear', 2028, 1, '2027-12-15', '2028-12-14'],
  ])('%s %i #%i = %s … %s', (kind, year, index, from, to) => {
    expect(reportingPeriod({ kind, year, index })).toEqual({ from, to });
  });

  it.each<ReportingPeriodInput['kind']>(['vnQuarter', 'pepfarQuarter', 'vnYear'])(
    'leaves no gap from one year of %s to the next',
    (kind) => {
      const last = reportingPeriod({ kind, year: 2025, index: kind === 'vnYear' ? 1 : 4 });
      const first = reportingPeriod({ kind, year: 2026, index: 1 });
      expect(addDays(last.to, 1)).toBe(first.from);
    },
  );

  it.each<[string, ReportingPeriodInput, string]>([
    ['month 0', { kind: 'month', year: 2025, index: 0 }, monthIndexInvalid],
    ['month 13', { kind: 'month', year: 2025, index: 13 }, monthIndexInvalid],
    ['month 1.5', { kind: 'month', year: 2025, index: 1.5 }, monthIndexInvalid],
    ['quarter 0', { kind: 'quarter', year: 2025, index: 0 }, quarterIndexInvalid],
    ['quarter 5', { kind: 'quarter', year: 2025, index: 5 }, quarterIndexInvalid],
    ['reporting quarter 5', { kind: 'vnQuarter', year: 2025, index: 5 }, quarterIndexInvalid],
    ['reporting quarter NaN', { kind: 'vnQuarter', year: 2025, index: Number.NaN }, quarterIndexInvalid],
    ['fiscal quarter 5', { kind: 'pepfarQuarter', year: 2026, index: 5 }, quarterIndexInvalid],
    ['reporting year 2', { kind: 'vnYear', year: 2026, index: 2 }, retentionMessages.yearIndexInvalid],
    ['an unknown kind', { kind: 'week' as never, year: 2025, index: 1 }, periodKindInvalid],
    ['a two-digit year', { kind: 'month', year: 25, index: 1 }, yearInvalid],
    ['a fractional year', { kind: 'month', year: 2025.5, index: 1 }, yearInvalid],
  ])('throws a RangeError for %s', (_name, input, message) => {
    expect(() => reportingPeriod(input)).toThrow(RangeError);
    expect(() => reportingPeriod(input)).toThrow(message);
  });
});

describe('reportingPeriodQuery', () => {
  it.each<[Record<string, unknown>, number, number]>([
    [{ kind: 'month', year: '2028', index: '2' }, 2028, 2],
    [{ kind: 'quarter', year: '2025', index: '4' }, 2025, 4],
    [{ kind: 'vnQuarter', year: 2026, index: 1 }, 2026, 1],
    [{ kind: 'pepfarQuarter', year: '2026', index: '4' }, 2026, 4],
    [{ kind: 'vnYear', year: '2026', index: '1' }, 2026, 1],
    [{ kind: 'month', year: '2000', index: '12' }, 2000, 12],
    [{ kind: 'month', year: '2100', index: '1' }, 2100, 1],
  ])('accepts %j as year %i, index %i', (query, year, index) => {
    expect(reportingPeriodQuery.parse(query)).toEqual({ kind: query.kind, year, index });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an unknown kind', { kind: 'week', year: '2025', index: '1' }, 'kind', periodKindInvalid],
    ['no kind', { year: '2025', index: '1' }, 'kind', periodKindInvalid],
    ['year 1999', { kind: 'month', year: '1999', index: '1' }, 'year', yearInvalid],
    ['year 2101', { kind: 'month', year: '2101', index: '1' }, 'year', yearInvalid],
    ['a year that is not a number', { kind: 'month', year: 'abc', index: '1' }, 'year', yearInvalid],
    ['a fractional year', { kind: 'month', year: '2025.5', index: '1' }, 'year', yearInvalid],
    ['no year', { kind: 'month', index: '1' }, 'year', yearInvalid],
    ['month 13', { kind: 'month', year: '2025', index: '13' }, 'index', monthIndexInvalid],
    ['month 0', { kind: 'month', year: '2025', index: '0' }, 'index', monthIndexInvalid],
    ['quarter 5', { kind: 'quarter', year: '2025', index: '5' }, 'index', quarterIndexInvalid],
    ['reporting quarter 0', { kind: 'vnQuarter', year: '2025', index: '0' }, 'index', quarterIndexInvalid],
    ['a fractional quarter', { kind: 'quarter', year: '2025', index: '1.5' }, 'index', quarterIndexInvalid],
    ['an index that is not a number', { kind: 'quarter', year: '2025', index: 'x' }, 'index', indexInvalid],
  ])('rejects %s with a Vietnamese message', (_name, query, path, message) => {
    const result = reportingPeriodQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([path, message]);
  });
});

describe('isActiveOnTreatment (R4 TX_CURR)', () => {
  it.each<[string, string, string | null, TracingOutcome | null | undefined, boolean]>([
    // The rules example: 180 days dispensed in January still counts at the end of March.
    [
      '180 days dispensed in January, end of March',
      '2025-03-31',
      runOutDate({ dispenseDate: '2025-01-10', daysDispensed: 180 }).runOutDate,
      undefined,
      true,
    ],
    ['run-out exactly period end − 28 days', '2025-03-31', '2025-03-03', null, true],
    ['run-out 29 days before period end', '2025-03-31', '2025-03-02', null, false],
    ['run-out after period end', '2025-03-31', '2025-04-15', null, true],
    ['no dispensing', '2025-03-31', null, null, false],
    ['died', '2025-03-31', '2025-04-15', 'died', false],
    ['transferred out', '2025-03-31', '2025-04-15', 'transferredOut', false],
    ['returned', '2025-03-31', '2025-04-15', 'returned', true],
    ['v2: refused (stopped) ends it, even while supplied', '2025-03-31', '2025-04-15', 'refused', false],
    ['not reached still counts while supplied', '2025-03-31', '2025-04-15', 'notReached', true],
    ['leap February period end', '2028-02-29', '2028-02-01', null, true],
    ['leap February period end, a day too early', '2028-02-29', '2028-01-31', null, false],
  ])('%s', (_name, periodEnd, runOut, outcome, expected) => {
    expect(isActiveOnTreatment({ periodEnd, runOutDate: runOut, outcome })).toBe(expected);
  });

  it('takes a configured grace', () => {
    const input = { periodEnd: '2025-03-31', runOutDate: '2025-03-10' };
    expect(isActiveOnTreatment(input)).toBe(true);
    expect(isActiveOnTreatment(input, { interruptedAfterDays: 14 })).toBe(false);
  });
});

describe('countsInTxMl (R5)', () => {
  // Q2 2025 calendar quarter; TX_CURR at its start is judged on 2025-03-31.
  const period = { periodStart: '2025-04-01', periodEnd: '2025-06-30' };
  it.each<[string, string | null, string | null, TracingOutcome | null | undefined, boolean]>([
    ['active at start, run-out in April, no refill', '2025-04-20', null, undefined, true],
    ['active at start, refilled and still supplied', '2025-04-20', '2025-07-20', undefined, false],
    ['active at start, refilled then ran out', '2025-04-20', '2025-05-20', undefined, true],
    [
      'run-out exactly 28 days before period end: still late, not interrupted',
      '2025-06-02',
      null,
      undefined,
      false,
    ],
    ['run-out 29 days before period end: interrupted', '2025-06-01', null, undefined, true],
    ['already interrupted before the period', '2025-03-01', null, undefined, false],
    ['active at start by the grace alone', '2025-03-03', null, undefined, true],
    ['died before the period', '2025-04-20', null, 'died', false],
    ['transferred out before the period', '2025-04-20', null, 'transferredOut', false],
    ['never dispensed', null, null, undefined, false],
    ['first dispensing during the period', null, '2025-04-10', undefined, false],
  ])('%s', (_name, runOutDateAtStart, runOut, outcomeAtStart, expected) => {
    expect(countsInTxMl({ ...period, runOutDateAtStart, runOutDate: runOut, outcomeAtStart })).toBe(expected);
  });
});

describe('pvlsStatus (R6 TX_PVLS)', () => {
  const vl = (date: string, value: number | null, belowDetection = false): PvlsViralLoad => ({
    date,
    value,
    belowDetection,
  });
  const end = '2025-06-30';
  // Long enough on ART to count, for the rows about the results themselves.
  const onArt = '2024-01-01';
  it.each<[string, string | null, PvlsViralLoad[], boolean, boolean]>([
    // The rules example: a patient 2 months on ART is excluded.
    ['2 months on ART is excluded', '2025-04-30', [vl('2025-06-01', 40)], false, false],
    ['exactly 3 months on ART', '2025-03-30', [vl('2025-06-01', 40)], true, true],
    ['no ART start', null, [vl('2025-06-01', 40)], false, false],
    ['no result', onArt, [], false, false],
    ['suppressed', onArt, [vl('2025-06-01', 999)], true, true],
    ['1000 is not below 1000', onArt, [vl('2025-06-01', 1000)], true, false],
    ['below detection', onArt, [vl('2025-06-01', null, true)], true, true],
    ['a high number flagged below detection', onArt, [vl('2025-06-01', 5000, true)], true, true],
    ['a result without a number is skipped', onArt, [vl('2025-06-01', null)], false, false],
    ['the latest counts, not the best', onArt, [vl('2025-01-01', 40), vl('2025-06-01', 5000)], true, false],
    ['the latest counts, in any order', onArt, [vl('2025-06-01', 40), vl('2025-01-01', 5000)], true, true],
    [
      'a same-day pair: the higher counts',
      onArt,
      [vl('2025-06-01', 40), vl('2025-06-01', 5000)],
      true,
      false,
    ],
    ['the first day of the 12 months', onArt, [vl('2024-07-01', 40)], true, true],
    ['one day older than 12 months', onArt, [vl('2024-06-30', 40)], false, false],
    [
      'a result after the period end is ignored',
      onArt,
      [vl('2025-03-01', 40), vl('2025-07-01', 5000)],
      true,
      true,
    ],
    // v2, the rules example: 50,000 two weeks before ART start is a baseline, not a result for PVLS.
    ['a baseline before ART start is no result', '2025-01-15', [vl('2025-01-01', 50000)], false, false],
    ['a load on the day of ART start counts', '2025-01-15', [vl('2025-01-15', 50000)], true, false],
    [
      'a baseline and a later load: the later counts',
      '2025-01-15',
      [vl('2025-01-01', 50000), vl('2025-05-01', 40)],
      true,
      true,
    ],
  ])('%s', (_name, artStartDate, viralLoads, inDenominator, inNumerator) => {
    expect(pvlsStatus({ periodEnd: end, artStartDate, viralLoads })).toEqual({ inDenominator, inNumerator });
  });

  it('takes configured cut-offs', () => {
    const input = { periodEnd: end, artStartDate: '2025-04-30', viralLoads: [vl('2025-06-01', 150)] };
    expect(pvlsStatus(input, { pvlsMinMonthsOnArt: 2, pvlsSuppressedBelow: 200 })).toEqual({
      inDenominator: true,
      inNumerator: true,
    });
    expect(pvlsStatus(input, { pvlsMinMonthsOnArt: 2, pvlsSuppressedBelow: 50 })).toEqual({
      inDenominator: true,
      inNumerator: false,
    });
  });
});

describe('countsInTxNew (R7)', () => {
  const q1 = reportingPeriod({ kind: 'vnQuarter', year: 2026, index: 1 });
  it.each<[string | null, boolean]>([
    ['2025-12-15', true],
    ['2026-03-14', true],
    ['2026-01-20', true],
    ['2025-12-14', false],
    ['2026-03-15', false],
    [null, false],
  ])('first ART start %s', (firstArtStartDate, expected) => {
    expect(countsInTxNew({ periodStart: q1.from, periodEnd: q1.to, firstArtStartDate })).toBe(expected);
  });
});
