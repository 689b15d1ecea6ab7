/**
 * The prescribing-safety rule set (S1–S32, version 2) as data a clinic can review: the drug codes it speaks of,
 * the cut-offs it may tune, the adult daily doses, and one row per rule with its trigger in plain words,
 * severity, Vietnamese message and source. The evaluation lives in prescribing.ts; a clinic changing a wording, a
 * dose or a cut-off edits only this file.
 */
import { codesOf } from './codes.js';

/** S20: the nucleoside reverse-transcriptase inhibitors, two of which make a regimen's backbone. */
export const NRTI_CODES = ['TDF', 'TAF', 'ABC', 'AZT', '3TC', 'FTC'] as const;

/** S20: the third agents, one of which completes the backbone. */
export const THIRD_AGENT_CODES = ['DTG', 'RAL', 'EFV', 'NVP', 'LPV/r', 'ATV/r', 'DRV/r'] as const;

/**
 * The ARV ingredients a regimen can list, the backbone's and then the third agents; a fixed-dose combination
 * lists each of its ingredients.
 */
export const ARV_INGREDIENT_CODES = [...NRTI_CODES, ...THIRD_AGENT_CODES] as const;
export type ArvIngredientCode = (typeof ARV_INGREDIENT_CODES)[number];

/** The protease inhibitors given with ritonavir; S10–S14, S24 and S32 treat them as one class. */
export const BOOSTED_PI_CODES = ['LPV/r', 'ATV/r', 'DRV/r'] as const satisfies readonly ArvIngredientCode[];
export type BoostedPiCode = (typeof BOOSTED_PI_CODES)[number];

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

/** The small catalogue of co-medications the rules know about, each with its name. */
export const CO_MEDICATION_LABELS = {
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
  RIFAPENTINE: 'Rifapentin',
  PROTON_PUMP_INHIBITOR: 'Thuốc ức chế bơm proton (omeprazol, esomeprazol…)',
};
export const CO_MEDICATION_CODES = codesOf(CO_MEDICATION_LABELS);
export type CoMedicationCode = (typeof CO_MEDICATION_CODES)[number];

/** S18: the ingredients not preferred for a child under childAgeYears. */
export const ADULT_REGIMEN_CODES = ['TDF', 'TAF', 'EFV'] as const satisfies readonly ArvIngredientCode[];

/** S15, S23: the rifamycins (TB and prophylaxis drugs that lower TAF, and rule out TAF as the alternative). */
export const RIFAMYCIN_CODES = [
  'RIFAMPICIN',
  'RIFABUTIN',
  'RIFAPENTINE',
] as const satisfies readonly CoMedicationCode[];

/**
 * S30, S31: an ingredient's adult daily dose in mg (the lowest that is not an under-dose) and the most that is
 * not an overdose; a boosted PI's is the PI's. EFV 400 and 600 are both adult doses; DTG up to 100 (twice daily
 * with rifampicin, or for resistance) and DRV/r up to 1200 (600 twice daily) are not overdoses.
 */
export const ADULT_DAILY_DOSES_MG: Record<ArvIngredientCode, { adult: number; max: number }> = {
  TDF: { adult: 300, max: 300 },
  TAF: { adult: 25, max: 25 },
  ABC: { adult: 600, max: 600 },
  AZT: { adult: 600, max: 600 },
  '3TC': { adult: 300, max: 300 },
  FTC: { adult: 200, max: 200 },
  DTG: { adult: 50, max: 100 },
  RAL: { adult: 800, max: 800 },
  EFV: { adult: 400, max: 600 },
  NVP: { adult: 400, max: 400 },
  'LPV/r': { adult: 800, max: 800 },
  'ATV/r': { adult: 300, max: 300 },
  'DRV/r': { adult: 800, max: 1200 },
};

/** S31: TAF's adult dose with a boosted PI, which raises its level (10 mg is then not an under-dose). */
export const TAF_WITH_BOOSTED_PI_MG = 10;

/** The cut-offs the clinic may tune; checkRegimen accepts a partial override. */
export interface PrescribingThresholds {
  /** S15: mL/min of creatinine clearance below which TDF in a fixed-dose combination must not be used */
  tdfMinClearance: number;
  /** S15: mL/min below which single TDF must not be used either (from it up to tdfMinClearance: every 48 h) */
  tdfSingleMinClearance: number;
  /** S25: mL/min below which a fixed-dose combination holding 3TC or FTC cannot be dosed */
  fdcNrtiMinClearance: number;
  /** S18: age in years below which a person is a child for regimen choice */
  childAgeYears: number;
  /** age in years from which Cockcroft-Gault applies and a weight stays current for adultInputMonths */
  adultAgeYears: number;
  /** S19: mg, the strength of the adult DTG tablet */
  dtgAdultTabletMg: number;
  /** S19: kg below which the adult DTG tablet must not be used */
  dtgAdultTabletMinWeightKg: number;
  /** S29: mg, the adult ABC tablet */
  abcAdultTabletMg: number;
  /** S29: mg, the adult 3TC tablet */
  lamivudineAdultTabletMg: number;
  /** S29, S31: kg from which adult tablets and adult doses apply */
  adultDoseMinWeightKg: number;
  /** S4: mg of DTG a day needed alongside rifampicin */
  dtgWithRifampicinDailyMg: number;
  /** S28: g/dL of haemoglobin below which AZT must not be used */
  aztMinHemoglobinGPerDl: number;
  /** plausible serum creatinine, µmol/L, both ends included */
  creatinineMinUmolL: number;
  creatinineMaxUmolL: number;
  /** months after which a creatinine, or an adult's weight, is stale */
  adultInputMonths: number;
  /** months after which a child's weight (under adultAgeYears), or a haemoglobin, is stale */
  childWeightMonths: number;
  hemoglobinMonths: number;
}

export const DEFAULT_PRESCRIBING_THRESHOLDS: PrescribingThresholds = {
  tdfMinClearance: 50,
  tdfSingleMinClearance: 30,
  fdcNrtiMinClearance: 30,
  childAgeYears: 10,
  adultAgeYears: 18,
  dtgAdultTabletMg: 50,
  dtgAdultTabletMinWeightKg: 20,
  abcAdultTabletMg: 600,
  lamivudineAdultTabletMg: 300,
  adultDoseMinWeightKg: 25,
  dtgWithRifampicinDailyMg: 100,
  aztMinHemoglobinGPerDl: 8,
  creatinineMinUmolL: 20,
  creatinineMaxUmolL: 2000,
  adultInputMonths: 12,
  childWeightMonths: 3,
  hemoglobinMonths: 3,
};

/** S16: the constants of the Cockcroft-Gault formula; part of the formula, not tunable cut-offs. */
export const COCKCROFT_GAULT = {
  ageFrom: 140,
  divisor: 72,
  femaleFactor: 0.85,
  /** µmol/L of creatinine in 1 mg/dL */
  umolPerMgDl: 88.4,
} as const;

/** The units a creatinine result may be read in (its test type's unit). */
export const CREATININE_UNITS = ['µmol/L', 'mg/dL'] as const;
export type CreatinineUnit = (typeof CREATININE_UNITS)[number];

/** The units a haemoglobin result may be read in, and what one of each is in g/dL. */
export const HEMOGLOBIN_UNITS = ['g/dL', 'g/L'] as const;
export type HemoglobinUnit = (typeof HEMOGLOBIN_UNITS)[number];
export const G_PER_DL_IN: Record<HemoglobinUnit, number> = { 'g/dL': 1, 'g/L': 0.1 };

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
  'S20',
  'S21',
  'S22',
  'S23',
  'S24',
  'S25',
  'S26',
  'S27',
  'S28',
  'S29',
  'S30',
  'S31',
  'S32',
] as const;
export type PrescribingRuleId = (typeof PRESCRIBING_RULE_IDS)[number];
/** S16 is the clearance formula the other rules read; it raises no finding of its own. */
export type CheckedRuleId = Exclude<PrescribingRuleId, 'S16'>;

/** BLOCK: saved only with a recorded override reason; WARN: must be acknowledged; INFO: shown. Most severe first. */
export const FINDING_SEVERITIES = ['BLOCK', 'WARN', 'INFO'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/** S15's cases: TDF in a fixed-dose combination, or single TDF below or above tdfSingleMinClearance. */
export const S15_CASES = ['fixedDose', 'singleBelowMinimum', 'single'] as const;
export type S15Case = (typeof S15_CASES)[number];

/**
 * S15's advice, by what fits the patient: TAF or ABC; only TAF with hepatitis B (it needs tenofovir); only ABC
 * with a rifamycin (which TAF must not be taken with, S23); with both, a specialist's advice.
 */
export const S15_ADVICE = {
  tafOrAbc: 'dùng TAF hoặc ABC thay TDF.',
  taf: 'dùng TAF thay TDF (người bệnh có HBsAg dương tính cần thuốc có tenofovir).',
  abc: 'dùng ABC thay TDF (không dùng TAF cùng rifamycin).',
  specialist:
    'người bệnh có HBsAg dương tính và đang dùng rifamycin nên cả TAF và ABC đều không phù hợp: hỏi ý kiến chuyên gia.',
} as const;
export type S15Advice = keyof typeof S15_ADVICE;

interface RuleText {
  /** what sets the rule off, in plain words for clinical review */
  trigger: string;
  /** shown to the doctor, in Vietnamese */
  message: string;
  source: string;
}

/** S15: one row whose severity and opening words depend on its case; its message ends with S15_ADVICE. */
export interface CasedRule {
  id: 'S15';
  trigger: string;
  cases: Record<S15Case, { severity: FindingSeverity; message: string }>;
  source: string;
}

export type PrescribingRule =
  | (RuleText & { id: Exclude<CheckedRuleId, 'S15'>; severity: FindingSeverity })
  | CasedRule
  | (RuleText & { id: 'S16'; severity: null });

const LIVERPOOL = 'University of Liverpool HIV drug interaction checker';
const WHO_SMART = 'WHO SMART Guidelines HIV decision tables';
const WHO_2021 = 'WHO 2021 consolidated guidelines';
const DHHS_RENAL = 'US DHHS adult guidelines, Appendix B (renal dosing)';

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
    trigger:
      'the same ingredient in two entries (e.g. a TLD tablet plus DTG 50 mg), except DTG twice when rifampicin is a co-medication (the TB dose)',
    severity: 'BLOCK',
    message:
      'Trùng hoạt chất: một thành phần có mặt hai lần trong phác đồ (ví dụ viên TLD cùng viên DTG 50 mg). Chỉ thêm DTG khi điều trị cùng rifampicin.',
    source: WHO_SMART,
  },
  {
    id: 'S4',
    trigger:
      'DTG + rifampicin with a DTG daily dose under dtgWithRifampicinDailyMg (100 mg), or of unknown strength',
    severity: 'WARN',
    message:
      'DTG dùng cùng rifampicin: tăng DTG lên 50 mg, 2 lần mỗi ngày (hoặc thêm một viên DTG 50 mg 12 giờ sau liều hằng ngày), và giữ liều này thêm 2 tuần sau khi ngừng rifampicin.',
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
      'TDF and the unrounded creatinine clearance below tdfMinClearance (50 mL/min): BLOCK in a fixed-dose combination or, single, below tdfSingleMinClearance (30); WARN single from 30 to under 50. Not raised when the clearance is unknown. The advice names TAF or ABC, only TAF with HBsAg positive, only ABC with a rifamycin, neither with both',
    cases: {
      fixedDose: {
        severity: 'BLOCK',
        message: 'Độ thanh thải creatinine dưới 50 mL/phút, không dùng TDF trong viên phối hợp cố định:',
      },
      singleBelowMinimum: {
        severity: 'BLOCK',
        message: 'Độ thanh thải creatinine dưới 30 mL/phút, không dùng TDF:',
      },
      single: {
        severity: 'WARN',
        message:
          'Độ thanh thải creatinine 30–49 mL/phút: nếu vẫn dùng TDF đơn chất thì 300 mg mỗi 48 giờ; tốt hơn là',
      },
    },
    source: `Product labels (Truvada, TDF); ${DHHS_RENAL}; ${LIVERPOOL}`,
  },
  {
    id: 'S16',
    trigger:
      'creatinine clearance (Cockcroft-Gault) = (140 − age) × weight / (72 × SCr mg/dL), × 0.85 if female; SCr mg/dL = µmol/L ÷ 88.4; not under adultAgeYears (18)',
    severity: null,
    message:
      'Độ thanh thải creatinine (Cockcroft-Gault) = (140 − tuổi) × cân nặng / (72 × creatinine mg/dL), nhân 0,85 nếu là nữ; không tính cho người dưới 18 tuổi.',
    source: 'WHO data dictionary (Cockcroft-Gault)',
  },
  {
    id: 'S17',
    trigger: 'recorded as pregnant (isPregnant) + DTG; never BLOCK',
    severity: 'INFO',
    message: 'DTG là thuốc được ưu tiên cả khi mang thai; tư vấn biện pháp tránh thai.',
    source: `${WHO_2021}; MSF drug guide (DTG)`,
  },
  {
    id: 'S18',
    trigger: 'age below childAgeYears (10) with TDF, TAF or EFV; not raised when the age is unknown',
    severity: 'WARN',
    message:
      'Trẻ dưới 10 tuổi đang dùng TDF, TAF hoặc EFV: phác đồ ưu tiên cho trẻ em là ABC + 3TC + DTG (DTG dạng dành cho trẻ em theo cân nặng).',
    source: `${WHO_2021}; MSF drug guide (DTG)`,
  },
  {
    id: 'S19',
    trigger:
      'DTG of dtgAdultTabletMg (50 mg) and weight below dtgAdultTabletMinWeightKg (20 kg); not raised when the weight or the DTG strength is unknown',
    severity: 'BLOCK',
    message: 'Cân nặng chưa đủ để dùng viên DTG 50 mg: dùng liều DTG trẻ em theo nhóm cân nặng.',
    source: `MSF drug guide (DTG); ${WHO_2021}`,
  },
  {
    id: 'S20',
    trigger:
      'counting distinct ingredients: no third agent (DTG, RAL, EFV, NVP, LPV/r, ATV/r, DRV/r), two or more third agents, more than 2 NRTIs (TDF, TAF, ABC, AZT, 3TC, FTC), or fewer than 2 NRTIs except DTG + 3TC alone (S21)',
    severity: 'BLOCK',
    message:
      'Phác đồ chưa đủ hoặc thừa thuốc: một phác đồ ARV gồm 2 thuốc NRTI (TDF, TAF, ABC, AZT, 3TC, FTC) và 1 thuốc nhóm thứ ba (DTG, RAL, EFV, NVP hoặc thuốc ức chế protease có tăng cường).',
    source: WHO_2021,
  },
  {
    id: 'S21',
    trigger: 'DTG + 3TC and no other ingredient (a two-drug regimen)',
    severity: 'WARN',
    message:
      'Phác đồ hai thuốc DTG + 3TC: chỉ dùng khi không có viêm gan B và tải lượng HIV dưới 500.000 bản sao/mL; không phải phác đồ bậc một tại Việt Nam.',
    source: WHO_2021,
  },
  {
    id: 'S22',
    trigger: 'NVP + rifampicin',
    severity: 'BLOCK',
    message: 'Không dùng NVP cùng rifampicin: dùng EFV, hoặc DTG 2 lần mỗi ngày.',
    source: `${WHO_2021}; ${LIVERPOOL}`,
  },
  {
    id: 'S23',
    trigger: 'TAF + rifampicin, rifabutin or rifapentine',
    severity: 'WARN',
    message:
      'Không khuyến cáo dùng TAF cùng rifampicin, rifabutin hoặc rifapentin: dùng TDF (hoặc ABC nếu chức năng thận không cho phép dùng TDF).',
    source: LIVERPOOL,
  },
  {
    id: 'S24',
    trigger: 'boosted PI + rifabutin',
    severity: 'WARN',
    message: 'Thuốc ức chế protease có tăng cường dùng cùng rifabutin: giảm rifabutin còn 150 mg mỗi ngày.',
    source: LIVERPOOL,
  },
  {
    id: 'S25',
    trigger:
      'a fixed-dose combination holding 3TC or FTC and the unrounded clearance below fdcNrtiMinClearance (30 mL/min); not raised when the clearance is unknown',
    severity: 'WARN',
    message:
      'Độ thanh thải creatinine dưới 30 mL/phút: liều 3TC/FTC trong viên phối hợp cố định không chỉnh được, dùng các thuốc đơn chất.',
    source: DHHS_RENAL,
  },
  {
    id: 'S26',
    trigger: 'HBsAg positive and neither TDF nor TAF',
    severity: 'WARN',
    message:
      'Người bệnh có HBsAg dương tính nhưng phác đồ không có TDF hoặc TAF: viêm gan B cần thuốc có tenofovir; ngừng tenofovir có thể làm viêm gan bùng phát.',
    source: WHO_2021,
  },
  {
    id: 'S27',
    trigger: 'an ingredient the patient is recorded as hypersensitive to; ABC with HLA-B*5701 positive',
    severity: 'BLOCK',
    message:
      'Người bệnh đã có phản ứng quá mẫn với một hoạt chất của phác đồ (hoặc có HLA-B*5701 dương tính khi dùng ABC): không bao giờ dùng lại.',
    source: `${WHO_2021}; product label (abacavir)`,
  },
  {
    id: 'S28',
    trigger:
      'AZT and haemoglobin below aztMinHemoglobinGPerDl (8 g/dL) measured within hemoglobinMonths (3); not raised when unknown or stale',
    severity: 'BLOCK',
    message: 'Hemoglobin dưới 8 g/dL (đo trong 3 tháng gần đây): người bệnh thiếu máu, tránh dùng AZT.',
    source: WHO_2021,
  },
  {
    id: 'S29',
    trigger:
      'ABC of abcAdultTabletMg (600 mg) or 3TC of lamivudineAdultTabletMg (300 mg) tablets and weight below adultDoseMinWeightKg (25 kg); not raised when the weight is unknown',
    severity: 'BLOCK',
    message:
      'Viên ABC 600 mg hoặc 3TC 300 mg là hàm lượng của người lớn, cân nặng dưới 25 kg: dùng dạng dành cho trẻ em theo nhóm cân nặng.',
    source: WHO_2021,
  },
  {
    id: 'S30',
    trigger:
      "an ingredient's daily dose (strength × tablets per dose × doses a day, summed over its entries) above its adult maximum (ADULT_DAILY_DOSES_MG)",
    severity: 'BLOCK',
    message: 'Quá liều: liều mỗi ngày vượt liều tối đa của người lớn',
    source: `Product labels; ${WHO_2021}`,
  },
  {
    id: 'S31',
    trigger:
      "weight from adultDoseMinWeightKg (25 kg), or an unknown weight at an age from childAgeYears (10), and an ingredient's daily dose below its adult dose (TAF 10 mg with a boosted PI is not; DTG under 100 mg with rifampicin is S4's)",
    severity: 'WARN',
    message: 'Liều thấp: liều mỗi ngày dưới liều của người lớn',
    source: `Product labels; ${WHO_2021}`,
  },
  {
    id: 'S32',
    trigger: 'ATV/r + a proton-pump inhibitor',
    severity: 'BLOCK',
    message: 'Không dùng ATV/r cùng thuốc ức chế bơm proton: thuốc làm atazanavir không hấp thu được.',
    source: LIVERPOOL,
  },
];

/**
 * The patient facts a rule may need and the check reports when unknown, stale or implausible, each with its
 * name.
 */
export const MISSING_INPUT_LABELS = {
  age: 'tuổi',
  weight: 'cân nặng',
  creatinine: 'creatinine huyết thanh',
  hbsag: 'HBsAg (viêm gan B)',
  hemoglobin: 'hemoglobin',
};
export const MISSING_INPUTS = codesOf(MISSING_INPUT_LABELS);
export type MissingInput = (typeof MISSING_INPUTS)[number];

/** Why an input is reported: unknown, measured too long ago, or not a value a person can have. */
export const MISSING_REASONS = ['missing', 'stale', 'implausible'] as const;
export type MissingReason = (typeof MISSING_REASONS)[number];

/**
 * The rule id of the INFO findings that name a missing input, one finding per missing input; it has no row
 * because it checks no drug, and it is the one rule id that may appear more than once in a result.
 */
export const MISSING_INPUT_RULE_ID = 'MISSING';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The message of each input's MISSING finding when it is unknown: the input in Vietnamese, its code in parentheses. */
export const MISSING_INPUT_MESSAGES = Object.fromEntries(
  MISSING_INPUTS.map((input) => {
    const label = MISSING_INPUT_LABELS[input];
    return [input, `Thiếu ${label} (${input}): không kiểm tra được các quy tắc cần ${label}.`];
  }),
) as Record<MissingInput, string>;

/** The MISSING finding's message for an input and why it is reported (unknown when no reason is given). */
export function missingInputMessage(input: MissingInput, reason: MissingReason = 'missing'): string {
  const label = MISSING_INPUT_LABELS[input];
  if (reason === 'stale')
    return `${capitalised(label)} đã cũ (${input}): không dùng kết quả đo quá lâu để kiểm tra các quy tắc cần ${label}; cần đo lại.`;
  if (reason === 'implausible')
    return `${capitalised(label)} không hợp lệ (${input}): giá trị ngoài khoảng có thể có, không dùng để kiểm tra; xem lại kết quả và đơn vị.`;
  return MISSING_INPUT_MESSAGES[input];
}

/** Inputs that exist but were not used, and why (`inputNotes` of the check's result). */
export const INPUT_NOTE_INPUTS = ['creatinine', 'weight', 'clearance'] as const;
export const INPUT_NOTE_REASONS = ['stale', 'implausible', 'notForChildren'] as const;

/** What each input note tells the doctor, in Vietnamese; the summary and the prescribing pages show the same words. */
const INPUT_NOTE_MESSAGES: Record<string, string> = {
  'creatinine stale': 'Kết quả creatinin đã quá 12 tháng: cần xét nghiệm lại, độ thanh thải không được tính.',
  'creatinine implausible':
    'Kết quả creatinin ngoài khoảng có thể có (20–2000 µmol/L): kiểm tra lại kết quả và đơn vị.',
  'weight stale': 'Cân nặng đã cũ (người lớn: quá 12 tháng, trẻ em: quá 3 tháng): cần cân lại.',
  'clearance notForChildren': 'Không tính độ thanh thải creatinin (Cockcroft-Gault) cho người dưới 18 tuổi.',
};

/** The message of an input note (`inputNotes` of the check's result). */
export function inputNoteMessage(input: string, reason: string): string {
  return INPUT_NOTE_MESSAGES[`${input} ${reason}`] ?? `${input}: ${reason}`;
}
