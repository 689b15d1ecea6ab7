import type { RegimenCheckResult } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { regimenVerdict } from './regimen-verdict';

const check = (
  findings: RegimenCheckResult['findings'],
  missingInputs: RegimenCheckResult['missingInputs'] = [],
) => ({
  findings,
  creatinineClearance: null,
  missingInputs,
});

describe('regimenVerdict', () => {
  it('is blocked by the first BLOCK, whatever warnings come first, and names only the blocking rules', () => {
    expect(
      regimenVerdict(
        check([
          { ruleId: 'S6', severity: 'WARN', message: 'Metformin tối đa 1000 mg/ngày.' },
          { ruleId: 'S15', severity: 'BLOCK', message: 'Độ thanh thải dưới 50 mL/phút.' },
          { ruleId: 'S20', severity: 'BLOCK', message: 'Phác đồ chưa đủ.' },
        ]),
      ),
    ).toEqual({
      level: 'block',
      message: 'Độ thanh thải dưới 50 mL/phút.',
      ruleIds: ['S15', 'S20'],
      incomplete: false,
    });
  });

  it('warns with the first warning', () => {
    expect(
      regimenVerdict(check([{ ruleId: 'S6', severity: 'WARN', message: 'Metformin tối đa 1000 mg/ngày.' }])),
    ).toMatchObject({ level: 'warn', message: 'Metformin tối đa 1000 mg/ngày.', ruleIds: ['S6'] });
  });

  it('is clear with only information, and says when data was missing', () => {
    const verdict = regimenVerdict(
      check([{ ruleId: 'MISSING', severity: 'INFO', message: 'Thiếu cân nặng.' }], ['weight']),
    );
    expect(verdict).toEqual({ level: 'clear', message: null, ruleIds: [], incomplete: true });
  });
});
