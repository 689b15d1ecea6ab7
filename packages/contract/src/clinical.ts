import { z } from 'zod';
import { isIsoDate } from './dates.js';
import { idField, optionalText, requiredText } from './fields.js';
import { messages } from './messages.js';
import { DEFAULT_CLINICAL_THRESHOLDS, RESULT_BANDS } from './monitoring.js';
import {
  arvIngredientItem,
  componentIngredientFields,
  prescribingMessages,
  treatmentSafetyFields,
  treatmentSafetyItem,
} from './prescribing-api.js';
import { acceptReadOnly } from './read-only.js';
import { daysDispensedField, treatmentSupplyFields } from './retention-api.js';

/**
 * Test types, ARV components and regimens, test results and treatments: the item shapes that the server
 * answers, the bodies it accepts and the rules both sides apply.
 */

export const clinicalMessages = {
  testTypeNotFound: 'Không tìm thấy loại xét nghiệm',
  testTypeInactive: messages.common.testTypeInactive,
  componentNotFound: 'Không tìm thấy thành phần thuốc',
  componentInactive: 'Thành phần thuốc không tồn tại hoặc đã ngừng sử dụng',
  componentRequired: 'Vui lòng chọn ít nhất một thành phần thuốc',
  componentGap: 'Vui lòng chọn các thành phần thuốc theo thứ tự, không để trống ở giữa',
  componentDuplicate: 'Thành phần thuốc bị trùng lặp',
  frequency: 'Số lần dùng mỗi ngày phải là 1 hoặc 2',
  regimenNameRequired: 'Vui lòng nhập tên phác đồ',
  regimenDescriptionRequired: 'Vui lòng nhập mô tả phác đồ',
  regimenSuitableForRequired: 'Vui lòng nhập đối tượng phù hợp',
  regimenSideEffectsRequired: 'Vui lòng nhập tác dụng phụ',
  regimenUsageRequired: 'Vui lòng nhập hướng dẫn sử dụng',
  regimenChoose: 'Vui lòng chọn một phác đồ',
  regimenNotFound: 'Không tìm thấy phác đồ điều trị',
  regimenInactive: 'Phác đồ điều trị đã ngừng sử dụng',
  regimenCreated: 'Tạo phác đồ thành công',
  isCustomized: 'Giá trị phải là true hoặc false',
  appointmentNotFound: 'Không tìm thấy thông tin cuộc hẹn',
  appointmentRequired: 'Thiếu thông tin cuộc hẹn',
  patientMismatch: 'Bệnh nhân không khớp với cuộc hẹn',
  doctorMismatch: 'Bác sĩ không khớp với cuộc hẹn',
  testTypeFixed: 'Loại xét nghiệm phải đúng với loại đã đặt trong cuộc hẹn',
  resultValueRequired: 'Vui lòng nhập kết quả xét nghiệm',
  resultExists: 'Cuộc hẹn này đã có kết quả xét nghiệm',
  resultNeedsConfirmed: (statusVi: string) =>
    `Chỉ có thể nhập kết quả xét nghiệm cho cuộc hẹn đã được chấp nhận (trạng thái hiện tại: ${statusVi})`,
  resultCreated: 'Tạo kết quả xét nghiệm thành công',
  resultNotFound: 'Không tìm thấy kết quả xét nghiệm',
  resultOtherAppointment: 'Cuộc hẹn này đã có kết quả xét nghiệm khác',
  resultAppointmentFixed: 'Không thể chuyển kết quả xét nghiệm sang cuộc hẹn khác',
  resultTestTypeMismatch: 'Loại xét nghiệm không khớp với kết quả xét nghiệm',
  resultUpdated: 'Cập nhật kết quả xét nghiệm thành công',
  testTypeNameRequired: 'Tên loại xét nghiệm không được để trống',
  testTypeKindInvalid: 'Loại chỉ số phải là viralLoad, cd4, creatinine, crag hoặc other',
  numericValueInvalid: 'Giá trị số của kết quả phải là một số không âm',
  resultNotNumeric:
    'Kết quả tải lượng vi-rút, CD4 hoặc creatinine phải là một số (tải lượng vi-rút có thể ghi "Không phát hiện" hoặc "< 50")',
  unitRequired: 'Vui lòng chọn đơn vị',
  unitInvalid: 'Đơn vị không hợp lệ',
  normalRangeRequired: 'Khoảng bình thường không được để trống',
  testTypeCreated: 'Tạo loại xét nghiệm thành công',
  testTypeUpdated: 'Cập nhật loại xét nghiệm thành công',
  componentNameRequired: 'Tên thành phần không được để trống',
  componentDescriptionRequired: 'Mô tả không được để trống',
  componentExists: 'Thành phần thuốc đã tồn tại',
  componentCreated: 'Thêm thành phần thành công!',
  componentUpdated: 'Cập nhật thành công!',
  testResultRequired: 'Thiếu thông tin kết quả xét nghiệm',
  regimenRequired: 'Thiếu thông tin phác đồ điều trị',
  startDateRequired: 'Vui lòng chọn ngày bắt đầu',
  endDateRequired: 'Vui lòng chọn ngày kết thúc',
  startInFuture: 'Ngày bắt đầu phải là ngày trong tương lai',
  endAfterStart: 'Ngày kết thúc phải sau ngày bắt đầu',
  treatmentExists: 'Kết quả xét nghiệm này đã có phác đồ điều trị',
  treatmentNeedsConfirmed: (statusVi: string) =>
    `Chỉ có thể kê phác đồ cho cuộc hẹn đã được chấp nhận (trạng thái hiện tại: ${statusVi})`,
  treatmentCreated: 'Tạo phác đồ điều trị thành công. Email thông báo đã được gửi tới bệnh nhân.',
  treatmentNotFound: 'Không tìm thấy thông tin phác đồ điều trị',
  treatmentMailQueued: 'Email thông báo phác đồ đã được gửi tới bệnh nhân',
  treatmentMailAlreadyQueued: 'Email thông báo phác đồ đã được gửi trước đó',
  /**
   * The mail after a prescription (the message rule of message-rule.ts): it shows on lock screens, so neither its
   * subject nor its text names the regimen, a drug, the doctor or the service; the patient reads them after login.
   */
  treatmentMailSubject: 'Bạn có thông tin mới - Phòng khám',
  treatmentMailText: (m: { patientName: string }) =>
    [
      `Xin chào ${m.patientName},`,
      '',
      'Hồ sơ của bạn tại phòng khám vừa được cập nhật sau lịch hẹn gần đây.',
      '',
      'Vui lòng đăng nhập vào trang web của phòng khám, mục "Lịch hẹn của tôi", để xem chi tiết.',
      '',
      'Phòng khám',
    ].join('\n'),
} as const;

// ---------------------------------------------------------------- items (what the server answers)

/**
 * What a test type measures, for the clinical rules: viral load, CD4 and creatinine results carry a number,
 * CrAg a result whose date matters; `other` is free text.
 */
export const TEST_TYPE_KINDS = ['viralLoad', 'cd4', 'creatinine', 'crag', 'other'] as const;
export type TestTypeKind = (typeof TEST_TYPE_KINDS)[number];
/** The kinds whose results are numbers (resultValue text is read as one). */
export const NUMERIC_TEST_KINDS = [
  'viralLoad',
  'cd4',
  'creatinine',
] as const satisfies readonly TestTypeKind[];
export type NumericTestKind = (typeof NUMERIC_TEST_KINDS)[number];
export const isNumericTestKind = (kind: TestTypeKind): kind is NumericTestKind =>
  (NUMERIC_TEST_KINDS as readonly TestTypeKind[]).includes(kind);

export const testTypeItem = z.object({
  testTypeId: z.number().int(),
  testTypeName: z.string(),
  unit: z.string(),
  normalRange: z.string(),
  isActive: z.boolean(),
  kind: z.enum(TEST_TYPE_KINDS),
});
export type TestTypeItem = z.infer<typeof testTypeItem>;

export const arvComponentItem = z.object({
  componentId: z.number().int(),
  componentName: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  /** The ARV ingredients with their strengths (a fixed-dose combination lists several). */
  ingredients: z.array(arvIngredientItem),
  fixedDoseCombination: z.boolean(),
});
export type ArvComponentItem = z.infer<typeof arvComponentItem>;

export const REGIMEN_FREQUENCIES = [1, 2] as const;
export const DEFAULT_REGIMEN_FREQUENCY = 2;
export const MAX_REGIMEN_COMPONENTS = 4;

export const arvRegimenItem = z.object({
  regimenId: z.number().int(),
  regimenName: z.string(),
  component1Id: z.number().int(),
  component2Id: z.number().int().nullable(),
  component3Id: z.number().int().nullable(),
  component4Id: z.number().int().nullable(),
  component1Name: z.string(),
  component2Name: z.string().nullable(),
  component3Name: z.string().nullable(),
  component4Name: z.string().nullable(),
  description: z.string(),
  suitableFor: z.string(),
  sideEffects: z.string(),
  usageInstructions: z.string(),
  frequency: z.number().int(),
  isCustomized: z.boolean(),
  isActive: z.boolean(),
});
export type ArvRegimenItem = z.infer<typeof arvRegimenItem>;

/**
 * One test result. For a doctor and an anonymous appointment the server sends patientName 'Ẩn danh' and null
 * for every field that could identify the patient (patientId, bloodType, specialNotes).
 */
export const testResultItem = z.object({
  testResultId: z.number().int(),
  appointmentId: z.number().int(),
  patientId: z.number().int().nullable(),
  doctorId: z.number().int(),
  testTypeId: z.number().int().nullable(),
  patientName: z.string(),
  doctorName: z.string(),
  testTypeName: z.string().nullable(),
  resultValue: z.string(),
  /** The number of a viral load, CD4 or creatinine result (null when below detection or another kind). */
  numericValue: z.number().nullable(),
  /** A viral load the assay did not detect ("Không phát hiện", "< 50"). */
  belowDetection: z.boolean(),
  /** What the test type measures (null without a test type). */
  testTypeKind: z.enum(TEST_TYPE_KINDS).nullable(),
  /** The band of a viral load or CD4 result under the clinic's thresholds (resultBand), else null. */
  band: z.enum(RESULT_BANDS).nullable(),
  /** Whether the lists highlight it (isOutOfRange). */
  outOfRange: z.boolean(),
  unit: z.string().nullable(),
  normalRange: z.string().nullable(),
  notes: z.string().nullable(),
  specialNotes: z.string().nullable(),
  appointmentDate: z.string(),
  appointmentTime: z.string(),
  bloodType: z.string().nullable(),
  isAnonymous: z.boolean(),
});
export type TestResultItem = z.infer<typeof testResultItem>;

/** One treatment in a list; the same anonymity rule as results (patientName 'Ẩn danh', specialNotes null). */
export const treatmentItem = z.object({
  treatmentId: z.number().int(),
  testResultId: z.number().int(),
  appointmentId: z.number().int(),
  regimenId: z.number().int(),
  regimenName: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  doctorName: z.string(),
  patientName: z.string(),
  component1Name: z.string().nullable(),
  component2Name: z.string().nullable(),
  component3Name: z.string().nullable(),
  component4Name: z.string().nullable(),
  usageInstructions: z.string(),
  sideEffects: z.string(),
  frequency: z.number().int(),
  notes: z.string().nullable(),
  specialNotes: z.string().nullable(),
  ...treatmentSafetyItem,
  // Supply from the latest dispense (the start or the latest refill): retention-api.ts.
  ...treatmentSupplyFields,
});
export type TreatmentItem = z.infer<typeof treatmentItem>;

/** Clients read either id or treatmentId from the creation answer: both are sent. */
export const treatmentCreated = z.object({
  id: z.number().int(),
  treatmentId: z.number().int(),
  appointmentId: z.number().int(),
});
export type TreatmentCreated = z.infer<typeof treatmentCreated>;

// ---------------------------------------------------------------- bodies (what the server accepts)

const isMissing = (input: unknown) => input === undefined || input === null;

/** An id that the form must fill; a missing or empty value gets the caller's message. */
function requiredId(message: string) {
  return z
    .preprocess((v) => (v === '' || v === 0 || v === '0' || v === null ? undefined : v), idField.optional())
    .refine((v) => v !== undefined, message)
    .transform((v) => v as number);
}

/** An optional id; forms send null, '' or 0 for "none", all read as null. */
const optionalId = z.preprocess(
  (v) => (v === '' || v === 0 || v === '0' || v === undefined ? null : v),
  idField.nullable(),
);

/** "true"/"false" in any case (GET /ARVRegimens/GetByIsCustomized/{bool}). */
export const isCustomizedParams = z.strictObject({
  isCustomized: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['true', 'false'], { error: clinicalMessages.isCustomized }))
    .transform((v) => v === 'true'),
});

const COMPONENT_KEYS = ['component1Id', 'component2Id', 'component3Id', 'component4Id'] as const;

/** The filled component ids of a regimen body, in order (component1Id first). */
export function regimenComponentIds(body: {
  component1Id: number;
  component2Id: number | null;
  component3Id: number | null;
  component4Id: number | null;
}): number[] {
  return COMPONENT_KEYS.map((k) => body[k]).filter((v): v is number => v !== null);
}

/**
 * A custom regimen: five texts required, one to four components filled in order without gaps or
 * repeats, frequency 1 or 2 (default 2). A fifth component has no field: it is an unknown key (400).
 */
export const regimenCreateBody = z
  .strictObject({
    regimenName: requiredText(clinicalMessages.regimenNameRequired, 200),
    component1Id: requiredId(clinicalMessages.componentRequired),
    component2Id: optionalId,
    component3Id: optionalId,
    component4Id: optionalId,
    description: requiredText(clinicalMessages.regimenDescriptionRequired, 2000),
    suitableFor: requiredText(clinicalMessages.regimenSuitableForRequired, 2000),
    sideEffects: requiredText(clinicalMessages.regimenSideEffectsRequired, 2000),
    usageInstructions: requiredText(clinicalMessages.regimenUsageRequired, 2000),
    frequency: z
      .union([z.literal(1), z.literal(2)], { error: clinicalMessages.frequency })
      .default(DEFAULT_REGIMEN_FREQUENCY),
    /** Honoured for Admin, Manager and Staff; a doctor's regimen is always customised. */
    isCustomized: z.boolean({ error: messages.common.mustBeBoolean }).optional(),
    isActive: z.boolean({ error: messages.common.mustBeBoolean }).optional(),
  })
  .superRefine((body, ctx) => {
    let gapBefore = false;
    const seen = new Set<number>();
    for (const key of COMPONENT_KEYS) {
      const id = body[key];
      if (id === null) {
        gapBefore = true;
        continue;
      }
      if (gapBefore) ctx.addIssue({ code: 'custom', path: [key], message: clinicalMessages.componentGap });
      if (seen.has(id))
        ctx.addIssue({ code: 'custom', path: [key], message: clinicalMessages.componentDuplicate });
      seen.add(id);
    }
  });
export type RegimenCreateBody = z.output<typeof regimenCreateBody>;

// ---------------------------------------------------------------- master data

/** The units a test type may have, in the order the form lists them. */
export const TEST_TYPE_UNITS = [
  'cells/mm³',
  'copies/mL',
  'mg/dL',
  'g/L',
  'IU/L',
  'IU/mL',
  '%',
  'mmHg',
  'S/C',
  'N/A',
  'µmol/L',
] as const;
export type TestTypeUnit = (typeof TEST_TYPE_UNITS)[number];
export const DEFAULT_TEST_TYPE_UNIT: TestTypeUnit = 'mg/dL';

const unitField = z.enum(TEST_TYPE_UNITS, {
  error: (iss) =>
    isMissing(iss.input) || iss.input === '' ? clinicalMessages.unitRequired : clinicalMessages.unitInvalid,
});

const isActiveField = z.boolean({ error: messages.common.mustBeBoolean });

/**
 * The create and update bodies of a master-data record. Create: the fields, and isActive, which the form sends
 * true and which means active when absent. Update: the whole object by its id; isActive false is the deletion
 * and absent keeps the stored flag.
 */
function masterDataBodies<const K extends string, F extends z.ZodRawShape>(idKey: K, fields: F) {
  return {
    create: z.strictObject({ ...fields, isActive: isActiveField.default(true) }),
    update: z.strictObject({
      ...({ [idKey]: idField } as Record<K, typeof idField>),
      ...fields,
      isActive: isActiveField.optional(),
    }),
  };
}

const testTypeBodies = masterDataBodies('testTypeId', {
  testTypeName: requiredText(clinicalMessages.testTypeNameRequired, 200),
  unit: unitField,
  normalRange: requiredText(clinicalMessages.normalRangeRequired, 200),
  /** Absent: `other` on create, the stored kind on update (clients of the original API never send it). */
  kind: z.enum(TEST_TYPE_KINDS, { error: clinicalMessages.testTypeKindInvalid }).optional(),
});
export const testTypeCreateBody = testTypeBodies.create;
export type TestTypeCreateBody = z.input<typeof testTypeCreateBody>;
export const testTypeUpdateBody = testTypeBodies.update;
export type TestTypeUpdateBody = z.input<typeof testTypeUpdateBody>;

/** Name and description are required and trimmed. */
const componentBodies = masterDataBodies('componentId', {
  componentName: requiredText(clinicalMessages.componentNameRequired, 100),
  description: requiredText(clinicalMessages.componentDescriptionRequired, 2000),
  ...componentIngredientFields,
});
export const arvComponentCreateBody = componentBodies.create;
export type ArvComponentCreateBody = z.input<typeof arvComponentCreateBody>;
export const arvComponentUpdateBody = componentBodies.update;
export type ArvComponentUpdateBody = z.input<typeof arvComponentUpdateBody>;

/**
 * The number in a viral load, CD4 or creatinine result written as text, as clients of the original API send it:
 * "12500", "12 500", "1.5" or "1,5"; for a viral load also "Không phát hiện", or "< 50" with a bound at or under
 * the detection limit, which mean below detection. A larger bound ("< 1000") says the load is under it, not that
 * it was not detected, so it is not read. null when the text is none of these.
 */
export function readNumericResult(
  kind: NumericTestKind,
  text: string,
  detectionLimit: number = DEFAULT_CLINICAL_THRESHOLDS.vlDetection,
): { numericValue: number | null; belowDetection: boolean } | null {
  const compact = text.trim().replace(/\s+/g, ' ');
  if (kind === 'viralLoad') {
    if (/^(không phát hiện( được)?|not detected|undetectable|tnd)$/i.test(compact))
      return { numericValue: null, belowDetection: true };
    const bound = /^<\s*(\d+(?:[.,]\d+)?)$/.exec(compact)?.[1];
    if (bound !== undefined) {
      return Number(bound.replace(',', '.')) <= detectionLimit
        ? { numericValue: null, belowDetection: true }
        : null;
    }
  }
  const digits = compact.replace(/ /g, '');
  if (!/^\d+([.,]\d+)?$/.test(digits)) return null;
  return { numericValue: Number(digits.replace(',', '.')), belowDetection: false };
}

/**
 * The number of a viral load, CD4 or creatinine result, for clients that send it besides the text; absent, the
 * server reads it from resultValue (readNumericResult).
 */
const numericResultFields = {
  numericValue: z
    .number({ error: clinicalMessages.numericValueInvalid })
    .finite(clinicalMessages.numericValueInvalid)
    .nonnegative(clinicalMessages.numericValueInvalid)
    .nullable()
    .optional(),
  belowDetection: z.boolean({ error: messages.common.mustBeBoolean }).optional(),
};

/**
 * POST /TestResult/Create. patientId and doctorId are what the screen received in navigation state: when sent
 * they must match the appointment, but the stored values always come from the appointment.
 */
export const testResultCreateBody = z.strictObject({
  appointmentId: requiredId(clinicalMessages.appointmentRequired),
  patientId: optionalId.optional(),
  doctorId: optionalId.optional(),
  testTypeId: optionalId.optional(),
  resultValue: requiredText(clinicalMessages.resultValueRequired, 200),
  ...numericResultFields,
  notes: optionalText(2000),
});
export type TestResultCreateBody = z.output<typeof testResultCreateBody>;

/**
 * PUT /TestResult/Update: the whole result as loaded; only resultValue and notes change.
 * appointmentId must be the result's own appointment; patientId, doctorId and testTypeId are checked against the
 * stored result when sent (null means "not shown", as for an anonymous patient) and never written. The names,
 * the test type's unit and range, the appointment's date and time and the patient's details that the GET joins
 * in are ignored.
 */
export const testResultUpdateBody = acceptReadOnly(
  z.strictObject({
    testResultId: requiredId(clinicalMessages.testResultRequired),
    appointmentId: requiredId(clinicalMessages.appointmentRequired),
    patientId: optionalId.optional(),
    doctorId: optionalId.optional(),
    testTypeId: optionalId.optional(),
    resultValue: requiredText(clinicalMessages.resultValueRequired, 200),
    ...numericResultFields,
    /** Absent keeps the stored notes; null or '' clears them. */
    notes: optionalText(2000).optional(),
  }),
  [
    'patientName',
    'doctorName',
    'testTypeName',
    'unit',
    'normalRange',
    'specialNotes',
    'appointmentDate',
    'appointmentTime',
    'bloodType',
    'testTypeKind',
    'band',
    'outOfRange',
    'isAnonymous',
  ],
);
export type TestResultUpdateBody = z.output<typeof testResultUpdateBody>;

/**
 * A treatment: the start is after today (clinic time), the end after the start. Returns the message per
 * field, empty when both dates are acceptable; `today` is yyyy-MM-dd in clinic time (clinicNow(tz).date).
 */
export function treatmentDateErrors(
  startDate: string,
  endDate: string,
  today: string,
): Partial<Record<'startDate' | 'endDate', string>> {
  const errors: Partial<Record<'startDate' | 'endDate', string>> = {};
  if (isIsoDate(startDate) && startDate <= today) errors.startDate = clinicalMessages.startInFuture;
  if (isIsoDate(startDate) && isIsoDate(endDate) && endDate <= startDate) {
    errors.endDate = clinicalMessages.endAfterStart;
  }
  return errors;
}

/** A yyyy-MM-dd date that the form must fill; missing or empty gets the caller's message. */
export function requiredDate(message: string) {
  return z
    .string({ error: (iss) => (isMissing(iss.input) ? message : messages.common.invalidDate) })
    .min(1, message)
    .refine(isIsoDate, messages.common.invalidDate);
}

/**
 * POST /Treatment/Create. "Today" moves, so the schema asks for it at each validation: the server passes
 * clinic time from its configuration, the web app the clinic's default zone.
 */
export function treatmentCreateBody(today: () => string) {
  return z
    .strictObject({
      testResultId: requiredId(clinicalMessages.testResultRequired),
      regimenId: requiredId(clinicalMessages.regimenRequired),
      startDate: requiredDate(clinicalMessages.startDateRequired),
      endDate: requiredDate(clinicalMessages.endDateRequired),
      notes: optionalText(2000),
      // Sent by screens that carry them in navigation state; ownership is derived from the result, so ignored.
      appointmentId: optionalId.optional(),
      patientId: optionalId.optional(),
      doctorId: optionalId.optional(),
      // The prescribing check (every WARN acknowledged, a reason for a BLOCK) and why the regimen changed.
      ...treatmentSafetyFields,
      // Days of pills dispensed on the start date; absent: the option nearest to the treatment's length.
      daysDispensed: daysDispensedField.optional(),
    })
    .superRefine((body, ctx) => {
      const errors = treatmentDateErrors(body.startDate, body.endDate, today());
      for (const [field, message] of Object.entries(errors)) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
      if (body.switchReason === 'other' && !body.switchReasonText)
        ctx.addIssue({
          code: 'custom',
          path: ['switchReasonText'],
          message: prescribingMessages.switchReasonTextRequired,
        });
    });
}
export type TreatmentCreateBody = z.output<ReturnType<typeof treatmentCreateBody>>;

export const treatmentEmailBody = z.strictObject({
  treatmentId: requiredId(clinicalMessages.treatmentNotFound),
});
