import { describe, expect, it } from 'vitest';
import {
  type CreatinineUnit,
  checkRegimen,
  creatinineClearance,
  type FindingSeverity,
  type InputNote,
  inputNoteMessage,
  type MissingInput,
  PRESCRIBING_RULES,
  type RegimenCheckInput,
  type RegimenCheckResult,
  type RegimenIngredient,
  regimenCheckInput,
  S15_ADVICE,
  type S15Advice,
  type S15Case,
} from './prescribing.js';

/**
 * Version 2 of the prescribing rules: every example and boundary of the rule book's section 3 rows marked v2,
 * the kidney inputs, the adult daily doses and the input notes. Version 1's rows are in prescribing.test.ts.
 */

const TODAY = '2026-11-28';
type Patient = RegimenCheckInput['patient'];

/** A creatinine result, measured this month unless `date` says otherwise. */
const creatinine = (value: number, unit: CreatinineUnit = 'µmol/L', date = '2026-11-01') => ({
  value,
  unit,
  date,
});

/** A man of 35, 60 kg, measured this month, creatinine 80 µmol/L (96.7 mL/min), HBsAg negative. */
const ADULT: Patient = {
  ageYears: 35,
  weightKg: null,
  sex: 'Male',
  isPregnant: false,
  serumCreatinineUmolL: null,
  weight: { kg: 60, date: '2026-11-01' },
  creatinine: creatinine(80),
  hbsag: 'negative',
};

/** An entry: code, strength in mg, tablets per dose, and whether it comes from a fixed-dose combination. */
const e = (
  code: string,
  strengthMg: number | null,
  tabletsPerDose = 1,
  fixedDose = false,
): RegimenIngredient => ({
  code,
  strengthMg,
  tabletsPerDose,
  fixedDose,
});

/** The TLD tablet: TDF 300 + 3TC 300 + DTG 50 in one fixed-dose combination. */
const TLD = [e('TDF', 300, 1, true), e('3TC', 300, 1, true), e('DTG', 50, 1, true)];
/** TDF 300, 3TC 300 and DTG 50 as single tablets. */
const TLD_SINGLE = [e('TDF', 300), e('3TC', 300), e('DTG', 50)];
/** ABC 600 + 3TC 300 + DTG 50 single tablets: the adult ABC regimen. */
const ABC_ADULT = [e('ABC', 600), e('3TC', 300), e('DTG', 50)];

function check(
  ingredients: RegimenIngredient[],
  over: {
    patient?: Partial<Patient>;
    coMedications?: string[];
    frequencyPerDay?: 1 | 2;
    today?: string | null;
  } = {},
): RegimenCheckResult {
  return checkRegimen({
    ingredients,
    patient: { ...ADULT, ...over.patient },
    coMedications: over.coMedications ?? [],
    fixedDoseCombination: false,
    ...(over.frequencyPerDay ? { frequencyPerDay: over.frequencyPerDay } : {}),
    ...(over.today === null ? {} : { today: over.today ?? TODAY }),
  });
}

const severityOf = (result: RegimenCheckResult, ruleId: string): FindingSeverity | null =>
  result.findings.find((f) => f.ruleId === ruleId)?.severity ?? null;
const messageOf = (result: RegimenCheckResult, ruleId: string) =>
  result.findings.find((f) => f.ruleId === ruleId)?.message;
const rowMessage = (ruleId: string) => {
  const rule = PRESCRIBING_RULES.find((r) => r.id === ruleId);
  return rule && 'message' in rule ? rule.message : '';
};
const s15 = (which: S15Case, advice: S15Advice) => {
  const rule = PRESCRIBING_RULES.find((r) => r.id === 'S15');
  return rule && 'cases' in rule ? `${rule.cases[which].message} ${S15_ADVICE[advice]}` : '';
};
const blocks = (result: RegimenCheckResult) =>
  result.findings.filter((f) => f.severity === 'BLOCK').map((f) => f.ruleId);

/**
 * A man of 40 with a creatinine of 88.4 µmol/L (1 mg/dL): his clearance is 100 × weight / 72, so a weight picks an
 * exact clearance.
 */
const clearance = (ml: number): Partial<Patient> => ({
  ageYears: 40,
  weight: { kg: (ml * 72) / 100, date: '2026-11-01' },
  creatinine: creatinine(88.4),
});

describe('the kidney inputs (v2)', () => {
  const implausible: InputNote = { input: 'creatinine', reason: 'implausible' };
  const notForChildren: InputNote = { input: 'clearance', reason: 'notForChildren' };
  it.each<[string, Partial<Patient>, number | null, MissingInput[], InputNote[]]>([
    [
      '1.0 mg/dL is 88.4 µmol/L, not 1 µmol/L: 97.2 mL/min, not 8,103',
      { ageYears: 40, weight: { kg: 70, date: '2026-11-01' }, creatinine: creatinine(1, 'mg/dL') },
      97.2,
      [],
      [],
    ],
    [
      'worked example in mg/dL: woman 60 y, 50 kg, 1.5 mg/dL',
      {
        sex: 'Female',
        ageYears: 60,
        weight: { kg: 50, date: '2026-11-01' },
        creatinine: creatinine(1.5, 'mg/dL'),
      },
      31.5,
      [],
      [],
    ],
    ['exactly 20 µmol/L is plausible', { creatinine: creatinine(20) }, 386.8, [], []],
    ['19.9 µmol/L is implausible', { creatinine: creatinine(19.9) }, null, ['creatinine'], [implausible]],
    ['exactly 2000 µmol/L is plausible', { creatinine: creatinine(2000) }, 3.9, [], []],
    ['2000.1 µmol/L is implausible', { creatinine: creatinine(2000.1) }, null, ['creatinine'], [implausible]],
    [
      'plausibility after the conversion: 0.2 mg/dL is 17.7 µmol/L',
      { creatinine: creatinine(0.2, 'mg/dL') },
      null,
      ['creatinine'],
      [implausible],
    ],
    [
      'a creatinine exactly 12 months old is current',
      { creatinine: creatinine(80, 'µmol/L', '2025-11-28') },
      96.7,
      [],
      [],
    ],
    [
      'a creatinine 12 months and a day old is stale',
      { creatinine: creatinine(80, 'µmol/L', '2025-11-27') },
      null,
      ['creatinine'],
      [{ input: 'creatinine', reason: 'stale' }],
    ],
    [
      "an adult's weight exactly 12 months old is current",
      { weight: { kg: 60, date: '2025-11-28' } },
      96.7,
      [],
      [],
    ],
    [
      "an adult's weight 12 months and a day old is stale",
      { weight: { kg: 60, date: '2025-11-27' } },
      null,
      ['weight'],
      [{ input: 'weight', reason: 'stale' }],
    ],
    ['a creatinine unknown', { creatinine: null }, null, ['creatinine'], []],
    ['a weight unknown', { weight: null }, null, ['weight'], []],
    ['age exactly 18: Cockcroft-Gault applies', { ageYears: 18 }, 112.3, [], []],
    ['age 17: no clearance, a note, no MISSING finding for it', { ageYears: 17 }, null, [], [notForChildren]],
    [
      "age 17: a child's weight exactly 3 months old is current",
      { ageYears: 17, weight: { kg: 60, date: '2026-08-28' } },
      null,
      [],
      [notForChildren],
    ],
    [
      "age 17: a child's weight 3 months and a day old is stale",
      { ageYears: 17, weight: { kg: 60, date: '2026-08-27' } },
      null,
      ['weight'],
      [{ input: 'weight', reason: 'stale' }, notForChildren],
    ],
    [
      'a 5-year-old: no Cockcroft-Gault',
      { ageYears: 5, weight: { kg: 18, date: '2026-11-01' }, creatinine: creatinine(30) },
      null,
      [],
      [notForChildren],
    ],
  ])('%s', (_label, patient, shown, missing, notes) => {
    const result = check(TLD_SINGLE, { patient });
    expect(result.creatinineClearance).toBe(shown);
    expect(result.missingInputs).toEqual(missing);
    expect(result.inputNotes).toEqual(notes);
  });

  it('says why an input is reported: thiếu, đã cũ, không hợp lệ', () => {
    const messages = (patient: Partial<Patient>) =>
      check(TLD_SINGLE, { patient })
        .findings.filter((f) => f.ruleId === 'MISSING')
        .map((f) => f.message);
    expect(messages({ creatinine: null })[0]).toMatch(/^Thiếu creatinine huyết thanh \(creatinine\)/);
    expect(messages({ creatinine: creatinine(80, 'µmol/L', '2024-01-01') })[0]).toMatch(
      /^Creatinine huyết thanh đã cũ \(creatinine\)/,
    );
    expect(messages({ creatinine: creatinine(5) })[0]).toMatch(
      /^Creatinine huyết thanh không hợp lệ \(creatinine\)/,
    );
    expect(messages({ weight: { kg: 60, date: '2024-01-01' } })[0]).toMatch(/^Cân nặng đã cũ \(weight\)/);
  });

  it.each<[InputNote['input'], InputNote['reason'], string]>([
    ['creatinine', 'stale', 'đã quá 12 tháng'],
    ['creatinine', 'implausible', 'ngoài khoảng có thể có'],
    ['weight', 'stale', 'đã cũ'],
    ['clearance', 'notForChildren', 'dưới 18 tuổi'],
  ])('words the note %s %s for the doctor', (input, reason, words) => {
    expect(inputNoteMessage(input, reason)).toContain(words);
  });

  it('judges nothing stale without today', () => {
    const result = check(TLD_SINGLE, {
      patient: {
        creatinine: creatinine(80, 'µmol/L', '2010-01-01'),
        weight: { kg: 60, date: '2010-01-01' },
      },
      today: null,
    });
    expect(result.creatinineClearance).toBe(96.7);
    expect(result.missingInputs).toEqual([]);
  });

  it('blocks TLD for a mg/dL creatinine at a low clearance, which read as µmol/L passed', () => {
    const low = { sex: 'Female' as const, ageYears: 60, weight: { kg: 50, date: '2026-11-01' } };
    const asMgDl = check(TLD, { patient: { ...low, creatinine: creatinine(1.5, 'mg/dL') } });
    expect(severityOf(asMgDl, 'S15')).toBe('BLOCK');
    const misread = check(TLD, { patient: { ...low, creatinine: creatinine(1.5 * 88.4) } });
    expect(misread.creatinineClearance).toBe(asMgDl.creatinineClearance);
  });

  it('creatinineClearance reads a creatinine in its unit and gives none under 18', () => {
    const woman = { sex: 'Female' as const, ageYears: 60, weightKg: 50 };
    expect(creatinineClearance({ ...woman, creatinine: { value: 1.5, unit: 'mg/dL' } })).toBe(31.5);
    expect(creatinineClearance({ ...woman, creatinine: { value: 132.6, unit: 'µmol/L' } })).toBe(31.5);
    expect(creatinineClearance({ ...woman, serumCreatinineUmolL: 132.6 })).toBe(31.5);
    expect(creatinineClearance({ ...woman, ageYears: 17, serumCreatinineUmolL: 132.6 })).toBeNull();
    expect(creatinineClearance({ ...woman, ageYears: 18, serumCreatinineUmolL: 132.6 })).not.toBeNull();
  });
});

describe('S15 (v2): TDF and the clearance', () => {
  it.each<[string, RegimenIngredient[], Partial<Patient>, string[], FindingSeverity | null, string]>([
    ['TLD at 31.5', TLD, clearance(31.5), [], 'BLOCK', s15('fixedDose', 'tafOrAbc')],
    ['TLD at exactly 50', TLD, clearance(50), [], null, ''],
    ['TLD at 49.9', TLD, clearance(49.9), [], 'BLOCK', s15('fixedDose', 'tafOrAbc')],
    [
      'single TDF at 25.8: a block, no longer a warning',
      TLD_SINGLE,
      clearance(25.8),
      [],
      'BLOCK',
      s15('singleBelowMinimum', 'tafOrAbc'),
    ],
    [
      'single TDF at exactly 30: every 48 hours',
      TLD_SINGLE,
      clearance(30),
      [],
      'WARN',
      s15('single', 'tafOrAbc'),
    ],
    ['single TDF at 29.9', TLD_SINGLE, clearance(29.9), [], 'BLOCK', s15('singleBelowMinimum', 'tafOrAbc')],
    ['single TDF at 49.9', TLD_SINGLE, clearance(49.9), [], 'WARN', s15('single', 'tafOrAbc')],
    ['single TDF at exactly 50', TLD_SINGLE, clearance(50), [], null, ''],
    [
      'hepatitis B: only TAF',
      TLD,
      { ...clearance(31.5), hbsag: 'positive' },
      [],
      'BLOCK',
      s15('fixedDose', 'taf'),
    ],
    ['rifampicin: only ABC', TLD, clearance(31.5), ['RIFAMPICIN'], 'BLOCK', s15('fixedDose', 'abc')],
    ['rifapentine: only ABC', TLD_SINGLE, clearance(40), ['RIFAPENTINE'], 'WARN', s15('single', 'abc')],
    [
      'hepatitis B and rifabutin: a specialist',
      TLD,
      { ...clearance(31.5), hbsag: 'positive' },
      ['RIFABUTIN'],
      'BLOCK',
      s15('fixedDose', 'specialist'),
    ],
    ['an unknown clearance raises no S15', TLD, { creatinine: null }, [], null, ''],
    [
      'a stale creatinine raises no S15',
      TLD,
      { ...clearance(20), creatinine: creatinine(88.4, 'µmol/L', '2024-01-01') },
      [],
      null,
      '',
    ],
  ])('%s', (_label, ingredients, patient, coMedications, severity, message) => {
    const result = check(ingredients, { patient, coMedications });
    expect(severityOf(result, 'S15')).toBe(severity);
    expect(result.findings.filter((f) => f.ruleId === 'S15')).toHaveLength(severity ? 1 : 0);
    if (severity) expect(messageOf(result, 'S15')).toBe(message);
  });

  it('advises TAF or ABC in those words', () => {
    expect(messageOf(check(TLD, { patient: clearance(31.5) }), 'S15')).toContain('TAF hoặc ABC');
  });
});

describe('S20, S21: a regimen is 2 NRTIs and 1 third agent', () => {
  it.each<[string, RegimenIngredient[], string | null]>([
    ['DTG alone', [e('DTG', 50)], 'S20'],
    ['TDF + 3TC alone', [e('TDF', 300), e('3TC', 300)], 'S20'],
    ['EFV + NVP on two NRTIs', [e('TDF', 300), e('3TC', 300), e('EFV', 600), e('NVP', 200, 1)], 'S20'],
    [
      'LPV/r + ATV/r on two NRTIs',
      [e('AZT', 300), e('3TC', 150), e('LPV/r', 200, 2), e('ATV/r', 300)],
      'S20',
    ],
    ['four NRTIs', [e('TDF', 300), e('3TC', 300), e('ABC', 600), e('AZT', 300)], 'S20'],
    ['three NRTIs and DTG', [e('TDF', 300), e('3TC', 300), e('AZT', 300), e('DTG', 50)], 'S20'],
    ['one NRTI and DTG, not 3TC', [e('TDF', 300), e('DTG', 50)], 'S20'],
    ['DTG + 3TC alone: S21, not S20', [e('DTG', 50), e('3TC', 300)], 'S21'],
    ['TLD', TLD, null],
    ['AZT + 3TC + LPV/r', [e('AZT', 300), e('3TC', 150), e('LPV/r', 200, 2)], null],
    ['TDF + FTC + EFV', [e('TDF', 300), e('FTC', 200), e('EFV', 600)], null],
    ['nothing listed: the composition is unknown', [], null],
    ['a code the rules do not know beside DTG', [e('BIC', 50), e('DTG', 50)], null],
  ])('%s -> %s', (_label, ingredients, raised) => {
    const result = checkRegimen({
      ingredients,
      patient: ADULT,
      coMedications: [],
      fixedDoseCombination: false,
      frequencyPerDay: ingredients.some((i) => i.code === 'LPV/r' || i.code === 'AZT') ? 2 : 1,
      today: TODAY,
    });
    const found = ['S20', 'S21'].filter((id) => severityOf(result, id) !== null);
    expect(found).toEqual(raised ? [raised] : []);
    if (raised === 'S20') {
      expect(severityOf(result, 'S20')).toBe('BLOCK');
      expect(messageOf(result, 'S20')).toMatch(/^Phác đồ chưa đủ/);
    }
    if (raised === 'S21') expect(severityOf(result, 'S21')).toBe('WARN');
  });
});

describe('TB: rifamycins', () => {
  const tbDose = [...TLD, e('DTG', 50)];
  it('lets the WHO TB regimen through: TLD once daily and DTG 50 mg twelve hours later, with rifampicin', () => {
    const result = check(tbDose, { coMedications: ['RIFAMPICIN'] });
    expect(blocks(result)).toEqual([]);
    expect(severityOf(result, 'S3')).toBeNull();
    expect(severityOf(result, 'S4')).toBeNull();
    expect(severityOf(result, 'S30')).toBeNull();
    expect(result.findings).toEqual([]);
  });

  it.each<[string, RegimenIngredient[], string[], 1 | 2, string, FindingSeverity | null]>([
    ['TLD plus DTG 50 mg without rifampicin: a duplicate', tbDose, [], 1, 'S3', 'BLOCK'],
    [
      'TDF twice with rifampicin: still a duplicate',
      [e('TDF', 300), e('TDF', 300), e('3TC', 300), e('DTG', 50)],
      ['RIFAMPICIN'],
      1,
      'S3',
      'BLOCK',
    ],
    ['TLD with rifampicin: DTG 50 mg a day', TLD, ['RIFAMPICIN'], 1, 'S4', 'WARN'],
    ['DTG 50 mg twice daily with rifampicin: 100 mg', TLD_SINGLE, ['RIFAMPICIN'], 2, 'S4', null],
    [
      'DTG of unknown strength with rifampicin',
      [e('TDF', 300), e('3TC', 300), e('DTG', null)],
      ['RIFAMPICIN'],
      1,
      'S4',
      'WARN',
    ],
    ['TLD with rifampicin is no under-dose: S4 says it', TLD, ['RIFAMPICIN'], 1, 'S31', null],
    ['NVP with rifampicin', [e('TDF', 300), e('3TC', 300), e('NVP', 200)], ['RIFAMPICIN'], 2, 'S22', 'BLOCK'],
    ['NVP with rifabutin', [e('AZT', 300), e('3TC', 150), e('NVP', 200)], ['RIFABUTIN'], 2, 'S22', null],
    ['TAF with rifampicin', [e('TAF', 25), e('FTC', 200), e('DTG', 50)], ['RIFAMPICIN'], 1, 'S23', 'WARN'],
    ['TAF with rifabutin', [e('TAF', 25), e('FTC', 200), e('DTG', 50)], ['RIFABUTIN'], 1, 'S23', 'WARN'],
    ['TAF with rifapentine', [e('TAF', 25), e('FTC', 200), e('DTG', 50)], ['RIFAPENTINE'], 1, 'S23', 'WARN'],
    ['TDF with rifampicin', TLD, ['RIFAMPICIN'], 1, 'S23', null],
    [
      'LPV/r with rifabutin',
      [e('AZT', 300), e('3TC', 150), e('LPV/r', 200, 2)],
      ['RIFABUTIN'],
      2,
      'S24',
      'WARN',
    ],
    [
      'LPV/r with rifampicin: S11, not S24',
      [e('AZT', 300), e('3TC', 150), e('LPV/r', 200, 2)],
      ['RIFAMPICIN'],
      2,
      'S24',
      null,
    ],
  ])('%s: %s', (_label, ingredients, coMedications, frequencyPerDay, ruleId, severity) => {
    expect(severityOf(check(ingredients, { coMedications, frequencyPerDay }), ruleId)).toBe(severity);
  });
});

describe('S25: a fixed-dose combination with 3TC or FTC and the clearance', () => {
  it.each<[string, RegimenIngredient[], number, FindingSeverity | null]>([
    ['TLD at 12.9', TLD, 12.9, 'WARN'],
    ['TLD at exactly 30', TLD, 30, null],
    ['TLD at 29.9', TLD, 29.9, 'WARN'],
    ['single tablets at 12.9', TLD_SINGLE, 12.9, null],
    ['a TAF/FTC tablet at 12.9', [e('TAF', 25, 1, true), e('FTC', 200, 1, true), e('DTG', 50)], 12.9, 'WARN'],
  ])('%s', (_label, ingredients, ml, severity) => {
    expect(severityOf(check(ingredients, { patient: clearance(ml) }), 'S25')).toBe(severity);
  });

  it("takes the regimen's fixedDoseCombination when no entry says", () => {
    const plain = TLD.map(({ code, strengthMg }) => ({ code, strengthMg }));
    const input = {
      ingredients: plain,
      patient: { ...ADULT, ...clearance(12.9) },
      coMedications: [],
      today: TODAY,
    };
    expect(severityOf(checkRegimen({ ...input, fixedDoseCombination: true }), 'S25')).toBe('WARN');
    expect(severityOf(checkRegimen({ ...input, fixedDoseCombination: false }), 'S25')).toBeNull();
  });
});

describe('children (S18, S19, S29)', () => {
  const child = (ageYears: number, kg: number): Partial<Patient> => ({
    ageYears,
    weight: { kg, date: '2026-11-01' },
  });
  /** ABC/3TC 120/60 dispersible × 2.5 and DTG 10 mg dispersible × 2.5, once daily: 14 to under 20 kg. */
  const paediatric = [e('ABC', 120, 2.5, true), e('3TC', 60, 2.5, true), e('DTG', 10, 2.5)];

  it.each<[string, RegimenIngredient[], Partial<Patient>, string, FindingSeverity | null]>([
    ['8 years, 25 kg, ABC + 3TC + DTG 50 mg: the recommended regimen', ABC_ADULT, child(8, 25), 'S18', null],
    ['8 years on TDF', TLD, child(8, 25), 'S18', 'WARN'],
    ['8 years on TAF', [e('TAF', 25), e('FTC', 200), e('DTG', 50)], child(8, 25), 'S18', 'WARN'],
    ['8 years on EFV', [e('ABC', 600), e('3TC', 300), e('EFV', 600)], child(8, 30), 'S18', 'WARN'],
    ['exactly 10 years on TDF', TLD, child(10, 30), 'S18', null],
    ['12 kg on ABC 600 / 3TC 300', ABC_ADULT, child(3, 12), 'S29', 'BLOCK'],
    ['exactly 25 kg on ABC 600 / 3TC 300', ABC_ADULT, child(9, 25), 'S29', null],
    ['24.9 kg on ABC 600 / 3TC 300', ABC_ADULT, child(9, 24.9), 'S29', 'BLOCK'],
    [
      '24.9 kg on a 3TC 300 tablet only',
      [e('AZT', 300), e('3TC', 300), e('DTG', 10, 2)],
      child(9, 24.9),
      'S29',
      'BLOCK',
    ],
    ['weight unknown on ABC 600', ABC_ADULT, { ageYears: 9, weight: null }, 'S29', null],
    ['exactly 20 kg on DTG 50 mg', [...paediatric.slice(0, 2), e('DTG', 50)], child(6, 20), 'S19', null],
    ['19.9 kg on DTG 50 mg', [...paediatric.slice(0, 2), e('DTG', 50)], child(6, 19.9), 'S19', 'BLOCK'],
    ['15 kg on the paediatric regimen: nothing under-dosed', paediatric, child(4, 15), 'S31', null],
  ])('%s: %s %s', (_label, ingredients, patient, ruleId, severity) => {
    expect(severityOf(check(ingredients, { patient }), ruleId)).toBe(severity);
  });

  it('has nothing to say about the paediatric regimen for a child of 15 kg', () => {
    const result = check(paediatric, { patient: child(4, 15) });
    expect(result.findings).toEqual([]);
    expect(result.inputNotes).toEqual([{ input: 'clearance', reason: 'notForChildren' }]);
  });
});

describe('hepatitis B, hypersensitivity and anaemia (S26–S28)', () => {
  const hb = (gPerDl: number, date = '2026-10-01'): Partial<Patient> => ({ hemoglobin: { gPerDl, date } });
  const aztRegimen = [e('AZT', 300), e('3TC', 150), e('DTG', 50, 1)];

  it.each<[string, RegimenIngredient[], Partial<Patient>, string, FindingSeverity | null]>([
    ['HBsAg positive, switched off tenofovir to ABC', ABC_ADULT, { hbsag: 'positive' }, 'S26', 'WARN'],
    ['HBsAg positive on TLD', TLD, { hbsag: 'positive' }, 'S26', null],
    [
      'HBsAg positive on TAF',
      [e('TAF', 25), e('FTC', 200), e('DTG', 50)],
      { hbsag: 'positive' },
      'S26',
      null,
    ],
    ['HBsAg negative on ABC', ABC_ADULT, { hbsag: 'negative' }, 'S26', null],
    ['hypersensitive to abacavir, on ABC', ABC_ADULT, { hypersensitivities: ['ABC'] }, 'S27', 'BLOCK'],
    ['hypersensitive to NVP, on TLD', TLD, { hypersensitivities: ['NVP'] }, 'S27', null],
    ['HLA-B*5701 positive, on ABC', ABC_ADULT, { hlaB5701: 'positive' }, 'S27', 'BLOCK'],
    ['HLA-B*5701 negative, on ABC', ABC_ADULT, { hlaB5701: 'negative' }, 'S27', null],
    ['HLA-B*5701 positive, on TLD', TLD, { hlaB5701: 'positive' }, 'S27', null],
    ['AZT, haemoglobin 7.9', aztRegimen, hb(7.9), 'S28', 'BLOCK'],
    ['AZT, haemoglobin exactly 8', aztRegimen, hb(8), 'S28', null],
    ['AZT, haemoglobin 7.9 measured exactly 3 months ago', aztRegimen, hb(7.9, '2026-08-28'), 'S28', 'BLOCK'],
    [
      'AZT, haemoglobin 7.9 measured 3 months and a day ago: stale',
      aztRegimen,
      hb(7.9, '2026-08-27'),
      'S28',
      null,
    ],
    ['TLD, haemoglobin 6', TLD, hb(6), 'S28', null],
  ])('%s: %s %s', (_label, ingredients, patient, ruleId, severity) => {
    expect(
      severityOf(
        check(ingredients, { patient, frequencyPerDay: ingredients === aztRegimen ? 2 : 1 }),
        ruleId,
      ),
    ).toBe(severity);
  });

  it.each<[string, RegimenIngredient[], Partial<Patient>, MissingInput[]]>([
    ['HBsAg given as unknown', TLD, { hbsag: null }, ['hbsag']],
    ['HBsAg left out: not tracked, as in version 1', TLD, { hbsag: undefined }, []],
    ['haemoglobin unknown with AZT', aztRegimen, { hemoglobin: null }, ['hemoglobin']],
    ['haemoglobin stale with AZT', aztRegimen, hb(12, '2026-01-01'), ['hemoglobin']],
    ['haemoglobin unknown without AZT', TLD, { hemoglobin: null }, []],
    ['haemoglobin left out with AZT: not tracked', aztRegimen, {}, []],
  ])('%s', (_label, ingredients, patient, missing) => {
    expect(
      check(ingredients, { patient, frequencyPerDay: ingredients === aztRegimen ? 2 : 1 }).missingInputs,
    ).toEqual(missing);
  });
});

describe('daily doses (S30, S31)', () => {
  it.each<[string, RegimenIngredient[], 1 | 2, Partial<Patient>, string, FindingSeverity | null]>([
    ['TDF, 3TC and DTG twice daily: TDF and 3TC doubled', TLD_SINGLE, 2, {}, 'S30', 'BLOCK'],
    ['DTG 50 mg × 3 a day', [e('TDF', 300), e('3TC', 300), e('DTG', 50, 3)], 1, {}, 'S30', 'BLOCK'],
    ['TLD plus DTG 50 mg: 100 mg of DTG', [...TLD, e('DTG', 50)], 1, {}, 'S30', null],
    ['EFV 600', [e('TDF', 300), e('3TC', 300), e('EFV', 600)], 1, {}, 'S30', null],
    ['EFV 800', [e('TDF', 300), e('3TC', 300), e('EFV', 400, 2)], 1, {}, 'S30', 'BLOCK'],
    ['EFV 400 is an adult dose', [e('TDF', 300), e('3TC', 300), e('EFV', 400)], 1, {}, 'S31', null],
    ['EFV 200', [e('TDF', 300), e('3TC', 300), e('EFV', 200)], 1, {}, 'S31', 'WARN'],
    ['DRV/r 600 twice daily: 1200', [e('TDF', 150), e('3TC', 150), e('DRV/r', 600)], 2, {}, 'S30', null],
    [
      'second line as seeded before: AZT 300 + 3TC 300 + LPV/r 200, twice daily',
      [e('AZT', 300), e('3TC', 300), e('LPV/r', 200)],
      2,
      {},
      'S30',
      'BLOCK',
    ],
    ['the same: half the LPV/r dose', [e('AZT', 300), e('3TC', 300), e('LPV/r', 200)], 2, {}, 'S31', 'WARN'],
    [
      'second line: AZT 300 + 3TC 150 + LPV/r 200 × 2, twice daily',
      [e('AZT', 300), e('3TC', 150), e('LPV/r', 200, 2)],
      2,
      {},
      'S30',
      null,
    ],
    [
      'second line: nothing under-dosed',
      [e('AZT', 300), e('3TC', 150), e('LPV/r', 200, 2)],
      2,
      {},
      'S31',
      null,
    ],
    ['TAF 10 mg with a boosted PI', [e('TAF', 10), e('FTC', 200), e('DRV/r', 800)], 1, {}, 'S31', null],
    ['TAF 10 mg without one', [e('TAF', 10), e('FTC', 200), e('DTG', 50)], 1, {}, 'S31', 'WARN'],
    [
      'exactly 25 kg on DTG 25 mg',
      [e('ABC', 120, 2.5), e('3TC', 60, 2.5), e('DTG', 10, 2.5)],
      1,
      { ageYears: 9, weight: { kg: 25, date: '2026-11-01' } },
      'S31',
      'WARN',
    ],
    [
      '24.9 kg on DTG 25 mg',
      [e('ABC', 120, 2.5), e('3TC', 60, 2.5), e('DTG', 10, 2.5)],
      1,
      { ageYears: 9, weight: { kg: 24.9, date: '2026-11-01' } },
      'S31',
      null,
    ],
    [
      'weight unknown at exactly 10 years',
      [e('ABC', 120), e('3TC', 60), e('DTG', 10)],
      1,
      { ageYears: 10, weight: null },
      'S31',
      'WARN',
    ],
    [
      'weight unknown at 9 years',
      [e('ABC', 120), e('3TC', 60), e('DTG', 10)],
      1,
      { ageYears: 9, weight: null },
      'S31',
      null,
    ],
    ['a strength unknown: no daily dose', [e('TDF', null), e('3TC', 300), e('DTG', 50)], 1, {}, 'S31', null],
  ])('%s: %s', (_label, ingredients, frequencyPerDay, patient, ruleId, severity) => {
    expect(severityOf(check(ingredients, { frequencyPerDay, patient }), ruleId)).toBe(severity);
  });

  it('names the ingredient and its daily dose', () => {
    const result = check(TLD_SINGLE, { frequencyPerDay: 2 });
    // DTG at 100 mg a day is within its maximum, so it is not named.
    expect(messageOf(result, 'S30')).toBe(`${rowMessage('S30')}: TDF 600 mg, 3TC 600 mg.`);
  });
});

describe('S32 and the rest', () => {
  const atv = [e('TDF', 300), e('3TC', 300), e('ATV/r', 300)];
  it.each<[string, string[], FindingSeverity | null]>([
    ['ATV/r with a proton-pump inhibitor', ['PROTON_PUMP_INHIBITOR'], 'BLOCK'],
    ['ATV/r alone', [], null],
  ])('%s', (_label, coMedications, severity) => {
    expect(severityOf(check(atv, { coMedications }), 'S32')).toBe(severity);
  });

  it('raises each rule once, whatever its severity', () => {
    const result = check([e('TDF', 300), e('TDF', 300), e('DTG', 50), e('DTG', 50)], {
      patient: clearance(20),
      frequencyPerDay: 2,
    });
    const ids = result.findings.map((f) => f.ruleId).filter((id) => id !== 'MISSING');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('accepts the version 2 input in its schema', () => {
    const input = {
      ingredients: [...TLD, e('DTG', 50)],
      patient: {
        ...ADULT,
        hbsag: 'positive',
        hemoglobin: { gPerDl: 12, date: TODAY },
        hypersensitivities: ['NVP'],
        hlaB5701: null,
      },
      coMedications: ['RIFAMPICIN', 'PROTON_PUMP_INHIBITOR'],
      fixedDoseCombination: true,
      frequencyPerDay: 1,
      today: TODAY,
    };
    expect(regimenCheckInput.safeParse(input).success).toBe(true);
    expect(regimenCheckInput.safeParse({ ...input, frequencyPerDay: 3 }).success).toBe(false);
  });

  it('judges no regimen whose composition the caller says is unknown', () => {
    const input = {
      ingredients: [e('DTG', 50)],
      patient: ADULT,
      coMedications: [],
      fixedDoseCombination: false,
    };
    expect(severityOf(checkRegimen(input), 'S20')).toBe('BLOCK');
    expect(severityOf(checkRegimen({ ...input, compositionUnknown: true }), 'S20')).toBeNull();
  });
});
