import type { RegimenCheckResult } from '@clinic/contract';

/** A regimen for this patient: blocked, to be prescribed with care, or nothing against it. */
export type VerdictLevel = 'block' | 'warn' | 'clear';

/** What a regimen's card says of its check before it is chosen. */
export interface RegimenVerdict {
  level: VerdictLevel;
  /** The first message of the worst severity, in words; null when clear. */
  message: string | null;
  /** The rules behind that severity, for the "chi tiết" line only. */
  ruleIds: string[];
  /** Some patient data was missing, so a clear check may not have judged every rule. */
  incomplete: boolean;
}

/** The worst severity of the check decides (BLOCK over WARN); INFO findings never colour a card. */
export function regimenVerdict(check: RegimenCheckResult): RegimenVerdict {
  const blocks = check.findings.filter((f) => f.severity === 'BLOCK');
  const warnings = check.findings.filter((f) => f.severity === 'WARN');
  const shown = blocks.length > 0 ? blocks : warnings;
  return {
    level: blocks.length > 0 ? 'block' : warnings.length > 0 ? 'warn' : 'clear',
    message: shown[0]?.message ?? null,
    ruleIds: [...new Set(shown.map((f) => f.ruleId))],
    incomplete: check.missingInputs.length > 0,
  };
}
