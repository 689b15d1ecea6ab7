/**
 * The prescribing-safety rule set (S1–S19) as data a clinic can review: the drug codes it speaks of, the
 * cut-offs it may tune, and one row per rule with its trigger in plain words, severity, Vietnamese message and
 * source. The evaluation lives in prescribing.ts; a clinic changing a wording or a cut-off edits only this file.
 */

/** The ARV ingredients a regimen can list; a fixed-dose combination lists each of its ingredients. */
export const ARV_INGREDIENT_CODES = [
  'TDF',
  'TAF',
  'ABC',
  'AZT',
  '3TC',
  'FTC',
  'DTG',
  'RAL',
  'EFV',
  'NVP',
  'LPV/r',
  'ATV/r',
  'DRV/r',
] as const;
export type ArvIngredientCode = (typeof ARV_INGREDIENT_CODES)[number];

/** The protease inhibitors given with ritonavir; S10–S14 treat them as one class. */
export const BOOSTED_PI_CODES = ['LPV/r', 'ATV/r', 'DRV/r'] as const satisfies readonly ArvIngredientCode[];
export type BoostedPiCode = (typeof BOOSTED_PI_CODES)[number];

/** The small catalogue of co-medications the rules know about. */
export const CO_MEDICATION_CODES = [
  'RIFAMPICIN',
  'RIFABUTIN',
  'CARBAMAZEPINE',
  'PHENYTOIN',
  'PHENOBARBITAL',
  'DOFETILIDE',
  'METHADONE',
  'BUPRENORPHINE',
  'METFORMIN',
  'POLYVALENT_CATIONS',
  'SIMVASTATIN',
  'LOVASTATIN',
  'HORMONAL_CONTRACEPTION',
] as const;
export type CoMedicationCode = (typeof CO_MEDICATION_CODES)[number];

export const ARV_INGREDIENT_LABELS: Record<ArvIngredientCode, string> = {
  TDF: 'Tenofovir disoproxil fumarat (TDF)',
  TAF: 'Tenofovir alafenamid (TAF)',
  ABC: 'Abacavir (ABC)',
  AZT: 'Zidovudin (AZT)',
  '3TC': 'Lamivudin (3TC)',
  FTC: 'Emtricitabin (FTC)',
  DTG: 'Dolutegravir (DTG)',
  RAL: 'Raltegravir (RAL)',
  EFV: 'Efavirenz (EFV)',
  NVP: 'Nevirapin (NVP)',
  'LPV/r': 'Lopinavir/ritonavir (LPV/r)',
  'ATV/r': 'Atazanavir/ritonavir (ATV/r)',
  'DRV/r': 'Darunavir/ritonavir (DRV/r)',
};

export const CO_MEDICATION_LABELS: Record<CoMedicationCode, string> = {
  RIFAMPICIN: 'Rifampicin',
  RIFABUTIN: 'Rifabutin',
  CARBAMAZEPINE: 'Carbamazepin',
  PHENYTOIN: 'Phenytoin',
  PHENOBARBITAL: 'Phenobarbital',
  DOFETILIDE: 'Dofetilid',
  METHADONE: 'Methadon',
  BUPRENORPHINE: 'Buprenorphin',
  METFORMIN: 'Metformin',
  POLYVALENT_CATIONS: 'Thuốc kháng acid hoặc thuốc bổ sung chứa magie, nhôm, canxi, sắt hoặc kẽm',
  SIMVASTATIN: 'Simvastatin',
  LOVASTATIN: 'Lovastatin',
  HORMONAL_CONTRACEPTION: 'Thuốc tránh thai nội tiết',
};

/**
 * S18: the ingredients that alone make a regimen an "adult regimen". The only other thing that does is a DTG
 * ingredient of the adult tablet's strength (dtgAdultTabletMg); nothing else makes a regimen adult.
 */
export const ADULT_REGIMEN_CODES = ['TDF'] as const satisfies readonly ArvIngredientCode[];

/** The cut-offs the clinic may tune; checkRegimen accepts a partial override. */
export interface PrescribingThresholds {
  /** S15: mL/min of creatinine clearance below which TDF must not be used */
  tdfMinClearance: number;
  /** S18: age in years below which a person is a child for regimen choice */
  childAgeYears: number;
  /** S18: kg below which a person is a child for regimen choice */
  childWeightKg: number;
  /** S19: mg, the strength of the adult DTG tablet */
  dtgAdultTabletMg: number;
  /** S19: kg below which the adult DTG tablet must not be used */
  dtgAdultTabletMinWeightKg: number;
}

export const DEFAULT_PRESCRIBING_THRESHOLDS: PrescribingThresholds = {
  tdfMinClearance: 50,
  childAgeYears: 10,
  childWeightKg: 30,
  dtgAdultTabletMg: 50,
  dtgAdultTabletMinWeightKg: 20,
};

/** S16: the constants of the Cockcroft-Gault formula; part of the formula, not tunable cut-offs. */
export const COCKCROFT_GAULT = {
  ageFrom: 140,
  divisor: 72,
  femaleFactor: 0.85,
  /** µmol/L of creatinine in 1 mg/dL */
  umolPerMgDl: 88.4,
} as const;

export const PRESCRIBING_RULE_IDS = [
  'S1',
  'S2',
  'S3',
  'S4',
  'S5',
  'S6',
  'S7',
  'S8',
  'S9',
  'S10',
  'S11',
  'S12',
  'S13',
  'S14',
  'S15',
  'S16',
  'S17',
  'S18',
  'S19',
] as const;
export type PrescribingRuleId = (typeof PRESCRIBING_RULE_IDS)[number];
/** S16 is the clearance formula the other rules read; it raises no finding of its own. */
export type CheckedRuleId = Exclude<PrescribingRuleId, 'S16'>;

/** BLOCK: saved only with a recorded override reason; WARN: must be acknowledged; INFO: shown. Most severe first. */
export const FINDING_SEVERITIES = ['BLOCK', 'WARN', 'INFO'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/** A severity that depends on whether TDF comes in a fixed-dose combination (S15). */
export interface CombinationSeverity {
  fixedDoseCombination: FindingSeverity;
  single: FindingSeverity;
}

interface RuleText {
  /** what sets the rule off, in plain words for clinical review */
  trigger: string;
  /** shown to the doctor, in Vietnamese */
  message: string;
  source: string;
}

export type PrescribingRule =
  | (RuleText & { id: CheckedRuleId; severity: FindingSeverity | CombinationSeverity })
  | (RuleText & { id: 'S16'; severity: null });

const LIVERPOOL = 'University of Liverpool HIV drug interaction checker';
const WHO_SMART = 'WHO SMART Guidelines HIV decision tables';

export const PRESCRIBING_RULES: readonly PrescribingRule[] = [
  {
    id: 'S1',
    trigger: 'lamivudine (3TC) and emtricitabine (FTC) together',
    severity: 'BLOCK',
    message:
      'Lamivudin (3TC) và emtricitabin (FTC) cùng nhóm và cùng tác dụng: không phối hợp hai thuốc này.',
    source: WHO_SMART,
  },
  {
    id: 'S2',
    trigger: 'TDF and TAF together',
    severity: 'BLOCK',
    message: 'Trùng tenofovir: không phối hợp TDF với TAF.',
    source: WHO_SMART,
  },
  {
    id: 'S3',
    trigger: 'the same ingredient twice (e.g. a TLD tablet plus DTG 50 mg)',
    severity: 'BLOCK',
    message:
      'Trùng hoạt chất: một thành phần có mặt hai lần trong phác đồ (ví dụ viên TLD cùng viên DTG 50 mg).',
    source: WHO_SMART,
  },
  {
    id: 'S4',
    trigger: 'DTG + rifampicin',
    severity: 'WARN',
    message:
      'DTG dùng cùng rifampicin: tăng DTG lên 50 mg, 2 lần mỗi ngày, và giữ liều này thêm 2 tuần sau khi ngừng rifampicin.',
    source: `${WHO_SMART}; ${LIVERPOOL}`,
  },
  {
    id: 'S5',
    trigger: 'DTG + antacids or supplements with Mg/Al/Ca/Fe/Zn',
    severity: 'WARN',
    message:
      'DTG dùng cùng thuốc kháng acid hoặc thuốc bổ sung chứa magie, nhôm, canxi, sắt, kẽm: uống DTG trước 2 giờ hoặc sau 6 giờ.',
    source: `${LIVERPOOL}; MSF drug guide (DTG)`,
  },
  {
    id: 'S6',
    trigger: 'DTG + metformin',
    severity: 'WARN',
    message: 'DTG dùng cùng metformin: metformin tối đa 1000 mg mỗi ngày; theo dõi đường huyết.',
    source: `${LIVERPOOL}; MSF drug guide (DTG)`,
  },
  {
    id: 'S7',
    trigger: 'DTG + carbamazepine, phenytoin or phenobarbital',
    severity: 'BLOCK',
    message: 'Không dùng DTG cùng carbamazepin, phenytoin hoặc phenobarbital: chọn thuốc chống co giật khác.',
    source: `${WHO_SMART}; ${LIVERPOOL}`,
  },
  {
    id: 'S8',
    trigger: 'DTG + dofetilide',
    severity: 'BLOCK',
    message: 'Chống chỉ định: không dùng DTG cùng dofetilid.',
    source: `${LIVERPOOL}; MSF drug guide (DTG)`,
  },
  {
    id: 'S9',
    trigger: 'EFV + methadone',
    severity: 'WARN',
    message:
      'EFV làm giảm nồng độ methadon: điều chỉnh liều methadon (thường gặp ở người đang điều trị duy trì bằng methadon).',
    source: `${WHO_SMART}; ${LIVERPOOL}`,
  },
  {
    id: 'S10',
    trigger: 'EFV or a boosted PI + hormonal contraception',
    severity: 'INFO',
    message:
      'EFV hoặc thuốc ức chế protease có tăng cường làm giảm hiệu quả thuốc tránh thai nội tiết: dùng thêm bao cao su hoặc một biện pháp tránh thai khác.',
    source: `${WHO_SMART}; ${LIVERPOOL}`,
  },
  {
    id: 'S11',
    trigger: 'boosted PI (ATV/r, LPV/r, DRV/r) + rifampicin',
    severity: 'BLOCK',
    message:
      'Không dùng thuốc ức chế protease có tăng cường (ATV/r, LPV/r, DRV/r) cùng rifampicin: dùng rifabutin thay rifampicin.',
    source: `${WHO_SMART}; ${LIVERPOOL}`,
  },
  {
    id: 'S12',
    trigger: 'boosted PI + simvastatin or lovastatin',
    severity: 'BLOCK',
    message:
      'Không dùng thuốc ức chế protease có tăng cường cùng simvastatin hoặc lovastatin: dùng pravastatin.',
    source: LIVERPOOL,
  },
  {
    id: 'S13',
    trigger: 'boosted PI + methadone or buprenorphine',
    severity: 'WARN',
    message:
      'Thuốc ức chế protease có tăng cường dùng cùng methadon hoặc buprenorphin: điều chỉnh liều thuốc opioid.',
    source: LIVERPOOL,
  },
  {
    id: 'S14',
    trigger: 'boosted PI + TDF',
    severity: 'INFO',
    message: 'Thuốc ức chế protease có tăng cường dùng cùng TDF: theo dõi chức năng thận.',
    source: `Product label (TDF); ${LIVERPOOL}`,
  },
  {
    id: 'S15',
    trigger:
      'TDF and the unrounded creatinine clearance below tdfMinClearance (50 mL/min); not raised when age, weight or creatinine is unknown',
    severity: { fixedDoseCombination: 'BLOCK', single: 'WARN' },
    message: 'Độ thanh thải creatinine dưới ngưỡng an toàn cho TDF: dùng TAF hoặc ABC thay TDF.',
    source: 'Product labels (Truvada, TDF)',
  },
  {
    id: 'S16',
    trigger:
      'creatinine clearance (Cockcroft-Gault) = (140 − age) × weight / (72 × SCr mg/dL), × 0.85 if female; SCr mg/dL = µmol/L ÷ 88.4',
    severity: null,
    message:
      'Độ thanh thải creatinine (Cockcroft-Gault) = (140 − tuổi) × cân nặng / (72 × creatinine mg/dL), nhân 0,85 nếu là nữ.',
    source: 'WHO data dictionary (Cockcroft-Gault)',
  },
  {
    id: 'S17',
    trigger: 'recorded as pregnant (isPregnant) + DTG; never BLOCK',
    severity: 'INFO',
    message: 'DTG là thuốc được ưu tiên cả khi mang thai; tư vấn biện pháp tránh thai.',
    source: 'WHO 2021 consolidated guidelines; MSF drug guide (DTG)',
  },
  {
    id: 'S18',
    trigger:
      'an adult regimen (one with TDF, or with DTG of dtgAdultTabletMg, 50 mg) and age below childAgeYears (10) or weight below childWeightKg (30 kg); an unknown age or weight is left out of the "or", and with both unknown the rule is not raised',
    severity: 'WARN',
    message: 'Trẻ em đang dùng phác đồ người lớn: ưu tiên ABC + 3TC + DTG (DTG dạng dành cho trẻ em).',
    source: 'WHO 2021 consolidated guidelines; MSF drug guide (DTG)',
  },
  {
    id: 'S19',
    trigger:
      'DTG of dtgAdultTabletMg (50 mg) and weight below dtgAdultTabletMinWeightKg (20 kg); not raised when the weight or the DTG strength is unknown',
    severity: 'BLOCK',
    message: 'Cân nặng chưa đủ để dùng viên DTG 50 mg: dùng liều DTG trẻ em theo nhóm cân nặng.',
    source: 'MSF drug guide (DTG); WHO 2021 consolidated guidelines',
  },
];

/** The patient facts a rule may need and the check reports when unknown. */
export const MISSING_INPUTS = ['age', 'weight', 'creatinine'] as const;
export type MissingInput = (typeof MISSING_INPUTS)[number];

/**
 * The rule id of the INFO findings that name a missing input, one finding per missing input; it has no row
 * because it checks no drug, and it is the one rule id that may appear more than once in a result.
 */
export const MISSING_INPUT_RULE_ID = 'MISSING';

export const MISSING_INPUT_LABELS: Record<MissingInput, string> = {
  age: 'tuổi',
  weight: 'cân nặng',
  creatinine: 'creatinine huyết thanh',
};

/** The message of each input's MISSING finding: the input in Vietnamese, its code in parentheses. */
export const MISSING_INPUT_MESSAGES = Object.fromEntries(
  MISSING_INPUTS.map((input) => {
    const label = MISSING_INPUT_LABELS[input];
    return [input, `Thiếu ${label} (${input}): không kiểm tra được các quy tắc cần ${label}.`];
  }),
) as Record<MissingInput, string>;

export const missingInputMessage = (input: MissingInput): string => MISSING_INPUT_MESSAGES[input];
