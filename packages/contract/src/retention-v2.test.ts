import { describe, expect, it } from 'vitest';
import {
  type CohortInput,
  countsAsTransferIn,
  countsInTxMl,
  countsInTxNew,
  countsInTxRtt,
  type TransferInInput,
  TX_ML_OUTCOME_KEYS,
  TX_ML_OUTCOMES,
  type TxMlInput,
  type TxMlOutcome,
  type TxMlStatus,
  txMlStatus,
} from './retention.js';

// Version 2 of the indicator rules: R5 (TX_ML with outcomes), R7 (transfers in are not new), R9 (TX_RTT).

// Q2 2025 calendar quarter: on treatment at its start means in TX_CURR on 2025-03-31 (run-out on or after 03-03).
const period = { periodStart: '2025-04-01', periodEnd: '2025-06-30' };
const onTreatmentAtStart = { artStartDate: '2024-01-10', runOutDateAtStart: '2025-04-20' };

describe('txMlStatus (R5 v2)', () => {
  const expectStatus = (over: Partial<TxMlInput>, expected: TxMlStatus) => {
    const given = { ...period, runOutDateAtStart: null, runOutDate: null, ...over } as TxMlInput;
    expect(txMlStatus(given)).toEqual(expected);
    // countsInTxMl keeps its name and agrees with txMlStatus.
    expect(countsInTxMl(given)).toBe(expected.counts);
  };
  it.each<[string, Partial<TxMlInput>, TxMlStatus]>([
    [
      'rule book: died mid-quarter with 60 days of pills left → died, not TX_CURR',
      { ...onTreatmentAtStart, runOutDate: '2025-07-15', outcome: 'died', outcomeDate: '2025-05-15' },
      { counts: true, outcome: 'died' },
    ],
    [
      'transferred out in the period with pills left',
      {
        ...onTreatmentAtStart,
        runOutDate: '2025-07-15',
        outcome: 'transferredOut',
        outcomeDate: '2025-06-30',
      },
      { counts: true, outcome: 'transferredOut' },
    ],
    [
      'stopped (refused) in the period',
      { ...onTreatmentAtStart, runOutDate: '2025-07-15', outcome: 'refused', outcomeDate: '2025-04-01' },
      { counts: true, outcome: 'refusedStopped' },
    ],
    [
      "a final outcome recorded before the period: not the period's outcome, an interruption instead",
      { ...onTreatmentAtStart, runOutDate: null, outcome: 'notReached', outcomeDate: '2025-03-20' },
      { counts: true, outcome: 'iit6PlusMonths' },
    ],
    [
      'interrupted, ART 2024-01-10 to run-out 2025-04-20: 15 months → 6 or more',
      { ...onTreatmentAtStart, runOutDate: null },
      { counts: true, outcome: 'iit6PlusMonths' },
    ],
    [
      'started and lost in the same quarter → TX_ML, under 3 months',
      {
        artStartDate: '2025-04-05',
        runOutDateAtStart: null,
        runOutDate: '2025-05-05',
        dispensedInPeriod: true,
      },
      { counts: true, outcome: 'iitUnder3Months' },
    ],
    [
      'started in the quarter and still supplied',
      {
        artStartDate: '2025-04-05',
        runOutDateAtStart: null,
        runOutDate: '2025-07-05',
        dispensedInPeriod: true,
      },
      { counts: false, outcome: null },
    ],
    [
      'still on treatment at the end',
      { ...onTreatmentAtStart, runOutDate: '2025-07-20', dispensedInPeriod: true },
      { counts: false, outcome: null },
    ],
    [
      'run-out exactly 28 days before the end: still on treatment',
      { ...onTreatmentAtStart, runOutDate: '2025-06-02', dispensedInPeriod: true },
      { counts: false, outcome: null },
    ],
    [
      'already interrupted before the period, nothing dispensed in it: not in the cohort',
      { artStartDate: '2024-01-10', runOutDateAtStart: '2025-03-01', runOutDate: null },
      { counts: false, outcome: null },
    ],
    [
      'died before the period: not in the cohort',
      {
        ...onTreatmentAtStart,
        outcomeAtStart: 'died',
        runOutDate: null,
        outcome: 'died',
        outcomeDate: '2025-03-01',
      },
      { counts: false, outcome: null },
    ],
    [
      'never dispensed',
      { artStartDate: null, runOutDateAtStart: null, runOutDate: null },
      { counts: false, outcome: null },
    ],
  ])('%s', (_name, over, expected) => {
    expectStatus(over, expected);
  });

  // Interrupted at the period's start (run-out 2025-04-20), by months on ART at the run-out.
  it.each<[string, string, TxMlOutcome]>([
    ['exactly 3 months on ART → 3 to 5', '2025-01-20', 'iit3To5Months'],
    ['3 months less a day → under 3', '2025-01-21', 'iitUnder3Months'],
    ['exactly 6 months → 6 or more', '2024-10-20', 'iit6PlusMonths'],
    ['6 months less a day → 3 to 5', '2024-10-21', 'iit3To5Months'],
  ])('interrupted after %s', (_name, artStartDate, outcome) => {
    expectStatus({ artStartDate, runOutDateAtStart: '2025-04-20' }, { counts: true, outcome });
  });

  it('lists the outcome keys of byOutcome: the R5 outcomes, then the tracing outcomes kept from version 1', () => {
    expect(TX_ML_OUTCOME_KEYS).toEqual([
      ...TX_ML_OUTCOMES,
      'reached',
      'notReached',
      'returned',
      'refused',
      'unknown',
    ]);
  });
});

describe('countsInTxRtt (R9)', () => {
  const returned = {
    artStartDate: '2024-01-10',
    runOutDateAtStart: '2025-02-01',
    runOutDate: '2025-08-01',
    dispensedInPeriod: true,
  };
  it.each<[string, Partial<CohortInput>, boolean]>([
    ['interrupted before the period, back on ARVs and supplied at its end', returned, true],
    [
      'stopped before the period, back on ARVs',
      { ...returned, runOutDateAtStart: '2025-04-10', outcomeAtStart: 'refused' },
      true,
    ],
    ['on treatment the day before: not a return', { ...returned, runOutDateAtStart: '2025-03-03' }, false],
    [
      'interrupted by one day the day before: a return',
      { ...returned, runOutDateAtStart: '2025-03-02' },
      true,
    ],
    ['dead then: never', { ...returned, outcomeAtStart: 'died' }, false],
    [
      'transferred out then: a transfer in, not a return',
      { ...returned, outcomeAtStart: 'transferredOut' },
      false,
    ],
    ['no supply here before the period: a transfer in', { ...returned, runOutDateAtStart: null }, false],
    ['nothing dispensed in the period', { ...returned, dispensedInPeriod: false }, false],
    ['back, then lost again by the end', { ...returned, runOutDate: '2025-05-01' }, false],
    ['back, then died in the period', { ...returned, outcome: 'died' }, false],
    ['ART started in the period: new, not a return', { ...returned, artStartDate: '2025-04-01' }, false],
    ['ART start unknown', { ...returned, artStartDate: null }, false],
  ])('%s', (_name, over, expected) => {
    expect(countsInTxRtt({ ...period, runOutDateAtStart: null, runOutDate: null, ...over })).toBe(expected);
  });
});

describe('countsInTxNew (R7 v2)', () => {
  it.each<[string, string | null, string | null | undefined, boolean]>([
    ['started here in the period', '2025-05-01', undefined, true],
    ['started in the period elsewhere, then transferred in', '2025-05-01', '2025-05-20', false],
    ['a transfer in recorded in another period still is no new start', '2025-05-01', '2024-01-01', false],
    ['started before the period', '2025-03-31', null, false],
  ])('%s', (_name, firstArtStartDate, transferInDate, expected) => {
    expect(countsInTxNew({ ...period, firstArtStartDate, transferInDate })).toBe(expected);
  });
});

describe('countsAsTransferIn (R10)', () => {
  const came = { runOutDateAtStart: null, runOutDate: '2025-08-01', dispensedInPeriod: true };
  const startedBefore = { ...came, artStartDate: '2023-01-01' };
  it.each<[string, Partial<TransferInInput>, boolean]>([
    [
      'a recorded transfer in, ART started elsewhere before the period',
      { ...startedBefore, transferInDate: '2025-04-10' },
      true,
    ],
    [
      'ART started elsewhere in the period, then transferred in',
      { ...came, artStartDate: '2025-04-02', transferInDate: '2025-04-10' },
      true,
    ],
    ['a first supply here after an ART start before the period', startedBefore, true],
    [
      'back after a transfer out',
      { ...startedBefore, runOutDateAtStart: '2025-01-01', outcomeAtStart: 'transferredOut' },
      true,
    ],
    [
      'a transfer in lost again in the period still came in',
      { ...startedBefore, runOutDate: '2025-05-01' },
      true,
    ],
    ['new here: TX_NEW, not a transfer in', { ...came, artStartDate: '2025-04-02' }, false],
    ['interrupted here before: a return', { ...startedBefore, runOutDateAtStart: '2025-01-01' }, false],
    ['on treatment the day before', { ...startedBefore, runOutDateAtStart: '2025-04-20' }, false],
    ['nothing dispensed in the period', { ...startedBefore, dispensedInPeriod: false }, false],
  ])('%s', (_name, over, expected) => {
    expect(countsAsTransferIn({ ...period, runOutDateAtStart: null, runOutDate: null, ...over })).toBe(
      expected,
    );
  });
});
