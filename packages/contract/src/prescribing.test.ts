import { describe, expect, it } from 'vitest';
import {
  ARV_INGREDIENT_CODES,
  ARV_INGREDIENT_LABELS,
  arvIngredientCode,
  BOOSTED_PI_CODES,
  type ClearanceInput,
  CO_MEDICATION_CODES,
  CO_MEDICATION_LABELS,
  checkRegimen,
  coMedicationCode,
  creatinineClearance,
  type FindingSeverity,
  MISSING_INPUT_MESSAGES,
  MISSING_INPUT_RULE_ID,
  type MissingInput,
  missingInputMessage,
  PRESCRIBING_RULE_IDS,
  PRESCRIBING_RULES,
  type PrescribingThresholds,
  type RegimenCheckInput,
  type RegimenCheckResult,
  regimenCheckInput,
  regimenCheckResult,
  roundToOneDecimal,
  S15_ADVICE,
  type S15Advice,
  type S15Case,
} from './prescribing.js';

type Patient = RegimenCheckInput['patient'];
/** A code, or a code with its strength in mg. */
type Ingredient = string | [string, number];

/** A man of 35, 60 kg, creatinine 80 µmol/L (clearance 96.6875, shown 96.7 mL/min): no patient rule applies to him. */
const ADULT: Patient = {
  ageYears: 35,
  weightKg: 60,
  sex: 'Male',
  isPregnant: false,
  serumCreatinineUmolL: 80,
};

function regimen(
  ingredients: Ingredient[],
  over: { patient?: Partial<Patient>; coMedications?: string[]; fixedDoseCombination?: boolean } = {},
): RegimenCheckInput {
  return {
    ingredients: ingredients.map((i) =>
      typeof i === 'string' ? { code: i, strengthMg: null } : { code: i[0], strengthMg: i[1] },
    ),
    patient: { ...ADULT, ...over.patient },
    coMedications: over.coMedications ?? [],
    fixedDoseCombination: over.fixedDoseCombination ?? false,
  };
}

const TLD: Ingredient[] = ['TDF', '3TC', ['DTG', 50]];
/** TDF + 3TC + EFV, the regimen the EFV rules are tried on. */
const TLE: Ingredient[] = ['TDF', '3TC', 'EFV'];
/** The regimen of `ingredients` taken alongside these co-medications. */
const alongside = (ingredients: Ingredient[], ...coMedications: string[]) =>
  regimen(ingredients, { coMedications });
/** The regimen of `ingredients` for a patient of this age (years) and weight (kg). */
const aged = (ingredients: Ingredient[], ageYears: number | null, weightKg: number | null) =>
  regimen(ingredients, { patient: { ageYears, weightKg } });
/** Female, 60 y, 50 kg, 1.5 mg/dL: 31.5 mL/min. */
const LOW_CLEARANCE: Partial<Patient> = {
  sex: 'Female',
  ageYears: 60,
  weightKg: 50,
  serumCreatinineUmolL: 1.5 * 88.4,
};
const ids = (result: RegimenCheckResult) => result.findings.map((f) => f.ruleId);
const severityOf = (result: RegimenCheckResult, ruleId: string): FindingSeverity | null =>
  result.findings.find((f) => f.ruleId === ruleId)?.severity ?? null;
const messageOf = (ruleId: string) => {
  const rule = PRESCRIBING_RULES.find((r) => r.id === ruleId);
  return rule && 'message' in rule ? rule.message : undefined;
};
/** S15's message for a case and the advice that fits the patient. */
const s15Message = (which: S15Case, advice: S15Advice = 'tafOrAbc') => {
  const rule = PRESCRIBING_RULES.find((r) => r.id === 'S15');
  return rule && 'cases' in rule ? `${rule.cases[which].message} ${S15_ADVICE[advice]}` : undefined;
};
const missingFinding = (input: MissingInput) => ({
  ruleId: 'MISSING',
  severity: 'INFO',
  message: MISSING_INPUT_MESSAGES[input],
});
/**
 * A man of 40 with a creatinine of 88.4 µmol/L (1 mg/dL): his clearance is 100 × weight / 72, so a weight picks
 * an exact clearance.
 */
const clearanceOf = (weightKg: number): Partial<Patient> => ({
  ageYears: 40,
  weightKg,
  serumCreatinineUmolL: 88.4,
});

describe('the rule set', () => {
  it('has one row per rule, S1 to S32 in order, each with a message and a source', () => {
    expect(PRESCRIBING_RULES.map((r) => r.id)).toEqual([...PRESCRIBING_RULE_IDS]);
    for (const rule of PRESCRIBING_RULES) {
      expect(rule.trigger).not.toBe('');
      const messages = 'cases' in rule ? Object.values(rule.cases).map((c) => c.message) : [rule.message];
      for (const message of messages) expect(message).not.toBe('');
      expect(rule.source).not.toBe('');
    }
  });

  it('labels every ingredient and co-medication in Vietnamese', () => {
    expect(Object.keys(ARV_INGREDIENT_LABELS)).toEqual([...ARV_INGREDIENT_CODES]);
    expect(Object.keys(CO_MEDICATION_LABELS)).toEqual([...CO_MEDICATION_CODES]);
    expect(BOOSTED_PI_CODES.every((code) => ARV_INGREDIENT_CODES.includes(code))).toBe(true);
  });

  it.each([
    [arvIngredientCode, 'DTG', true],
    [arvIngredientCode, 'LPV/r', true],
    [arvIngredientCode, 'dtg', false],
    [coMedicationCode, 'RIFAMPICIN', true],
    [coMedicationCode, 'ISONIAZID', false],
  ])('%# the code enum accepts %s: %s', (schema, code, ok) => {
    expect(schema.safeParse(code).success).toBe(ok);
  });
});

describe('creatinineClearance', () => {
  /** Cockcroft-Gault's inputs: age in years, weight in kg, creatinine in µmol/L; a man unless `sex` is given. */
  const cgInput = (
    ageYears: ClearanceInput['ageYears'],
    weightKg: ClearanceInput['weightKg'],
    serumCreatinineUmolL: ClearanceInput['serumCreatinineUmolL'],
    sex: ClearanceInput['sex'] = 'Male',
  ): ClearanceInput => ({ ageYears, weightKg, serumCreatinineUmolL, sex });

  it.each<[string, ClearanceInput, number | null]>([
    ['man 40 y, 70 kg, 88.4 µmol/L', cgInput(40, 70, 88.4), 97.2],
    ['woman 40 y, 70 kg, 88.4 µmol/L (× 0.85)', cgInput(40, 70, 88.4, 'Female'), 82.6],
    ['worked example: woman 60 y, 50 kg, 1.5 mg/dL', cgInput(60, 50, 132.6, 'Female'), 31.5],
    ['man 60 y, 50 kg, 1.5 mg/dL', cgInput(60, 50, 132.6), 37],
    ['man 68 y, 50 kg, 1 mg/dL', cgInput(68, 50, 88.4), 50],
    ['clean case: man 40 y, 70 kg, 80 µmol/L (107.43…)', cgInput(40, 70, 80), 107.4],
    ['unrounded 49.96 shows 50.0', cgInput(40, 35.9712, 88.4), 50],
    ['exactly 49.95 (computed 49.949999999999996) rounds half up to 50.0', cgInput(40, 35.964, 88.4), 50],
    ['unrounded 49.93 shows 49.9', cgInput(40, 35.9496, 88.4), 49.9],
    ['exactly 0.05 (computed 0.049999999999999996) rounds to 0.1', cgInput(40, 0.036, 88.4), 0.1],
    ['exactly 1.45 rounds to 1.5', cgInput(40, 1.044, 88.4), 1.5],
    ['older than 140: exactly -0.05 rounds away from zero to -0.1', cgInput(180, 0.09, 88.4), -0.1],
    ['age unknown', cgInput(null, 70, 88.4), null],
    ['weight unknown', cgInput(40, null, 88.4), null],
    ['creatinine unknown', cgInput(40, 70, null), null],
    ['age undefined', cgInput(undefined, 70, 88.4), null],
    ['weight undefined', cgInput(40, undefined, 88.4), null],
    ['creatinine undefined', cgInput(40, 70, undefined), null],
    ['creatinine 0', cgInput(40, 70, 0, 'Female'), null],
    ['creatinine negative', cgInput(40, 70, -10), null],
  ])('%s -> %s', (_label, input, expected) => {
    expect(creatinineClearance(input)).toBe(expected);
  });
});

describe('roundToOneDecimal', () => {
  it.each<[number, number]>([
    [0.05, 0.1],
    [0.049999999999999996, 0.1],
    [0.15, 0.2],
    [1.45, 1.5],
    [2.25, 2.3],
    [49.949999999999996, 50],
    [49.96, 50],
    [49.94, 49.9],
    [107.43055555555556, 107.4],
    [-0.05, -0.1],
    [-2.25, -2.3],
    [-1.44, -1.4],
    [0.04, 0],
    [-0.04, 0],
    [0, 0],
  ])('%s -> %s', (value, expected) => {
    expect(roundToOneDecimal(value)).toBe(expected);
  });
});

describe('checkRegimen: worked examples', () => {
  it('woman, 60 y, 50 kg, SCr 1.5 mg/dL: 31.5 mL/min, S15 blocks the TDF + 3TC + DTG tablet', () => {
    expect(checkRegimen(regimen(TLD, { patient: LOW_CLEARANCE, fixedDoseCombination: true }))).toEqual({
      findings: [{ ruleId: 'S15', severity: 'BLOCK', message: s15Message('fixedDose') }],
      creatinineClearance: 31.5,
      missingInputs: [],
      inputNotes: [],
    });
  });

  it('the same patient on single TDF, 3TC and DTG tablets: S15 warns (TDF every 48 hours from 30 mL/min)', () => {
    expect(checkRegimen(regimen(TLD, { patient: LOW_CLEARANCE }))).toEqual({
      findings: [{ ruleId: 'S15', severity: 'WARN', message: s15Message('single') }],
      creatinineClearance: 31.5,
      missingInputs: [],
      inputNotes: [],
    });
  });

  it('clean case: TDF 300 + 3TC 300 + DTG 50 (single tablets), man 40 y, 70 kg, 80 µmol/L: nothing to say, 107.4 mL/min', () => {
    const clean = regimen(
      [
        ['TDF', 300],
        ['3TC', 300],
        ['DTG', 50],
      ],
      { patient: { ageYears: 40, weightKg: 70, sex: 'Male', serumCreatinineUmolL: 80 } },
    );
    const result = checkRegimen(clean);
    expect(result.findings.filter((f) => f.severity === 'BLOCK' || f.severity === 'WARN')).toEqual([]);
    expect(result).toEqual({ findings: [], creatinineClearance: 107.4, missingInputs: [], inputNotes: [] });
  });

  it('a TLD tablet plus DTG 50 mg: S3 duplicate ingredient', () => {
    expect(checkRegimen(regimen([...TLD, ['DTG', 50]], { fixedDoseCombination: true }))).toEqual({
      findings: [{ ruleId: 'S3', severity: 'BLOCK', message: messageOf('S3') }],
      creatinineClearance: 96.7,
      missingInputs: [],
      inputNotes: [],
    });
  });
});

describe('checkRegimen: each rule raised and not raised', () => {
  it.each<[string, string, RegimenCheckInput, FindingSeverity | null]>([
    ['S1', '3TC and FTC', regimen(['TDF', '3TC', 'FTC', 'DTG']), 'BLOCK'],
    ['S1', '3TC alone', regimen(['TDF', '3TC', 'DTG']), null],
    ['S1', 'FTC alone', regimen(['TAF', 'FTC', 'DTG']), null],
    ['S2', 'TDF and TAF', regimen(['TDF', 'TAF', '3TC', 'DTG']), 'BLOCK'],
    ['S2', 'TDF alone', regimen(['TDF', 'FTC', 'DTG']), null],
    ['S3', 'DTG twice', regimen([...TLD, ['DTG', 50]]), 'BLOCK'],
    ['S3', 'TDF twice', regimen(['TDF', 'TDF', '3TC', 'EFV']), 'BLOCK'],
    ['S3', 'two different boosted PIs', regimen(['AZT', '3TC', 'LPV/r', 'DRV/r']), null],
    ['S3', 'each ingredient once', regimen(TLD), null],
    ['S4', 'DTG + rifampicin', alongside(TLD, 'RIFAMPICIN'), 'WARN'],
    ['S4', 'DTG + rifabutin', alongside(TLD, 'RIFABUTIN'), null],
    ['S4', 'EFV + rifampicin', alongside(TLE, 'RIFAMPICIN'), null],
    ['S5', 'DTG + Mg/Al/Ca/Fe/Zn', alongside(TLD, 'POLYVALENT_CATIONS'), 'WARN'],
    ['S5', 'EFV + Mg/Al/Ca/Fe/Zn', alongside(TLE, 'POLYVALENT_CATIONS'), null],
    ['S6', 'DTG + metformin', alongside(TLD, 'METFORMIN'), 'WARN'],
    ['S6', 'EFV + metformin', alongside(TLE, 'METFORMIN'), null],
    ['S7', 'DTG + carbamazepine', alongside(TLD, 'CARBAMAZEPINE'), 'BLOCK'],
    ['S7', 'DTG + phenytoin', alongside(TLD, 'PHENYTOIN'), 'BLOCK'],
    ['S7', 'DTG + phenobarbital', alongside(TLD, 'PHENOBARBITAL'), 'BLOCK'],
    ['S7', 'EFV + carbamazepine', alongside(TLE, 'CARBAMAZEPINE'), null],
    ['S8', 'DTG + dofetilide', alongside(TLD, 'DOFETILIDE'), 'BLOCK'],
    ['S8', 'RAL + dofetilide', alongside(['TDF', '3TC', 'RAL'], 'DOFETILIDE'), null],
    ['S9', 'EFV + methadone', alongside(TLE, 'METHADONE'), 'WARN'],
    ['S9', 'EFV + buprenorphine', alongside(TLE, 'BUPRENORPHINE'), null],
    ['S9', 'DTG + methadone', alongside(TLD, 'METHADONE'), null],
    ['S10', 'EFV + hormonal contraception', alongside(TLE, 'HORMONAL_CONTRACEPTION'), 'INFO'],
    [
      'S10',
      'LPV/r + hormonal contraception',
      alongside(['AZT', '3TC', 'LPV/r'], 'HORMONAL_CONTRACEPTION'),
      'INFO',
    ],
    [
      'S10',
      'ATV/r + hormonal contraception',
      alongside(['AZT', '3TC', 'ATV/r'], 'HORMONAL_CONTRACEPTION'),
      'INFO',
    ],
    [
      'S10',
      'DRV/r + hormonal contraception',
      alongside(['AZT', '3TC', 'DRV/r'], 'HORMONAL_CONTRACEPTION'),
      'INFO',
    ],
    ['S10', 'DTG + hormonal contraception', alongside(TLD, 'HORMONAL_CONTRACEPTION'), null],
    ['S11', 'LPV/r + rifampicin', alongside(['AZT', '3TC', 'LPV/r'], 'RIFAMPICIN'), 'BLOCK'],
    ['S11', 'ATV/r + rifampicin', alongside(['AZT', '3TC', 'ATV/r'], 'RIFAMPICIN'), 'BLOCK'],
    ['S11', 'DRV/r + rifampicin', alongside(['AZT', '3TC', 'DRV/r'], 'RIFAMPICIN'), 'BLOCK'],
    ['S11', 'LPV/r + rifabutin', alongside(['AZT', '3TC', 'LPV/r'], 'RIFABUTIN'), null],
    ['S12', 'ATV/r + simvastatin', alongside(['AZT', '3TC', 'ATV/r'], 'SIMVASTATIN'), 'BLOCK'],
    ['S12', 'DRV/r + lovastatin', alongside(['AZT', '3TC', 'DRV/r'], 'LOVASTATIN'), 'BLOCK'],
    ['S12', 'DTG + simvastatin', alongside(TLD, 'SIMVASTATIN'), null],
    ['S13', 'LPV/r + methadone', alongside(['AZT', '3TC', 'LPV/r'], 'METHADONE'), 'WARN'],
    ['S13', 'DRV/r + buprenorphine', alongside(['AZT', '3TC', 'DRV/r'], 'BUPRENORPHINE'), 'WARN'],
    ['S13', 'DTG + buprenorphine', alongside(TLD, 'BUPRENORPHINE'), null],
    ['S14', 'ATV/r + TDF', regimen(['TDF', '3TC', 'ATV/r']), 'INFO'],
    ['S14', 'ATV/r + TAF', regimen(['TAF', 'FTC', 'ATV/r']), null],
    ['S14', 'TDF without a boosted PI', regimen(TLD), null],
    [
      'S15',
      'TDF, 31.5 mL/min, fixed-dose combination',
      regimen(TLD, { patient: LOW_CLEARANCE, fixedDoseCombination: true }),
      'BLOCK',
    ],
    ['S15', 'TDF, 31.5 mL/min, single tablets', regimen(TLD, { patient: LOW_CLEARANCE }), 'WARN'],
    ['S15', 'TDF, 96.7 mL/min', regimen(TLD, { fixedDoseCombination: true }), null],
    ['S15', 'TAF, 31.5 mL/min', regimen(['TAF', 'FTC', 'DTG'], { patient: LOW_CLEARANCE }), null],
    [
      'S17',
      'DTG, pregnant',
      regimen(TLD, { patient: { sex: 'Female', ageYears: 28, isPregnant: true } }),
      'INFO',
    ],
    [
      'S17',
      'DTG, pregnant, age unknown',
      regimen(['TAF', 'FTC', 'DTG'], { patient: { sex: 'Female', ageYears: null, isPregnant: true } }),
      'INFO',
    ],
    [
      'S17',
      'DTG, woman of 30 not recorded as pregnant',
      regimen(TLD, { patient: { sex: 'Female', ageYears: 30 } }),
      null,
    ],
    ['S17', 'DTG, woman of 55', regimen(TLD, { patient: { sex: 'Female', ageYears: 55 } }), null],
    ['S17', 'DTG, man', regimen(TLD), null],
    ['S17', 'EFV, pregnant', regimen(TLE, { patient: { sex: 'Female', isPregnant: true } }), null],
    ['S18', 'TLD, age 8', aged(TLD, 8, 35), 'WARN'],
    ['S18', 'TLD, age 14, 25 kg: the weight no longer counts (v2)', aged(TLD, 14, 25), null],
    [
      'S18',
      'AZT + 3TC + LPV/r, age 5, 18 kg: not an adult regimen',
      aged(['AZT', '3TC', 'LPV/r'], 5, 18),
      null,
    ],
    ['S18', 'ABC + 3TC + EFV, age 8, 25 kg: EFV (v2)', aged(['ABC', '3TC', 'EFV'], 8, 25), 'WARN'],
    [
      'S18',
      'ABC + 3TC + DTG 50 mg, age 8, 35 kg: the recommended regimen (v2)',
      aged(['ABC', '3TC', ['DTG', 50]], 8, 35),
      null,
    ],
    ['S18', 'ABC + 3TC + DTG of unknown strength, age 8, 25 kg', aged(['ABC', '3TC', 'DTG'], 8, 25), null],
    ['S18', 'TDF + 3TC + EFV, age 8, 35 kg: adult by TDF', aged(TLE, 8, 35), 'WARN'],
    ['S18', 'TLD, age unknown, 25 kg: the age is needed (v2)', aged(TLD, null, 25), null],
    ['S18', 'TLD, age unknown, 35 kg: weight alone', aged(TLD, null, 35), null],
    ['S18', 'TLD, age 8, weight unknown: age alone', aged(TLD, 8, null), 'WARN'],
    ['S18', 'TLD, age 12, weight unknown: age alone', aged(TLD, 12, null), null],
    ['S18', 'TLD, age and weight unknown', aged(TLD, null, null), null],
    ['S18', 'ABC + 3TC + DTG 10 mg, age 5, 18 kg', aged(['ABC', '3TC', ['DTG', 10]], 5, 18), null],
    ['S18', 'TLD, adult', regimen(TLD), null],
    ['S19', 'DTG 50 mg, 15 kg', aged(['ABC', '3TC', ['DTG', 50]], 4, 15), 'BLOCK'],
    ['S19', 'DTG 10 mg, 15 kg', aged(['ABC', '3TC', ['DTG', 10]], 4, 15), null],
    ['S19', 'DTG of unknown strength, 15 kg', aged(['ABC', '3TC', 'DTG'], 4, 15), null],
    ['S19', 'DTG 50 mg, 25 kg', aged(['ABC', '3TC', ['DTG', 50]], 9, 25), null],
    ['S19', 'DTG 50 mg, weight unknown', aged(['ABC', '3TC', ['DTG', 50]], 4, null), null],
    [
      'S15',
      'TDF, 31.5 mL/min but age unknown',
      regimen(TLD, { patient: { ...LOW_CLEARANCE, ageYears: null }, fixedDoseCombination: true }),
      null,
    ],
    [
      'S15',
      'TDF, 31.5 mL/min but weight unknown',
      regimen(TLD, { patient: { ...LOW_CLEARANCE, weightKg: null }, fixedDoseCombination: true }),
      null,
    ],
    [
      'S15',
      'TDF, creatinine unknown',
      regimen(TLD, { patient: { ...LOW_CLEARANCE, serumCreatinineUmolL: null }, fixedDoseCombination: true }),
      null,
    ],
    [
      'S17',
      'DTG 50 mg, pregnant, fixed-dose combination',
      regimen(TLD, { patient: { sex: 'Female', isPregnant: true }, fixedDoseCombination: true }),
      'INFO',
    ],
    ['S4', 'DTG + rifampicin in lower case: not a listed code', alongside(TLD, 'rifampicin'), null],
    ['S4', 'DTG + Rifampicin: not a listed code', alongside(TLD, 'Rifampicin'), null],
    ['S4', 'DTG + RIFAMPICIN with a space: not a listed code', alongside(TLD, ' RIFAMPICIN'), null],
  ])('%s: %s -> %s', (ruleId, _label, input, expected) => {
    const result = checkRegimen(input);
    expect(severityOf(result, ruleId)).toBe(expected);
    // S15's message depends on its case: its own tests below.
    if (expected !== null && ruleId !== 'S15')
      expect(result.findings.find((f) => f.ruleId === ruleId)?.message).toBe(messageOf(ruleId));
  });

  it('never raises S16, the clearance formula', () => {
    expect(ids(checkRegimen(regimen(TLD, { patient: LOW_CLEARANCE })))).not.toContain('S16');
  });

  it('never blocks a pregnant woman on DTG', () => {
    const result = checkRegimen(
      regimen(TLD, { patient: { sex: 'Female', isPregnant: true }, fixedDoseCombination: true }),
    );
    expect(result.findings).toEqual([{ ruleId: 'S17', severity: 'INFO', message: messageOf('S17') }]);
  });
});

describe('checkRegimen: boundaries', () => {
  it.each<[string, string, RegimenCheckInput, Partial<PrescribingThresholds> | undefined, boolean]>([
    [
      'S15',
      'clearance exactly 50.0',
      regimen(TLD, { patient: { ageYears: 68, weightKg: 50, serumCreatinineUmolL: 88.4 } }),
      undefined,
      false,
    ],
    [
      'S15',
      'clearance 49.96 unrounded (shown as 50.0)',
      regimen(TLD, { patient: clearanceOf(35.9712) }),
      undefined,
      true,
    ],
    [
      'S15',
      'clearance exactly 49.95 (shown as 50.0)',
      regimen(TLD, { patient: clearanceOf(35.964) }),
      undefined,
      true,
    ],
    [
      'S15',
      'clearance exactly 50.0 (100 × 36 / 72)',
      regimen(TLD, { patient: clearanceOf(36) }),
      undefined,
      false,
    ],
    [
      'S15',
      'clearance 49.9',
      regimen(TLD, { patient: { ageYears: 68, weightKg: 49.9, serumCreatinineUmolL: 88.4 } }),
      undefined,
      true,
    ],
    [
      'S15',
      'clearance 96.6875 (shown 96.7) at a cut-off of 96.6875',
      regimen(TLD),
      { tdfMinClearance: 96.6875 },
      false,
    ],
    [
      'S15',
      'clearance 96.6875 (shown 96.7) at a cut-off of 96.7',
      regimen(TLD),
      { tdfMinClearance: 96.7 },
      true,
    ],
    ['S18', 'age exactly 10', aged(TLD, 10, 35), undefined, false],
    ['S18', 'age 9.9', regimen(TLD, { patient: { ageYears: 9.9, weightKg: 35 } }), undefined, true],
    ['S18', 'weight exactly 30 kg', aged(TLD, 12, 30), undefined, false],
    ['S18', 'weight 29.9 kg at 12: the weight no longer counts (v2)', aged(TLD, 12, 29.9), undefined, false],
    ['S18', 'age 11 with a child age of 12', aged(TLD, 11, 35), { childAgeYears: 12 }, true],
    ['S19', 'weight exactly 20 kg', aged(['ABC', '3TC', ['DTG', 50]], 7, 20), undefined, false],
    ['S19', 'weight 19.9 kg', aged(['ABC', '3TC', ['DTG', 50]], 7, 19.9), undefined, true],
    [
      'S19',
      '22 kg with a limit of 25 kg',
      aged(['ABC', '3TC', ['DTG', 50]], 7, 22),
      { dtgAdultTabletMinWeightKg: 25 },
      true,
    ],
    [
      'S15',
      'a blank override keeps the default',
      regimen(TLD, { patient: LOW_CLEARANCE }),
      { tdfMinClearance: undefined },
      true,
    ],
  ])('%s: %s -> raised %s', (ruleId, _label, input, thresholds, raised) => {
    expect(ids(checkRegimen(input, thresholds)).includes(ruleId)).toBe(raised);
  });

  it.each<[string, Partial<Patient>, number, FindingSeverity | null]>([
    ['unrounded 49.96', clearanceOf(35.9712), 50, 'BLOCK'],
    ['exactly 49.95', clearanceOf(35.964), 50, 'BLOCK'],
    ['exactly 50.0', clearanceOf(36), 50, null],
    ['exactly 50.0 (68 y, 50 kg)', { ageYears: 68, weightKg: 50, serumCreatinineUmolL: 88.4 }, 50, null],
  ])(
    'S15 compares the unrounded clearance: %s -> %s mL/min shown, %s',
    (_label, patient, shown, severity) => {
      const result = checkRegimen(regimen(TLD, { patient, fixedDoseCombination: true }));
      expect(result.creatinineClearance).toBe(shown);
      expect(severityOf(result, 'S15')).toBe(severity);
    },
  );
});

describe('checkRegimen: missing inputs', () => {
  const unknown = (...inputs: MissingInput[]): Partial<Patient> =>
    Object.fromEntries(
      inputs.map((i) => [
        { age: 'ageYears', weight: 'weightKg', creatinine: 'serumCreatinineUmolL' }[i],
        null,
      ]),
    );

  it.each<[string, RegimenCheckInput, MissingInput[], string[]]>([
    [
      'TDF, creatinine unknown: S15 not raised',
      regimen(TLD, { patient: unknown('creatinine') }),
      ['creatinine'],
      [],
    ],
    [
      'TDF, creatinine 0 counts as unknown',
      regimen(TLD, { patient: { serumCreatinineUmolL: 0 } }),
      ['creatinine'],
      [],
    ],
    [
      'TDF, creatinine negative counts as unknown',
      regimen(TLD, { patient: { serumCreatinineUmolL: -5 } }),
      ['creatinine'],
      [],
    ],
    [
      'no TDF: a missing creatinine is still reported',
      regimen(['TAF', 'FTC', 'DTG'], { patient: unknown('creatinine') }),
      ['creatinine'],
      [],
    ],
    [
      'TDF, nothing known: every input, S15 and S18 not raised',
      regimen(TLD, { patient: unknown('age', 'weight', 'creatinine') }),
      ['age', 'weight', 'creatinine'],
      [],
    ],
    ['TDF, age unknown', regimen(TLD, { patient: unknown('age') }), ['age'], []],
    [
      'TDF, age unknown, 25 kg: neither S18 (it needs the age) nor S15',
      regimen(TLD, { patient: { ...unknown('age'), weightKg: 25 } }),
      ['age'],
      [],
    ],
    [
      'TDF, low clearance inputs but weight unknown, age 8: S18 raised on age, S15 not raised',
      regimen(TLD, {
        patient: { ...LOW_CLEARANCE, ...unknown('weight'), ageYears: 8 },
        fixedDoseCombination: true,
      }),
      ['weight'],
      ['S18'],
    ],
    [
      'no TDF, no DTG 50 mg, age unknown, 25 kg: not an adult regimen',
      regimen(['ABC', '3TC', 'EFV'], { patient: { ...unknown('age'), weightKg: 25 } }),
      ['age'],
      [],
    ],
    [
      'paediatric regimen, nothing known: every input reported',
      regimen(['ABC', '3TC', ['DTG', 10]], { patient: unknown('age', 'weight', 'creatinine') }),
      ['age', 'weight', 'creatinine'],
      [],
    ],
    [
      'DTG 50 mg, weight and creatinine unknown: S19 not raised',
      regimen(['ABC', '3TC', ['DTG', 50]], { patient: unknown('weight', 'creatinine') }),
      ['weight', 'creatinine'],
      [],
    ],
    [
      'age and creatinine unknown, in input order',
      regimen(['TAF', 'FTC', 'DTG'], { patient: unknown('creatinine', 'age') }),
      ['age', 'creatinine'],
      [],
    ],
    [
      'DTG, pregnant woman of unknown age: S17 raised, age reported',
      regimen(['ABC', '3TC', 'DTG'], { patient: { ...unknown('age'), sex: 'Female', isPregnant: true } }),
      ['age'],
      ['S17'],
    ],
    ['no ingredients, weight unknown', regimen([], { patient: unknown('weight') }), ['weight'], []],
  ])('%s', (_label, input, missing, raised) => {
    const result = checkRegimen(input);
    expect(result.missingInputs).toEqual(missing);
    expect(ids(result)).toEqual([...raised, ...missing.map(() => MISSING_INPUT_RULE_ID)]);
    expect(result.findings.slice(raised.length)).toEqual(missing.map(missingFinding));
  });

  it('gives undefined inputs the same MISSING findings as null ones', () => {
    const input = regimen(TLD);
    const patient = {
      ...input.patient,
      ageYears: undefined,
      weightKg: undefined,
      serumCreatinineUmolL: undefined,
    };
    const result = checkRegimen({ ...input, patient } as unknown as RegimenCheckInput);
    expect(result.missingInputs).toEqual(['age', 'weight', 'creatinine']);
    expect(result.findings).toEqual([
      missingFinding('age'),
      missingFinding('weight'),
      missingFinding('creatinine'),
    ]);
    expect(result.creatinineClearance).toBeNull();
  });

  it('has the rule id MISSING', () => {
    expect(MISSING_INPUT_RULE_ID).toBe('MISSING');
  });

  it.each<[MissingInput, string]>([
    ['age', 'Thiếu tuổi (age): không kiểm tra được các quy tắc cần tuổi.'],
    ['weight', 'Thiếu cân nặng (weight): không kiểm tra được các quy tắc cần cân nặng.'],
    [
      'creatinine',
      'Thiếu creatinine huyết thanh (creatinine): không kiểm tra được các quy tắc cần creatinine huyết thanh.',
    ],
  ])('names %s in Vietnamese and by its code', (input, message) => {
    expect(missingInputMessage(input)).toBe(message);
    expect(message).toContain(`(${input})`);
  });

  it('reports no clearance when an input is missing', () => {
    expect(checkRegimen(regimen(TLD, { patient: unknown('weight') })).creatinineClearance).toBeNull();
  });
});

describe('checkRegimen: order and duplicates', () => {
  const busy: Ingredient[] = ['TDF', '3TC', 'FTC', ['DTG', 50], 'ATV/r'];
  const coMedications = ['RIFAMPICIN', 'METHADONE', 'HORMONAL_CONTRACEPTION', 'METFORMIN'];

  it.each<[string, RegimenCheckInput, string[]]>([
    [
      'creatinine unknown',
      regimen(busy, { coMedications, patient: { serumCreatinineUmolL: null } }),
      ['S1', 'S11', 'S20', 'S4', 'S6', 'S13', 'S10', 'S14', 'MISSING'],
    ],
    [
      'every input unknown: BLOCK, WARN, INFO, then one MISSING per input',
      regimen(busy, {
        coMedications,
        patient: { ageYears: null, weightKg: null, serumCreatinineUmolL: null },
        fixedDoseCombination: true,
      }),
      ['S1', 'S11', 'S20', 'S4', 'S6', 'S13', 'S10', 'S14', 'MISSING', 'MISSING', 'MISSING'],
    ],
    [
      'a child on DTG 50 mg with TDF, 15 kg, pregnant, creatinine unknown',
      regimen(TLD, {
        coMedications: ['METFORMIN'],
        patient: { ageYears: 9, weightKg: 15, sex: 'Female', isPregnant: true, serumCreatinineUmolL: null },
      }),
      ['S19', 'S6', 'S18', 'S17', 'MISSING'],
    ],
    [
      'clearance 25.8, fixed-dose combination: S15 among the blocks, S25 among the warnings',
      regimen(busy, { coMedications, patient: { serumCreatinineUmolL: 300 }, fixedDoseCombination: true }),
      ['S1', 'S11', 'S15', 'S20', 'S4', 'S6', 'S13', 'S25', 'S10', 'S14'],
    ],
    [
      'clearance 25.8, single tablets: S15 among the blocks too (under 30)',
      regimen(busy, { coMedications, patient: { serumCreatinineUmolL: 300 } }),
      ['S1', 'S11', 'S15', 'S20', 'S4', 'S6', 'S13', 'S10', 'S14'],
    ],
    [
      'ingredients and co-medications repeated: one finding per rule',
      alongside(['TDF', 'TDF', 'DTG', 'DTG', 'DTG'], 'RIFAMPICIN', 'RIFAMPICIN'),
      ['S3', 'S20', 'S4'],
    ],
    ['nothing to say', regimen(TLD), []],
    ['no ingredients: nothing known of the regimen', regimen([], { coMedications }), []],
    ['an unknown code is checked for duplicates only', regimen(['XYZ', 'XYZ', 'DTG']), ['S3']],
    ['an unknown co-medication is ignored', alongside(TLD, 'ASPIRIN', 'ISONIAZID'), []],
  ])('%s', (_label, input, expected) => {
    expect(ids(checkRegimen(input))).toEqual(expected);
  });

  it('repeats no rule id but MISSING, once per missing input', () => {
    const result = checkRegimen(
      regimen(['TDF', 'TDF', 'DTG', 'DTG'], {
        coMedications: ['RIFAMPICIN', 'RIFAMPICIN', 'METFORMIN'],
        patient: { ageYears: null, weightKg: null, serumCreatinineUmolL: null },
      }),
    );
    const ruleIds = ids(result).filter((id) => id !== MISSING_INPUT_RULE_ID);
    expect(new Set(ruleIds).size).toBe(ruleIds.length);
    expect(ids(result).filter((id) => id === MISSING_INPUT_RULE_ID)).toHaveLength(3);
    expect(result.findings.filter((f) => f.ruleId === MISSING_INPUT_RULE_ID).map((f) => f.message)).toEqual([
      MISSING_INPUT_MESSAGES.age,
      MISSING_INPUT_MESSAGES.weight,
      MISSING_INPUT_MESSAGES.creatinine,
    ]);
  });
});

describe('schemas', () => {
  it.each<[string, RegimenCheckInput]>([
    ['worked example', regimen(TLD, { patient: LOW_CLEARANCE, fixedDoseCombination: true })],
    ['missing inputs', regimen(TLD, { patient: { ageYears: null, serumCreatinineUmolL: null } })],
  ])('the result of %s matches regimenCheckResult', (_label, input) => {
    const result = checkRegimen(input);
    expect(regimenCheckResult.parse(result)).toEqual(result);
  });

  it.each<[string, unknown, boolean]>([
    ['a valid regimen', alongside(TLD, 'METFORMIN'), true],
    ['an unknown ingredient', regimen(['XYZ']), false],
    ['an unknown co-medication', alongside(TLD, 'ASPIRIN'), false],
    ['a zero creatinine', regimen(TLD, { patient: { serumCreatinineUmolL: 0 } }), false],
    [
      'unknown patient facts',
      regimen(TLD, { patient: { ageYears: null, weightKg: null, serumCreatinineUmolL: null } }),
      true,
    ],
  ])('regimenCheckInput accepts %s: %s', (_label, body, ok) => {
    expect(regimenCheckInput.safeParse(body).success).toBe(ok);
  });
});
