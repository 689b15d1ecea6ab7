import type { RegimenCheckResult } from '@clinic/contract';

/** What the doctor must still do before the server takes the treatment: the rule of Treatment/Create's 409. */
export interface SafetyReview {
  /** WARN rule ids not yet acknowledged. */
  unacknowledged: string[];
  /** A BLOCK is there and no reason is given. */
  overrideMissing: boolean;
}

export function safetyReview(
  check: RegimenCheckResult | null,
  acknowledged: readonly string[],
  overrideReason: string,
): SafetyReview {
  const findings = check?.findings ?? [];
  return {
    unacknowledged: findings
      .filter((f) => f.severity === 'WARN' && !acknowledged.includes(f.ruleId))
      .map((f) => f.ruleId),
    overrideMissing: findings.some((f) => f.severity === 'BLOCK') && overrideReason.trim() === '',
  };
}

/** The acknowledgements worth sending: those of the WARN findings of this check, no stale ones. */
export function acknowledgedOf(check: RegimenCheckResult | null, acknowledged: readonly string[]): string[] {
  const warned = new Set((check?.findings ?? []).filter((f) => f.severity === 'WARN').map((f) => f.ruleId));
  return acknowledged.filter((id) => warned.has(id));
}
