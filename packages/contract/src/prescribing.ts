/**
 * Prescribing safety: checks a regimen against the patient and their co-medications, evaluating the rule rows
 * in prescribing-rules.ts. Pure, so the server (when a treatment or regimen is created) and the web (before the
 * doctor saves) raise the same findings.
 */
import { z } from 'zod';
import {
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
  PAEDIATRIC_PREFERRED_CODES,
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
  /** a rule row id (S1…S19) or MISSING_INPUT_RULE_ID */
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
 * S16: Cockcroft-Gault creatinine clearance in mL/min, rounded to one decimal. Null when an input is unknown,
 * and for a creatinine of zero or less, which no laboratory reports and the formula would divide by.
 */
export function creatinineClearance(input: ClearanceInput): number | null {
  const { ageYears, weightKg, serumCreatinineUmolL, sex } = input;
  if (ageYears == null || weightKg == null || serumCreatinineUmolL == null || serumCreatinineUmolL <= 0)
    return null;
  const mgDl = serumCreatinineUmolL / COCKCROFT_GAULT.umolPerMgDl;
  const male = ((COCKCROFT_GAULT.ageFrom - ageYears) * weightKg) / (COCKCROFT_GAULT.divisor * mgDl);
  const clearance = sex === 'Female' ? male * COCKCROFT_GAULT.femaleFactor : male;
  return Math.round(clearance * 10) / 10;
}

/** A rule's outcome: raised, not raised, or undecidable until the listed inputs are known. */
type Verdict = boolean | { missing: MissingInput[] };

/** True wins over unknown, unknown over false: an "or" is raised as soon as one known part holds. */
function anyOf(...verdicts: Verdict[]): Verdict {
  if (verdicts.includes(true)) return true;
  const missing = verdicts.flatMap((v) => (typeof v === 'object' ? v.missing : []));
  return missing.length > 0 ? { missing } : false;
}

/** False wins over unknown: an input is not needed when another condition already rules the rule out. */
function allOf(...verdicts: Verdict[]): Verdict {
  if (verdicts.includes(false)) return false;
  const missing = verdicts.flatMap((v) => (typeof v === 'object' ? v.missing : []));
  return missing.length > 0 ? { missing } : true;
}

const below = (value: number | null, limit: number, input: MissingInput): Verdict =>
  value === null ? { missing: [input] } : value < limit;

interface Context {
  has: (code: string) => boolean;
  takes: (...coMedications: string[]) => boolean;
  boostedPi: boolean;
  input: RegimenCheckInput;
  clearance: number | null;
  t: PrescribingThresholds;
}

/** The inputs the clearance lacks; a creatinine of zero or less is as good as none. */
function clearanceMissing({ patient }: RegimenCheckInput): MissingInput[] {
  const missing: MissingInput[] = [];
  if (patient.ageYears === null) missing.push('age');
  if (patient.weightKg === null) missing.push('weight');
  if (patient.serumCreatinineUmolL === null || patient.serumCreatinineUmolL <= 0) missing.push('creatinine');
  return missing;
}

const PREDICATES: Record<CheckedRuleId, (c: Context) => Verdict> = {
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
  S15: (c) =>
    allOf(
      c.has('TDF'),
      c.clearance === null ? { missing: clearanceMissing(c.input) } : c.clearance < c.t.tdfMinClearance,
    ),
  S17: ({ has, input: { patient } }) => has('DTG') && patient.isPregnant,
  S18: ({ input: { ingredients, patient }, t }) =>
    allOf(
      ingredients.some((i) => !(PAEDIATRIC_PREFERRED_CODES as readonly string[]).includes(i.code)),
      anyOf(
        below(patient.ageYears, t.childAgeYears, 'age'),
        below(patient.weightKg, t.childWeightKg, 'weight'),
      ),
    ),
  S19: ({ input: { ingredients, patient }, t }) =>
    allOf(
      ingredients.some((i) => i.code === 'DTG' && i.strengthMg === t.dtgAdultTabletMg),
      below(patient.weightKg, t.dtgAdultTabletMinWeightKg, 'weight'),
    ),
};

function withDefaults(thresholds?: Partial<PrescribingThresholds>): PrescribingThresholds {
  // A key present but undefined (a form left blank) must not wipe out the default.
  const given = Object.entries(thresholds ?? {}).filter(([, v]) => v !== undefined);
  return { ...DEFAULT_PRESCRIBING_THRESHOLDS, ...Object.fromEntries(given) };
}

/**
 * The findings for a regimen, most severe first, and by rule number within a severity.
 *
 * Choices where the rules leave room:
 * - Missing inputs: an unknown age, weight or creatinine is reported (in `missingInputs` and in one INFO finding
 *   with MISSING_INPUT_RULE_ID, listed after the rule findings) only when it would decide a rule for this
 *   regimen and patient; a rule left undecided is not raised. So creatinine is missing only with TDF, and an
 *   input is not needed when the rule is already decided without it (S18 is raised on a weight under the child cut-off
 *   whatever the age). A creatinine of zero or less counts as missing.
 * - S15 compares the clearance as rounded and returned, so the doctor never sees 50.0 next to a block.
 * - S17 is raised only when the patient is recorded as pregnant: the input holds no other sign of "may become
 *   pregnant", so no age or sex stands in for it.
 * - S18 "adult regimen" is any ingredient outside PAEDIATRIC_PREFERRED_CODES.
 * - S19 needs the DTG ingredient's strength to equal the adult tablet's; an unknown strength is not it.
 * - S16 is the clearance formula itself: its result is `creatinineClearance`, not a finding.
 */
export function checkRegimen(
  input: RegimenCheckInput,
  thresholds?: Partial<PrescribingThresholds>,
): RegimenCheckResult {
  const t = withDefaults(thresholds);
  const codes = new Set(input.ingredients.map((i) => i.code));
  const coMedications = new Set(input.coMedications);
  const clearance = creatinineClearance(input.patient);
  const context: Context = {
    has: (code) => codes.has(code),
    takes: (...wanted) => wanted.some((code) => coMedications.has(code)),
    boostedPi: BOOSTED_PI_CODES.some((code) => codes.has(code)),
    input,
    clearance,
    t,
  };

  const findings: RegimenFinding[] = [];
  const missing = new Set<MissingInput>();
  for (const rule of PRESCRIBING_RULES) {
    if (rule.severity === null) continue;
    const verdict = PREDICATES[rule.id](context);
    if (typeof verdict === 'object') {
      for (const m of verdict.missing) missing.add(m);
    } else if (verdict) {
      const severity =
        typeof rule.severity === 'string'
          ? rule.severity
          : input.fixedDoseCombination
            ? rule.severity.fixedDoseCombination
            : rule.severity.single;
      findings.push({ ruleId: rule.id, severity, message: rule.message });
    }
  }
  const missingInputs = MISSING_INPUTS.filter((m) => missing.has(m));
  if (missingInputs.length > 0)
    findings.push({
      ruleId: MISSING_INPUT_RULE_ID,
      severity: 'INFO',
      message: missingInputMessage(missingInputs),
    });

  // The rows are in rule-number order and the sort is stable, so ordering by severity alone keeps it.
  const rank = (f: RegimenFinding) => FINDING_SEVERITIES.indexOf(f.severity);
  findings.sort((a, b) => rank(a) - rank(b));
  return { findings, creatinineClearance: clearance, missingInputs };
}
