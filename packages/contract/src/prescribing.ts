/**
 * Prescribing safety: checks a regimen against the patient and their co-medications, evaluating the rule rows
 * in prescribing-rules.ts. Pure, so the server (when a treatment or regimen is created) and the web (before the
 * doctor saves) raise the same findings.
 */
import { z } from 'zod';
import {
  ADULT_REGIMEN_CODES,
  ARV_INGREDIENT_CODES,
  BOOSTED_PI_CODES,
  type CheckedRuleId,
  CO_MEDICATION_CODES,
  COCKCROFT_GAULT,
  DEFAULT_PRESCRIBING_THRESHOLDS,
  FINDING_SEVERITIES,
  MISSING_INPUT_RULE_ID,
  MISSING_INPUTS,
  type MissingInput,
  missingInputMessage,
  PRESCRIBING_RULES,
  type PrescribingThresholds,
} from './prescribing-rules.js';
import { GENDERS, type Gender } from './rules.js';

export * from './prescribing-rules.js';

export const arvIngredientCode = z.enum(ARV_INGREDIENT_CODES);
export const coMedicationCode = z.enum(CO_MEDICATION_CODES);
export const findingSeverity = z.enum(FINDING_SEVERITIES);
export const missingInput = z.enum(MISSING_INPUTS);

export const regimenCheckInput = z.object({
  ingredients: z.array(z.object({ code: arvIngredientCode, strengthMg: z.number().positive().nullable() })),
  patient: z.object({
    ageYears: z.number().nonnegative().nullable(),
    weightKg: z.number().positive().nullable(),
    sex: z.enum(GENDERS),
    isPregnant: z.boolean(),
    serumCreatinineUmolL: z.number().positive().nullable(),
  }),
  coMedications: z.array(coMedicationCode),
  fixedDoseCombination: z.boolean(),
});

export const regimenFinding = z.object({
  /** a rule row id (S1…S19), or MISSING_INPUT_RULE_ID once per missing input */
  ruleId: z.string(),
  severity: findingSeverity,
  message: z.string(),
});

export const regimenCheckResult = z.object({
  findings: z.array(regimenFinding),
  /** mL/min, one decimal; null when age, weight or creatinine is unknown */
  creatinineClearance: z.number().nullable(),
  missingInputs: z.array(missingInput),
});

/**
 * The server's parsed input is narrower than this: the check itself takes any code, so a regimen with an
 * ingredient the rules do not know is still checked for everything else.
 */
export interface RegimenCheckInput {
  ingredients: { code: string; strengthMg: number | null }[];
  patient: {
    ageYears: number | null;
    weightKg: number | null;
    sex: Gender;
    isPregnant: boolean;
    serumCreatinineUmolL: number | null;
  };
  coMedications: string[];
  fixedDoseCombination: boolean;
}
export type RegimenFinding = z.infer<typeof regimenFinding>;
export type RegimenCheckResult = z.infer<typeof regimenCheckResult>;

export interface ClearanceInput {
  ageYears: number | null | undefined;
  weightKg: number | null | undefined;
  serumCreatinineUmolL: number | null | undefined;
  sex: Gender;
}

/**
 * Rounds half away from zero to one decimal, sign-aware. The value is first cut to 12 significant digits so a
 * float that stands for a decimal half (49.95 computed as 49.949999999999996) rounds as the half it stands for.
 * Never returns -0.
 */
export function roundToOneDecimal(value: number): number {
  const tenths = Math.round(Number((Math.abs(value) * 10).toPrecision(12)));
  return (Math.sign(value) * tenths) / 10 + 0;
}

/** The clearance input that is unknown; a creatinine of zero or less is as good as none. */
const isMissing = {
  age: (p: ClearanceInput) => p.ageYears == null,
  weight: (p: ClearanceInput) => p.weightKg == null,
  creatinine: (p: ClearanceInput) => p.serumCreatinineUmolL == null || p.serumCreatinineUmolL <= 0,
} as const satisfies Record<MissingInput, (p: ClearanceInput) => boolean>;

/** S16 unrounded: what S15 compares. Null when an input is unknown. */
function unroundedClearance(input: ClearanceInput): number | null {
  const { ageYears, weightKg, serumCreatinineUmolL, sex } = input;
  if (ageYears == null || weightKg == null || serumCreatinineUmolL == null || serumCreatinineUmolL <= 0)
    return null;
  const mgDl = serumCreatinineUmolL / COCKCROFT_GAULT.umolPerMgDl;
  const male = ((COCKCROFT_GAULT.ageFrom - ageYears) * weightKg) / (COCKCROFT_GAULT.divisor * mgDl);
  return sex === 'Female' ? male * COCKCROFT_GAULT.femaleFactor : male;
}

/**
 * S16: Cockcroft-Gault creatinine clearance in mL/min, rounded half away from zero to one decimal. Null when an
 * input is unknown, and for a creatinine of zero or less, which no laboratory reports and the formula would
 * divide by.
 */
export function creatinineClearance(input: ClearanceInput): number | null {
  const clearance = unroundedClearance(input);
  return clearance === null ? null : roundToOneDecimal(clearance);
}

interface Context {
  has: (code: string) => boolean;
  takes: (...coMedications: string[]) => boolean;
  boostedPi: boolean;
  input: RegimenCheckInput;
  /** unrounded; null when age, weight or creatinine is unknown */
  clearance: number | null;
  t: PrescribingThresholds;
}

/** Below the limit; an unknown value is not (the rule is then not raised on it). */
const below = (value: number | null | undefined, limit: number): boolean => value != null && value < limit;

const hasAdultDtg = ({ input, t }: Context): boolean =>
  input.ingredients.some((i) => i.code === 'DTG' && i.strengthMg === t.dtgAdultTabletMg);

const PREDICATES: Record<CheckedRuleId, (c: Context) => boolean> = {
  S1: (c) => c.has('3TC') && c.has('FTC'),
  S2: (c) => c.has('TDF') && c.has('TAF'),
  S3: (c) => new Set(c.input.ingredients.map((i) => i.code)).size < c.input.ingredients.length,
  S4: (c) => c.has('DTG') && c.takes('RIFAMPICIN'),
  S5: (c) => c.has('DTG') && c.takes('POLYVALENT_CATIONS'),
  S6: (c) => c.has('DTG') && c.takes('METFORMIN'),
  S7: (c) => c.has('DTG') && c.takes('CARBAMAZEPINE', 'PHENYTOIN', 'PHENOBARBITAL'),
  S8: (c) => c.has('DTG') && c.takes('DOFETILIDE'),
  S9: (c) => c.has('EFV') && c.takes('METHADONE'),
  S10: (c) => (c.has('EFV') || c.boostedPi) && c.takes('HORMONAL_CONTRACEPTION'),
  S11: (c) => c.boostedPi && c.takes('RIFAMPICIN'),
  S12: (c) => c.boostedPi && c.takes('SIMVASTATIN', 'LOVASTATIN'),
  S13: (c) => c.boostedPi && c.takes('METHADONE', 'BUPRENORPHINE'),
  S14: (c) => c.boostedPi && c.has('TDF'),
  S15: (c) => c.has('TDF') && below(c.clearance, c.t.tdfMinClearance),
  S17: ({ has, input: { patient } }) => has('DTG') && patient.isPregnant === true,
  S18: (c) =>
    (ADULT_REGIMEN_CODES.some((code) => c.has(code)) || hasAdultDtg(c)) &&
    (below(c.input.patient.ageYears, c.t.childAgeYears) ||
      below(c.input.patient.weightKg, c.t.childWeightKg)),
  S19: (c) => hasAdultDtg(c) && below(c.input.patient.weightKg, c.t.dtgAdultTabletMinWeightKg),
};

function withDefaults(thresholds?: Partial<PrescribingThresholds>): PrescribingThresholds {
  // A key present but undefined (a form left blank) must not wipe out the default.
  const given = Object.entries(thresholds ?? {}).filter(([, v]) => v !== undefined);
  return { ...DEFAULT_PRESCRIBING_THRESHOLDS, ...Object.fromEntries(given) };
}

/**
 * The findings for a regimen: BLOCK, then WARN, then INFO, by rule number within a severity, and the MISSING
 * findings last, in the order age, weight, creatinine.
 *
 * Choices where the rules leave room:
 * - Missing inputs: every unknown age, weight or creatinine (a creatinine of zero or less counts as unknown) is
 *   listed in `missingInputs`, whatever the regimen, and gives its own INFO finding with MISSING_INPUT_RULE_ID
 *   naming it; no rule is assumed normal for it. A rule that needs an unknown input is not raised: S15 needs
 *   age, weight and creatinine; S18 leaves an unknown age or weight out of its "or" (both unknown: not raised);
 *   S19 needs the weight.
 * - S15 compares the unrounded clearance; `creatinineClearance` is rounded half away from zero to one decimal,
 *   so 49.96 mL/min is blocked though shown as 50.0.
 * - S17 is raised only when the patient is recorded as pregnant: the input holds no other sign of "may become
 *   pregnant", so no age or sex stands in for it.
 * - S18 "adult regimen" is one with an ADULT_REGIMEN_CODES ingredient (TDF) or DTG of the adult tablet's strength;
 *   nothing else makes a regimen adult.
 * - S19 needs the DTG ingredient's strength to equal the adult tablet's; an unknown strength is not it.
 * - Co-medication codes are matched exactly as listed; a code the rules do not know is ignored.
 * - S16 is the clearance formula itself: its result is `creatinineClearance`, not a finding.
 */
export function checkRegimen(
  input: RegimenCheckInput,
  thresholds?: Partial<PrescribingThresholds>,
): RegimenCheckResult {
  const t = withDefaults(thresholds);
  const codes = new Set(input.ingredients.map((i) => i.code));
  const coMedications = new Set(input.coMedications);
  const clearance = unroundedClearance(input.patient);
  const context: Context = {
    has: (code) => codes.has(code),
    takes: (...wanted) => wanted.some((code) => coMedications.has(code)),
    boostedPi: BOOSTED_PI_CODES.some((code) => codes.has(code)),
    input,
    clearance,
    t,
  };

  const findings: RegimenFinding[] = [];
  for (const rule of PRESCRIBING_RULES) {
    if (rule.severity === null || !PREDICATES[rule.id](context)) continue;
    const severity =
      typeof rule.severity === 'string'
        ? rule.severity
        : input.fixedDoseCombination
          ? rule.severity.fixedDoseCombination
          : rule.severity.single;
    findings.push({ ruleId: rule.id, severity, message: rule.message });
  }
  // The rows are in rule-number order and the sort is stable, so ordering by severity alone keeps it.
  const rank = (f: RegimenFinding) => FINDING_SEVERITIES.indexOf(f.severity);
  findings.sort((a, b) => rank(a) - rank(b));

  const missingInputs = MISSING_INPUTS.filter((m) => isMissing[m](input.patient));
  for (const m of missingInputs)
    findings.push({ ruleId: MISSING_INPUT_RULE_ID, severity: 'INFO', message: missingInputMessage(m) });

  return {
    findings,
    creatinineClearance: clearance === null ? null : roundToOneDecimal(clearance),
    missingInputs,
  };
}
