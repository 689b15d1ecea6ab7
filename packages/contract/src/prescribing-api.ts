import { z } from 'zod';
import { isIsoDate } from './dates.js';
import { LONG_TEXT_MAX, optionalText, requiredId } from './fields.js';
import { messages } from './messages.js';
import {
  ARV_INGREDIENT_CODES,
  CO_MEDICATION_CODES,
  type RegimenIngredient,
  regimenCheckResult,
} from './prescribing.js';

/** A regimen has at most four components (MAX_REGIMEN_COMPONENTS); the check takes as many. */
const MAX_REGIMEN_COMPONENTS_CHECKED = 4;

/**
 * The prescribing-safety API's shapes: ARV component ingredients, a patient's co-medications and weights, the
 * regimen check, and what a treatment stores of it (findings, acknowledgements, override, switch reason). The
 * rules themselves are the pure functions of prescribing.ts.
 */

export const prescribingMessages = {
  ingredientCodeInvalid: `Mã hoạt chất không hợp lệ (chỉ nhận: ${ARV_INGREDIENT_CODES.join(', ')})`,
  strengthInvalid: 'Hàm lượng (mg) phải là một số dương hoặc để trống',
  ingredientsInvalid: 'Danh sách hoạt chất không hợp lệ',
  coMedicationCodeInvalid: `Mã thuốc dùng kèm không hợp lệ (chỉ nhận: ${CO_MEDICATION_CODES.join(', ')})`,
  coMedicationsInvalid: 'Danh sách thuốc dùng kèm không hợp lệ',
  coMedicationsSaved: 'Đã lưu thuốc dùng kèm',
  hypersensitivitiesInvalid: 'Danh sách hoạt chất gây dị ứng không hợp lệ',
  hlaB5701Invalid: 'Kết quả HLA-B*5701 phải là dương tính, âm tính hoặc chưa xét nghiệm',
  hypersensitivitiesSaved: 'Đã lưu tiền sử dị ứng thuốc ARV và HLA-B*5701',
  patientRequired: 'Thiếu thông tin bệnh nhân',
  patientNotFound: 'Không tìm thấy bệnh nhân',
  weightDateRequired: 'Vui lòng chọn ngày cân',
  weightInFuture: 'Ngày cân không được ở tương lai',
  weightRequired: 'Vui lòng nhập cân nặng (kg)',
  weightRange: 'Cân nặng phải từ 0,5 đến 300 kg',
  weightRecorded: 'Đã ghi nhận cân nặng',
  componentsRequired: 'Vui lòng chọn ít nhất một thành phần thuốc',
  componentsTooMany: `Chọn tối đa ${MAX_REGIMEN_COMPONENTS_CHECKED} thành phần thuốc`,
  componentNotFound: 'Thành phần thuốc không tồn tại hoặc đã ngừng sử dụng',
  ruleIdsInvalid: 'Danh sách cảnh báo đã xác nhận không hợp lệ',
  tabletsInvalid: 'Số viên mỗi lần uống phải từ 0,5 đến 4, theo bước 0,5',
  frequencyInvalid: 'Số lần uống mỗi ngày phải là 1 hoặc 2',
  /** The 409 of Treatment/Create: `data` holds the check's findings. */
  safetyReviewNeeded:
    'Phác đồ có cảnh báo an toàn chưa được xử lý: xác nhận từng cảnh báo (WARN) và nhập lý do khi vẫn kê phác đồ bị chặn (BLOCK)',
  warnNotAcknowledged: 'Vui lòng xác nhận đã đọc từng cảnh báo trước khi kê phác đồ',
  overrideReasonRequired: 'Phác đồ bị chặn vì lý do an toàn: vui lòng nhập lý do nếu vẫn kê',
  switchReasonInvalid: 'Lý do đổi phác đồ không hợp lệ',
  switchReasonTextRequired: 'Vui lòng ghi rõ lý do đổi phác đồ',
} as const;

/** Why a regimen changed, recorded with each switch; 'unspecified' is stored when a request gives none. */
export const SWITCH_REASONS = [
  'treatmentFailure',
  'toxicity',
  'drugInteraction',
  'pregnancy',
  'tbTreatment',
  'stockOut',
  'simplification',
  'patientPreference',
  'other',
] as const;
export type SwitchReason = (typeof SWITCH_REASONS)[number];
export const UNSPECIFIED_SWITCH_REASON = 'unspecified';
export type StoredSwitchReason = SwitchReason | typeof UNSPECIFIED_SWITCH_REASON;

export const SWITCH_REASON_LABELS: Record<StoredSwitchReason, string> = {
  treatmentFailure: 'Thất bại điều trị',
  toxicity: 'Độc tính hoặc tác dụng phụ',
  drugInteraction: 'Tương tác thuốc',
  pregnancy: 'Mang thai',
  tbTreatment: 'Điều trị lao',
  stockOut: 'Hết thuốc',
  simplification: 'Đơn giản hóa phác đồ',
  patientPreference: 'Nguyện vọng của người bệnh',
  other: 'Lý do khác',
  unspecified: 'Không ghi lý do',
};

// ---------------------------------------------------------------- ingredients of an ARV component

export const arvIngredientItem = z.object({
  code: z.enum(ARV_INGREDIENT_CODES),
  strengthMg: z.number().nullable(),
});
export type ArvIngredientItem = z.infer<typeof arvIngredientItem>;

/** An ingredient as a component form sends it; an unknown code is a 400 naming the codes accepted. */
export const arvIngredientInput = z.strictObject({
  code: z.enum(ARV_INGREDIENT_CODES, { error: prescribingMessages.ingredientCodeInvalid }),
  strengthMg: z
    .number({ error: prescribingMessages.strengthInvalid })
    .finite(prescribingMessages.strengthInvalid)
    .positive(prescribingMessages.strengthInvalid)
    .max(100_000, prescribingMessages.strengthInvalid)
    .nullable()
    .default(null),
});

/** Optional on create and update, so clients of the original API keep working (absent: none, or unchanged). */
export const componentIngredientFields = {
  ingredients: z
    .array(arvIngredientInput, { error: prescribingMessages.ingredientsInvalid })
    .max(8, prescribingMessages.ingredientsInvalid)
    .optional(),
  fixedDoseCombination: z.boolean({ error: messages.common.mustBeBoolean }).optional(),
};

/**
 * A regimen's ingredients: those of its components in order, each with its component's tablets per intake and
 * whether the component is a fixed-dose tablet of more than one ingredient. A repeated ingredient is kept (two
 * components that both hold DTG are S3's duplicate); the regimen counts as a fixed-dose combination when one of
 * its components does, and its composition is unknown when a component lists no ingredients.
 */
export function regimenIngredients(
  components: readonly {
    ingredients: readonly { code: string; strengthMg: number | null }[];
    fixedDoseCombination: boolean;
    tabletsPerDose?: number;
  }[],
): {
  ingredients: RegimenIngredient[];
  fixedDoseCombination: boolean;
  compositionUnknown: boolean;
} {
  const fixedDose = (c: (typeof components)[number]) => c.fixedDoseCombination && c.ingredients.length > 1;
  return {
    ingredients: components.flatMap((c) =>
      c.ingredients.map((i) => ({
        code: i.code,
        strengthMg: i.strengthMg,
        tabletsPerDose: c.tabletsPerDose ?? 1,
        fixedDose: fixedDose(c),
      })),
    ),
    fixedDoseCombination: components.some(fixedDose),
    compositionUnknown: components.some((c) => c.ingredients.length === 0),
  };
}

// ---------------------------------------------------------------- patients: co-medications, weights

const patientIdField = requiredId(prescribingMessages.patientRequired);

/**
 * A whole list of codes of a catalogue (an empty list clears it): each must be one of `codes`, repeats are kept
 * once, and the list comes back in the catalogue's order.
 */
function catalogueList<const C extends readonly [string, ...string[]]>(
  codes: C,
  codeInvalid: string,
  listInvalid: string,
) {
  return z
    .array(z.enum(codes, { error: codeInvalid }), { error: listInvalid })
    .max(codes.length * 2, listInvalid)
    .transform((chosen) => codes.filter((code) => chosen.includes(code)) as C[number][]);
}

/** PUT /Clinical/CoMedications: the whole list (an empty list clears it); repeats are kept once. */
export const coMedicationsBody = z.strictObject({
  patientId: patientIdField,
  coMedications: catalogueList(
    CO_MEDICATION_CODES,
    prescribingMessages.coMedicationCodeInvalid,
    prescribingMessages.coMedicationsInvalid,
  ),
});
export type CoMedicationsBody = z.output<typeof coMedicationsBody>;

export const coMedicationsItem = z.object({
  patientId: z.number().int(),
  coMedications: z.array(z.enum(CO_MEDICATION_CODES)),
});
export type CoMedicationsItem = z.infer<typeof coMedicationsItem>;

/**
 * PUT /Clinical/Hypersensitivities: the ARV ingredients the patient reacted to (the whole list; an empty one
 * clears it; repeats kept once) and their HLA-B*5701 status (null: not tested). S27 reads both.
 */
export const hypersensitivitiesBody = z.strictObject({
  patientId: patientIdField,
  hypersensitivities: catalogueList(
    ARV_INGREDIENT_CODES,
    prescribingMessages.ingredientCodeInvalid,
    prescribingMessages.hypersensitivitiesInvalid,
  ),
  hlaB5701: z.enum(['positive', 'negative'], { error: prescribingMessages.hlaB5701Invalid }).nullable(),
});
export type HypersensitivitiesBody = z.output<typeof hypersensitivitiesBody>;

export const hypersensitivitiesItem = z.object({
  patientId: z.number().int(),
  hypersensitivities: z.array(z.enum(ARV_INGREDIENT_CODES)),
  hlaB5701: z.enum(['positive', 'negative']).nullable(),
});
export type HypersensitivitiesItem = z.infer<typeof hypersensitivitiesItem>;

export const MIN_WEIGHT_KG = 0.5;
export const MAX_WEIGHT_KG = 300;

/** POST /Clinical/Weight: a weight measured on a day not after today (clinic time). */
export const weightCreateBody = z.strictObject({
  patientId: patientIdField,
  date: z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null
          ? prescribingMessages.weightDateRequired
          : messages.common.invalidDate,
    })
    .min(1, prescribingMessages.weightDateRequired)
    .refine(isIsoDate, messages.common.invalidDate),
  weightKg: z
    .number({
      error: (iss) =>
        iss.input === undefined || iss.input === null
          ? prescribingMessages.weightRequired
          : prescribingMessages.weightRange,
    })
    .finite(prescribingMessages.weightRange)
    .min(MIN_WEIGHT_KG, prescribingMessages.weightRange)
    .max(MAX_WEIGHT_KG, prescribingMessages.weightRange),
});
export type WeightCreateBody = z.output<typeof weightCreateBody>;

export const weightItem = z.object({ date: z.string(), weightKg: z.number() });
export type WeightItem = z.infer<typeof weightItem>;

// ---------------------------------------------------------------- the regimen check

/** The most tablets of one component per intake, and the step (halves). */
export const MAX_TABLETS_PER_DOSE = 4;

/** Tablets of a component per intake: 0.5 to 4 in steps of 0.5. */
export const tabletsField = z
  .number({ error: prescribingMessages.tabletsInvalid })
  .min(0.5, prescribingMessages.tabletsInvalid)
  .max(MAX_TABLETS_PER_DOSE, prescribingMessages.tabletsInvalid)
  .refine((n) => Number.isInteger(n * 2), prescribingMessages.tabletsInvalid);

/** POST /Clinical/CheckRegimen: the components the doctor is about to prescribe, for this patient. */
export const checkRegimenBody = z.strictObject({
  patientId: patientIdField,
  componentIds: z
    .array(requiredId(prescribingMessages.componentNotFound), {
      error: prescribingMessages.componentsRequired,
    })
    .min(1, prescribingMessages.componentsRequired)
    .max(MAX_REGIMEN_COMPONENTS_CHECKED, prescribingMessages.componentsTooMany),
  /** Tablets of each component per intake, in the order of componentIds; absent or short: 1 each. */
  componentTablets: z
    .array(tabletsField, { error: prescribingMessages.tabletsInvalid })
    .max(MAX_REGIMEN_COMPONENTS_CHECKED, prescribingMessages.tabletsInvalid)
    .optional(),
  /** Intakes a day (the regimen's frequency); absent: once. */
  frequencyPerDay: z
    .union([z.literal(1), z.literal(2)], { error: prescribingMessages.frequencyInvalid })
    .optional(),
});
export type CheckRegimenBody = z.output<typeof checkRegimenBody>;

export { regimenCheckResult };

/** Rule ids a doctor acknowledges on Treatment/Create: S1…S19 or the missing-input finding's id. */
const ruleIdField = z
  .string({ error: prescribingMessages.ruleIdsInvalid })
  .trim()
  .regex(/^(S\d{1,2}|[A-Z_]{1,30})$/, prescribingMessages.ruleIdsInvalid);

/** The fields Treatment/Create adds for the check and the switch reason; all optional. */
export const treatmentSafetyFields = {
  acknowledgedRuleIds: z
    .array(ruleIdField, { error: prescribingMessages.ruleIdsInvalid })
    .max(40, prescribingMessages.ruleIdsInvalid)
    .optional(),
  overrideReason: optionalText(LONG_TEXT_MAX),
  switchReason: z.enum(SWITCH_REASONS, { error: prescribingMessages.switchReasonInvalid }).nullish(),
  switchReasonText: optionalText(LONG_TEXT_MAX),
};

/** What a treatment read carries of the check and the switch (null for treatments saved before them). */
export const treatmentSafetyItem = {
  safetyFindings: regimenCheckResult.nullable(),
  acknowledgedRuleIds: z.array(z.string()),
  /** Why it was prescribed despite a BLOCK finding. */
  overrideReason: z.string().nullable(),
  /** Why this treatment changed the regimen (SWITCH_REASONS or 'unspecified'); null when it changed none. */
  switchReason: z.string().nullable(),
  switchReasonText: z.string().nullable(),
};
