import type { RegimenCheckResult } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { acknowledgedOf, safetyReview } from './safety-review';

const check = (...severities: ['BLOCK' | 'WARN' | 'INFO', string][]): RegimenCheckResult => ({
  findings: severities.map(([severity, ruleId]) => ({ ruleId, severity, message: ruleId })),
  creatinineClearance: null,
  missingInputs: [],
});

describe('what the doctor must still do before prescribing', () => {
  it.each([
    ['nothing found', check(), [], '', { unacknowledged: [], overrideMissing: false }],
    ['an INFO only', check(['INFO', 'S10']), [], '', { unacknowledged: [], overrideMissing: false }],
    [
      'a WARN not acknowledged',
      check(['WARN', 'S4']),
      [],
      '',
      { unacknowledged: ['S4'], overrideMissing: false },
    ],
    [
      'a WARN acknowledged',
      check(['WARN', 'S4']),
      ['S4'],
      '',
      { unacknowledged: [], overrideMissing: false },
    ],
    [
      'a BLOCK without reason',
      check(['BLOCK', 'S15']),
      [],
      '  ',
      { unacknowledged: [], overrideMissing: true },
    ],
    [
      'a BLOCK with a reason',
      check(['BLOCK', 'S15']),
      [],
      'Không có TAF',
      { unacknowledged: [], overrideMissing: false },
    ],
    ['no check yet', null, [], '', { unacknowledged: [], overrideMissing: false }],
  ] as const)('%s', (_name, given, acknowledged, reason, expected) => {
    expect(safetyReview(given, acknowledged, reason)).toEqual(expected);
  });

  it('sends only the acknowledgements of the current WARN findings', () => {
    expect(acknowledgedOf(check(['WARN', 'S4'], ['INFO', 'S10']), ['S4', 'S6', 'S10'])).toEqual(['S4']);
    expect(acknowledgedOf(null, ['S4'])).toEqual([]);
  });
});
