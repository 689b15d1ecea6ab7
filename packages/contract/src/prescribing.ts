/**
 * Prescribing safety: checks a regimen against the patient and their co-medications, evaluating the rule rows
 * in prescribing-rules.ts. Pure, so the server (when a treatment or regimen is created) and the web (before the
 * doctor saves) raise the same findings.
 */
import { z } from 'zod';
import { addMonths } from './dates.js';
import { withDefaults } from './defaults.js';
import {
  ADULT_DAILY_DOSES_MG,
  ADULT_REGIMEN_CODES,
  ARV_INGREDIENT_CODES,
  type ArvIngredientCode,
  BOOSTED_PI_CODES,
  CO_MEDICATION_CODES,
  COCKCROFT_GAULT,
  CREATININE_UNITS,
  type CreatinineUnit,
  DEFAULT_PRESCRIBING_THRESHOLDS,
  FINDING_SEVERITIES,
  INPUT_NOTE_INPUTS,
  INPUT_NOTE_REASONS,
  MISSING_INPUT_RULE_ID,
  MISSING_INPUTS,
  type MissingInput,
  type MissingReason,
  missingInputMessage,
  NRTI_CODES,
  PRESCRIBING_RULES,
  type PrescribingRule,
  type PrescribingThresholds,
  RIFAMYCIN_CODES,
  S15_ADVICE,
  type S15Advice,
  type S15Case,
  TAF_WITH_BOOSTED_PI_MG,
  THIRD_AGENT_CODES,
} from './prescribing-rules.js';
import { GENDERS, type Gender } from './rules.js';

export * from './prescribing-rules.js';

export const arvIngredientCode = z.enum(ARV_INGREDIENT_CODES);
export const coMedicationCode = z.enum(CO_MEDICATION_CODES);
export const findingSeverity = z.enum(FINDING_SEVERITIES);
export const missingInput = z.enum(MISSING_INPUTS);
export const creatinineUnit = z.enum(CREATININE_UNITS);
export const qualitativeResult = z.enum(['positive', 'negative']);

const datedWeight = z.object({ kg: z.number().positive(), date: z.string() });
const datedCreatinine = z.object({ value: z.number(), unit: creatinineUnit, date: z.string() });

export const regimenCheckInput = z.object({
  ingredients: z.array(
    z.object({
      code: arvIngredientCode,
      strengthMg: z.number().positive().nullable(),
      tabletsPerDose: z.number().positive().optional(),
      fixedDose: z.boolean().optional(),
    }),
  ),
  patient: z.object({
    ageYears: z.number().nonnegative().nullable(),
    weightKg: z.number().positive().nullable(),
    sex: z.enum(GENDERS),
    isPregnant: z.boolean(),
    serumCreatinineUmolL: z.number().positive().nullable(),
    weight: datedWeight.nullable().optional(),
    creatinine: datedCreatinine.nullable().optional(),
    hbsag: qualitativeResult.nullable().optional(),
    hemoglobin: z.object({ gPerDl: z.number().positive(), date: z.string() }).nullable().optional(),
    hypersensitivities: z.array(z.string()).optional(),
    hlaB5701: qualitativeResult.nullable().optional(),
  }),
  coMedications: z.array(coMedicationCode),
  fixedDoseCombination: z.boolean(),
  frequencyPerDay: z.union([z.literal(1), z.literal(2)]).optional(),
  today: z.string().optional(),
  compositionUnknown: z.boolean().optional(),
});

export const regimenFinding = z.object({
  /** a rule row id (S1…S32), or MISSING_INPUT_RULE_ID once per missing input */
  ruleId: z.string(),
  severity: findingSeverity,
  message: z.string(),
});

/** An input the patient has that the check did not use, and why. */
export const inputNote = z.object({
  input: z.enum(INPUT_NOTE_INPUTS),
  reason: z.enum(INPUT_NOTE_REASONS),
});
export type InputNote = z.infer<typeof inputNote>;

export const regimenCheckResult = z.object({
  findings: z.array(regimenFinding),
  /** mL/min, one decimal; null when age, weight or creatinine is unknown, stale or implausible, or under 18 */
  creatinineClearance: z.number().nullable(),
  missingInputs: z.array(missingInput),
  /** Absent from checks stored before version 2 of the rules. */
  inputNotes: z.array(inputNote).optional(),
});

/** One entry of a regimen: an ingredient of one of its components. */
export interface RegimenIngredient {
  code: string;
  strengthMg: number | null;
  /** tablets of the component per intake; 1 when absent, halves allowed */
  tabletsPerDose?: number;
  /** the component is a fixed-dose combination; when no entry says, the regimen's fixedDoseCombination applies */
  fixedDose?: boolean;
}

/**
 * The server's parsed input is narrower than this: the check itself takes any code, so a regimen with an
 * ingredient the rules do not know is still checked for everything else. The dated and version-2 patient facts
 * are optional: a caller that leaves one out is not told about it (version 1's callers get version 1's MISSING
 * findings); one that gives it as null says it is unknown.
 */
export interface RegimenCheckInput {
  ingredients: RegimenIngredient[];
  patient: {
    ageYears: number | null;
    weightKg: number | null;
    sex: Gender;
    isPregnant: boolean;
    serumCreatinineUmolL: number | null;
    /** replaces weightKg when present */
    weight?: { kg: number; date: string } | null;
    /** replaces serumCreatinineUmolL when present */
    creatinine?: { value: number; unit: CreatinineUnit; date: string } | null;
    hbsag?: 'positive' | 'negative' | null;
    hemoglobin?: { gPerDl: number; date: string } | null;
    /** ingredient codes */
    hypersensitivities?: string[];
    hlaB5701?: 'positive' | 'negative' | null;
  };
  coMedications: string[];
  fixedDoseCombination: boolean;
  /** intakes a day, 1 when absent */
  frequencyPerDay?: 1 | 2;
  /** yyyy-MM-dd; without it no input is stale */
  today?: string;
  /**
   * A component of the regimen lists no ingredients (one saved by a client that knows none): what the regimen
   * holds as a whole is unknown, so S20 and S21 are not judged.
   */
  compositionUnknown?: boolean;
}
export type RegimenFinding = z.infer<typeof regimenFinding>;
export type RegimenCheckResult = z.infer<typeof regimenCheckResult>;

export interface ClearanceInput {
  ageYears: number | null | undefined;
  weightKg: number | null | undefined;
  serumCreatinineUmolL?: number | null | undefined;
  /** read in its unit instead of serumCreatinineUmolL when given */
  creatinine?: { value: number; unit: CreatinineUnit } | null;
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

/** A creatinine in µmol/L, whichever unit it was read in (mg/dL × 88.4). */
export function creatinineUmolL(value: number, unit: CreatinineUnit): number {
  return unit === 'mg/dL' ? value * COCKCROFT_GAULT.umolPerMgDl : value;
}

function creatinineOf(input: ClearanceInput): number | null {
  if (input.creatinine != null) return creatinineUmolL(input.creatinine.value, input.creatinine.unit);
  return input.serumCreatinineUmolL ?? null;
}

/** S16 unrounded: what S15 and S25 compare. Null when an input is unknown or the patient is under 18. */
function unroundedClearance(
  input: ClearanceInput,
  adultAgeYears = DEFAULT_PRESCRIBING_THRESHOLDS.adultAgeYears,
): number | null {
  const { ageYears, weightKg, sex } = input;
  const creatinine = creatinineOf(input);
  if (ageYears == null || weightKg == null || creatinine == null || creatinine <= 0) return null;
  if (ageYears < adultAgeYears) return null;
  const mgDl = creatinine / COCKCROFT_GAULT.umolPerMgDl;
  const male = ((COCKCROFT_GAULT.ageFrom - ageYears) * weightKg) / (COCKCROFT_GAULT.divisor * mgDl);
  return sex === 'Female' ? male * COCKCROFT_GAULT.femaleFactor : male;
}

/**
 * S16: Cockcroft-Gault creatinine clearance in mL/min, rounded half away from zero to one decimal. The creatinine
 * is `creatinine` read in its unit, or serumCreatinineUmolL. Null when an input is unknown, for a creatinine of
 * zero or less, which no laboratory reports and the formula would divide by, and under 18 years, where the
 * formula does not apply.
 */
export function creatinineClearance(input: ClearanceInput): number | null {
  const clearance = unroundedClearance(input);
  return clearance === null ? null : roundToOneDecimal(clearance);
}

/** The patient's inputs as the rules read them: unknown when missing, stale or implausible. */
interface Inputs {
  ageYears: number | null;
  weightKg: number | null;
  creatinineUmolL: number | null;
  /** unrounded; null when unknown or under 18 */
  clearance: number | null;
  hemoglobinGPerDl: number | null;
  missing: { input: MissingInput; reason: MissingReason }[];
  notes: InputNote[];
}

/** The date + months is before today: the measurement is stale. Nothing is stale without today. */
const staleOn = (date: string, months: number, today: string | undefined) =>
  today !== undefined && addMonths(date, months) < today;

function readInputs(input: RegimenCheckInput, t: PrescribingThresholds): Inputs {
  const { patient, today } = input;
  const missing: Inputs['missing'] = [];
  const notes: InputNote[] = [];
  const ageYears = patient.ageYears;
  if (ageYears == null) missing.push({ input: 'age', reason: 'missing' });
  // A weight of an unknown age is judged as a child's: the stricter of the two.
  const child = ageYears == null || ageYears < t.adultAgeYears;

  let weightKg = patient.weightKg;
  if (patient.weight !== undefined) {
    weightKg = patient.weight?.kg ?? null;
    if (
      patient.weight &&
      staleOn(patient.weight.date, child ? t.childWeightMonths : t.adultInputMonths, today)
    ) {
      weightKg = null;
      notes.push({ input: 'weight', reason: 'stale' });
      missing.push({ input: 'weight', reason: 'stale' });
    }
  }
  if (weightKg == null && !missing.some((m) => m.input === 'weight'))
    missing.push({ input: 'weight', reason: 'missing' });

  let creatinine: number | null =
    patient.creatinine !== undefined
      ? patient.creatinine && creatinineUmolL(patient.creatinine.value, patient.creatinine.unit)
      : patient.serumCreatinineUmolL;
  if (creatinine != null && creatinine <= 0) creatinine = null;
  if (creatinine == null) {
    missing.push({ input: 'creatinine', reason: 'missing' });
  } else if (creatinine < t.creatinineMinUmolL || creatinine > t.creatinineMaxUmolL) {
    creatinine = null;
    notes.push({ input: 'creatinine', reason: 'implausible' });
    missing.push({ input: 'creatinine', reason: 'implausible' });
  } else if (patient.creatinine && staleOn(patient.creatinine.date, t.adultInputMonths, today)) {
    creatinine = null;
    notes.push({ input: 'creatinine', reason: 'stale' });
    missing.push({ input: 'creatinine', reason: 'stale' });
  }

  const clearance = unroundedClearance(
    { ageYears, weightKg, serumCreatinineUmolL: creatinine, sex: patient.sex },
    t.adultAgeYears,
  );
  if (ageYears != null && ageYears < t.adultAgeYears)
    notes.push({ input: 'clearance', reason: 'notForChildren' });

  if (patient.hbsag === null) missing.push({ input: 'hbsag', reason: 'missing' });

  let hemoglobinGPerDl: number | null = null;
  const withAzt = input.ingredients.some((i) => i.code === 'AZT');
  if (patient.hemoglobin !== undefined) {
    const hb = patient.hemoglobin;
    if (hb && !staleOn(hb.date, t.hemoglobinMonths, today)) hemoglobinGPerDl = hb.gPerDl;
    else if (withAzt) missing.push({ input: 'hemoglobin', reason: hb ? 'stale' : 'missing' });
  }

  const order = (m: { input: MissingInput }) => MISSING_INPUTS.indexOf(m.input);
  missing.sort((a, b) => order(a) - order(b));
  return {
    ageYears,
    weightKg: weightKg ?? null,
    creatinineUmolL: creatinine,
    clearance,
    hemoglobinGPerDl,
    missing,
    notes,
  };
}

/** The daily dose of each ingredient in mg: strength × tablets per dose × doses a day, summed; null if any strength is unknown. */
function dailyDoses(input: RegimenCheckInput): Map<string, number | null> {
  const perDay = input.frequencyPerDay ?? 1;
  const doses = new Map<string, number | null>();
  for (const entry of input.ingredients) {
    const before = doses.has(entry.code) ? doses.get(entry.code) : 0;
    const dose = entry.strengthMg === null ? null : entry.strengthMg * (entry.tabletsPerDose ?? 1) * perDay;
    doses.set(entry.code, before === null || before === undefined || dose === null ? null : before + dose);
  }
  return doses;
}

interface Context {
  has: (code: string) => boolean;
  takes: (...coMedications: string[]) => boolean;
  boostedPi: boolean;
  input: RegimenCheckInput;
  patient: Inputs;
  /** an entry of this code comes from a fixed-dose combination */
  fixedDose: (code: string) => boolean;
  doses: Map<string, number | null>;
  t: PrescribingThresholds;
}

/** Below the limit; an unknown value is not (the rule is then not raised on it). */
const below = (value: number | null | undefined, limit: number): boolean => value != null && value < limit;

const hasTablet = ({ input }: Context, code: string, strengthMg: number): boolean =>
  input.ingredients.some((i) => i.code === code && i.strengthMg === strengthMg);

const distinct = (c: Context, codes: readonly string[]) => codes.filter((code) => c.has(code));

/** The ingredients whose known daily dose is past a limit, with the dose: "DTG 150 mg". */
function dosesPast(c: Context, past: (code: ArvIngredientCode, dose: number) => boolean): string[] {
  const found: string[] = [];
  for (const code of ARV_INGREDIENT_CODES) {
    const dose = c.doses.get(code);
    if (dose != null && past(code, dose)) found.push(`${code} ${Number(dose.toFixed(2))} mg`);
  }
  return found;
}

/** S15's advice for this patient (S15_ADVICE). */
function s15Advice(c: Context): S15Advice {
  const hepatitisB = c.input.patient.hbsag === 'positive';
  const rifamycin = c.takes(...RIFAMYCIN_CODES);
  if (hepatitisB && rifamycin) return 'specialist';
  if (hepatitisB) return 'taf';
  if (rifamycin) return 'abc';
  return 'tafOrAbc';
}

function s15Case(c: Context): S15Case | null {
  const { clearance } = c.patient;
  if (!c.has('TDF') || !below(clearance, c.t.tdfMinClearance)) return null;
  if (c.fixedDose('TDF')) return 'fixedDose';
  return below(clearance, c.t.tdfSingleMinClearance) ? 'singleBelowMinimum' : 'single';
}

/** A rule's finding: raised (true, or the details its message ends with) or not (false). */
type Raised = boolean | string;

const PREDICATES: Record<Exclude<PrescribingRule['id'], 'S15' | 'S16'>, (c: Context) => Raised> = {
  S1: (c) => c.has('3TC') && c.has('FTC'),
  S2: (c) => c.has('TDF') && c.has('TAF'),
  S3: (c) => {
    const counts = new Map<string, number>();
    for (const i of c.input.ingredients) counts.set(i.code, (counts.get(i.code) ?? 0) + 1);
    return [...counts].some(([code, n]) => n > 1 && !(code === 'DTG' && c.takes('RIFAMPICIN')));
  },
  S4: (c) => {
    if (!c.has('DTG') || !c.takes('RIFAMPICIN')) return false;
    const dose = c.doses.get('DTG');
    return dose == null || dose < c.t.dtgWithRifampicinDailyMg;
  },
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
  S17: (c) => c.has('DTG') && c.input.patient.isPregnant === true,
  S18: (c) => ADULT_REGIMEN_CODES.some((code) => c.has(code)) && below(c.patient.ageYears, c.t.childAgeYears),
  S19: (c) =>
    hasTablet(c, 'DTG', c.t.dtgAdultTabletMg) && below(c.patient.weightKg, c.t.dtgAdultTabletMinWeightKg),
  S20: (c) => {
    if (!compositionKnown(c)) return false;
    const nrtis = distinct(c, NRTI_CODES).length;
    const third = distinct(c, THIRD_AGENT_CODES).length;
    if (third !== 1 || nrtis > 2) return true;
    return nrtis < 2 && !isDtgLamivudineOnly(c);
  },
  S21: (c) => compositionKnown(c) && isDtgLamivudineOnly(c),
  S22: (c) => c.has('NVP') && c.takes('RIFAMPICIN'),
  S23: (c) => c.has('TAF') && c.takes(...RIFAMYCIN_CODES),
  S24: (c) => c.boostedPi && c.takes('RIFABUTIN'),
  S25: (c) =>
    (c.fixedDose('3TC') || c.fixedDose('FTC')) && below(c.patient.clearance, c.t.fdcNrtiMinClearance),
  S26: (c) => c.input.patient.hbsag === 'positive' && !c.has('TDF') && !c.has('TAF'),
  S27: (c) =>
    (c.input.patient.hypersensitivities ?? []).some((code) => c.has(code)) ||
    (c.has('ABC') && c.input.patient.hlaB5701 === 'positive'),
  S28: (c) => c.has('AZT') && below(c.patient.hemoglobinGPerDl, c.t.aztMinHemoglobinGPerDl),
  S29: (c) =>
    (hasTablet(c, 'ABC', c.t.abcAdultTabletMg) || hasTablet(c, '3TC', c.t.lamivudineAdultTabletMg)) &&
    below(c.patient.weightKg, c.t.adultDoseMinWeightKg),
  S30: (c) => dosesPast(c, (code, dose) => dose > ADULT_DAILY_DOSES_MG[code].max).join(', ') || false,
  S31: (c) => {
    const { weightKg, ageYears } = c.patient;
    const adultSized =
      weightKg != null
        ? weightKg >= c.t.adultDoseMinWeightKg
        : ageYears != null && ageYears >= c.t.childAgeYears;
    if (!adultSized) return false;
    const adultDose = (code: ArvIngredientCode) =>
      code === 'TAF' && c.boostedPi ? TAF_WITH_BOOSTED_PI_MG : ADULT_DAILY_DOSES_MG[code].adult;
    return dosesPast(c, (code, dose) => dose < adultDose(code)).join(', ') || false;
  },
  S32: (c) => c.has('ATV/r') && c.takes('PROTON_PUMP_INHIBITOR'),
};

/**
 * Whether the regimen's whole composition is known, which S20 and S21 judge: not when the caller says a component
 * lists no ingredients, when no ingredient is listed at all, or when one is a code the rules do not know (it may
 * be a drug of a class they do not list).
 */
function compositionKnown({ input }: Context): boolean {
  const known: readonly string[] = ARV_INGREDIENT_CODES;
  return (
    input.compositionUnknown !== true &&
    input.ingredients.length > 0 &&
    input.ingredients.every((i) => known.includes(i.code))
  );
}

/** DTG and 3TC and no other ingredient: the two-drug regimen of S21, which S20 lets through. */
function isDtgLamivudineOnly(c: Context): boolean {
  const codes = new Set(c.input.ingredients.map((i) => i.code));
  return codes.size === 2 && codes.has('DTG') && codes.has('3TC');
}

function findingOf(rule: PrescribingRule, c: Context): RegimenFinding | null {
  if (rule.id === 'S16') return null;
  if (rule.id === 'S15') {
    const which = s15Case(c);
    if (which === null) return null;
    const { severity, message } = rule.cases[which];
    return { ruleId: rule.id, severity, message: `${message} ${S15_ADVICE[s15Advice(c)]}` };
  }
  const raised = PREDICATES[rule.id](c);
  if (raised === false) return null;
  const message = typeof raised === 'string' ? `${rule.message}: ${raised}.` : rule.message;
  return { ruleId: rule.id, severity: rule.severity, message };
}

/**
 * The findings for a regimen: BLOCK, then WARN, then INFO, by rule number within a severity, one per rule that
 * fires, and the MISSING findings last, in the order age, weight, creatinine, hbsag, hemoglobin.
 *
 * Choices where the rules leave room:
 * - Missing inputs: an unknown age, weight or creatinine (a creatinine of zero or less counts as unknown) is
 *   listed in `missingInputs` whatever the regimen, and so is a stale weight or creatinine, or an implausible
 *   creatinine, each with its own INFO finding whose message says why; HBsAg only when the caller gives it as
 *   null, haemoglobin only with AZT when given as null or stale. No rule is assumed normal for an unknown input:
 *   a rule that needs it is not raised (S15 and S25 the clearance, S18 the age, S19 and S29 the weight, S28 the
 *   haemoglobin).
 * - A weight of an unknown age goes stale as a child's, the stricter.
 * - S4 is raised for DTG of unknown strength with rifampicin: its dose cannot be shown to be enough.
 * - S20 and S21 judge the regimen as a whole, so only when its composition is known (compositionKnown).
 * - S15, S25 compare the unrounded clearance; `creatinineClearance` is rounded half away from zero to one decimal,
 *   so 49.96 mL/min is raised though shown as 50.0.
 * - S17 is raised only when the patient is recorded as pregnant: the input holds no other sign of "may become
 *   pregnant", so no age or sex stands in for it.
 * - S19 and S29 need the tablet's strength to equal the adult tablet's; an unknown strength is not it.
 * - S30 and S31 name the ingredients and their daily doses after the rule's message; an ingredient whose
 *   strength is unknown in any of its entries has no daily dose and is left out of both.
 * - Co-medication codes are matched exactly as listed; a code the rules do not know is ignored.
 * - S16 is the clearance formula itself: its result is `creatinineClearance`, not a finding.
 */
export function checkRegimen(
  input: RegimenCheckInput,
  thresholds?: Partial<PrescribingThresholds>,
): RegimenCheckResult & { inputNotes: InputNote[] } {
  const t = withDefaults(DEFAULT_PRESCRIBING_THRESHOLDS, thresholds);
  const codes = new Set(input.ingredients.map((i) => i.code));
  const coMedications = new Set(input.coMedications);
  const perEntry = input.ingredients.some((i) => i.fixedDose !== undefined);
  const patient = readInputs(input, t);
  const context: Context = {
    has: (code) => codes.has(code),
    takes: (...wanted) => wanted.some((code) => coMedications.has(code)),
    boostedPi: BOOSTED_PI_CODES.some((code) => codes.has(code)),
    input,
    patient,
    fixedDose: (code) =>
      input.ingredients.some(
        (i) => i.code === code && (perEntry ? i.fixedDose === true : input.fixedDoseCombination),
      ),
    doses: dailyDoses(input),
    t,
  };

  const findings = PRESCRIBING_RULES.flatMap((rule) => findingOf(rule, context) ?? []);
  // The rows are in rule-number order and the sort is stable, so ordering by severity alone keeps it.
  const rank = (f: RegimenFinding) => FINDING_SEVERITIES.indexOf(f.severity);
  findings.sort((a, b) => rank(a) - rank(b));
  for (const m of patient.missing)
    findings.push({
      ruleId: MISSING_INPUT_RULE_ID,
      severity: 'INFO',
      message: missingInputMessage(m.input, m.reason),
    });

  return {
    findings,
    creatinineClearance: patient.clearance === null ? null : roundToOneDecimal(patient.clearance),
    missingInputs: patient.missing.map((m) => m.input),
    inputNotes: patient.notes,
  };
}
