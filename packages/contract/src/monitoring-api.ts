import { z } from 'zod';
import { codesOf } from './codes.js';
import { addDays } from './dates.js';
import { idField, LONG_TEXT_MAX, optionalText, requiredDate, requiredId } from './fields.js';
import {
  CD4_BANDS,
  type Cd4Band,
  CLINICAL_FLAG_CODES,
  type ClinicalFlagCode,
  type ResultBand,
  VIRAL_LOAD_BANDS,
  type ViralLoadBand,
} from './monitoring.js';
import { CO_MEDICATION_CODES, inputNote, qualitativeResult, regimenFinding } from './prescribing.js';
import { weightItem } from './prescribing-api.js';
import { FINAL_OUTCOMES } from './retention.js';
import { treatmentItem } from './treatments.js';

/**
 * The monitoring API's shapes: the clinic's thresholds, a patient's clinical summary, EAC sessions and the
 * doctor's worklist. The rules that fill them are the pure functions of monitoring.ts.
 */

export const monitoringMessages = {
  thresholdRequired: 'Vui lòng nhập đủ mọi ngưỡng và khoảng thời gian, mỗi giá trị là một số nguyên dương',
  vlOrder: 'Ngưỡng tải lượng vi-rút phải tăng dần: phát hiện < K=K < không ức chế',
  cd4Order: 'Ngưỡng CD4 phải tăng dần: tiến triển < thấp < trung bình',
  settingsSaved: 'Đã lưu cấu hình lâm sàng',
  patientRequired: 'Thiếu thông tin bệnh nhân',
  sessionDateRequired: 'Vui lòng chọn ngày tư vấn',
  sessionInFuture: 'Ngày tư vấn không được ở tương lai',
  patientNotFound: 'Không tìm thấy bệnh nhân',
  eacRecorded: 'Đã ghi nhận buổi tư vấn tuân thủ',
  artStartRequired: 'Vui lòng chọn ngày bắt đầu điều trị ARV',
  artStartInFuture: 'Ngày bắt đầu điều trị ARV không được ở tương lai',
  artStartSaved: 'Đã lưu ngày bắt đầu điều trị ARV',
  minEacSessionsInvalid: 'Số buổi tư vấn tuân thủ tối thiểu phải là số nguyên từ 1 đến 3',
  breastfeedingInvalid: 'Vui lòng chọn bệnh nhân có đang cho con bú hay không',
  breastfeedingDateRequired: 'Vui lòng chọn ngày ghi nhận cho con bú',
  breastfeedingDateInFuture: 'Ngày ghi nhận cho con bú không được ở tương lai',
  breastfeedingSaved: 'Đã lưu tình trạng cho con bú',
  transferInDateRequired: 'Vui lòng chọn ngày chuyển đến',
  transferInDateInFuture: 'Ngày chuyển đến không được ở tương lai',
  transferInClinicRequired: 'Vui lòng nhập tên cơ sở điều trị trước đây',
  transferInSaved: 'Đã lưu thông tin chuyển đến',
} as const;

const positiveInt = z
  .number({ error: monitoringMessages.thresholdRequired })
  .int(monitoringMessages.thresholdRequired)
  .positive(monitoringMessages.thresholdRequired)
  .max(100_000_000, monitoringMessages.thresholdRequired);

/** PUT /Clinical/Settings and its GET: every threshold and interval, each a positive whole number. */
export const clinicalThresholdsBody = z
  .strictObject({
    vlDetection: positiveInt,
    vlKeK: positiveInt,
    vlUnsuppressed: positiveInt,
    cd4Advanced: positiveInt,
    cd4Low: positiveInt,
    cd4Moderate: positiveInt,
    overdueGraceDays: positiveInt.max(365, monitoringMessages.thresholdRequired),
    repeatMonths: positiveInt.max(24, monitoringMessages.thresholdRequired),
    /** Absent (a client written before it): the stored value, else 1. */
    minEacSessions: z
      .number({ error: monitoringMessages.minEacSessionsInvalid })
      .int(monitoringMessages.minEacSessionsInvalid)
      .min(1, monitoringMessages.minEacSessionsInvalid)
      .max(3, monitoringMessages.minEacSessionsInvalid)
      .optional(),
  })
  .superRefine((t, ctx) => {
    if (!(t.vlDetection < t.vlKeK && t.vlKeK < t.vlUnsuppressed))
      ctx.addIssue({ code: 'custom', path: ['vlKeK'], message: monitoringMessages.vlOrder });
    if (!(t.cd4Advanced < t.cd4Low && t.cd4Low < t.cd4Moderate))
      ctx.addIssue({ code: 'custom', path: ['cd4Low'], message: monitoringMessages.cd4Order });
  });
export type ClinicalThresholdsBody = z.output<typeof clinicalThresholdsBody>;

/** What a band means, for the doctor (label) and in plain words for the patient. */
export const VIRAL_LOAD_BAND_TEXTS: Record<ViralLoadBand, { label: string; patient: string }> = {
  notDetected: { label: 'Dưới ngưỡng phát hiện', patient: 'Không phát hiện được vi-rút trong máu.' },
  kEqualsK: { label: 'Ức chế (< 200)', patient: 'Tải lượng vi-rút rất thấp.' },
  lowLevel: {
    label: 'Vi-rút mức thấp',
    patient: 'Cần tư vấn tuân thủ điều trị và xét nghiệm lại sau 3 tháng.',
  },
  unsuppressed: { label: 'Không ức chế', patient: 'Cần gặp bác sĩ sớm để được tư vấn và xét nghiệm lại.' },
};
/**
 * The K=K sentence: told to the patient, inside the app only, when they are durably suppressed (VL6), whatever the
 * band of the latest result; it is no band.
 */
export const K_EQUALS_K_SENTENCE =
  'Bạn duy trì tải lượng vi-rút dưới 200 bản sao/mL: bạn không lây truyền HIV qua đường tình dục (K=K).';

/** Days before its due date within which a test is "Sắp đến hạn"; further away, only its date is shown. */
export const DUE_SOON_DAYS = 30;

/** An upcoming test close enough to book now (within `soonDays` of `today`, yyyy-MM-dd); a due or overdue one is. */
export function isDueSoon(
  item: { dueDate: string; status: 'upcoming' | 'due' | 'overdue' },
  today: string,
  soonDays: number = DUE_SOON_DAYS,
): boolean {
  return item.status !== 'upcoming' || item.dueDate <= addDays(today, soonDays);
}

export const CD4_BAND_TEXTS: Record<Cd4Band, string> = {
  advanced: 'Bệnh HIV tiến triển (CD4 dưới 200)',
  low: 'CD4 thấp (200-349)',
  moderate: 'CD4 trung bình (350-499)',
  normal: 'CD4 bình thường (từ 500)',
};

const viralLoadTexts = (which: 'label' | 'patient') =>
  Object.fromEntries(VIRAL_LOAD_BANDS.map((band) => [band, VIRAL_LOAD_BAND_TEXTS[band][which]])) as Record<
    ViralLoadBand,
    string
  >;

/** A listed result's band, in the words the doctor reads (a CD4 band's text says its range). */
export const RESULT_BAND_LABELS: Record<ResultBand, string> = {
  ...viralLoadTexts('label'),
  ...CD4_BAND_TEXTS,
};

/** What a band means for the patient reading one result (the K=K sentence is the monitoring page's). */
export const RESULT_BAND_EXPLANATIONS: Record<ResultBand, string> = {
  ...viralLoadTexts('patient'),
  ...CD4_BAND_TEXTS,
};

export const CLINICAL_FLAG_TEXTS: Record<ClinicalFlagCode, string> = {
  cragPositive: 'CrAg dương tính',
  eacNotDone: 'Chưa tư vấn tuân thủ (EAC)',
  highViralLoad: 'Tải lượng vi-rút cao: đang theo dõi tư vấn tuân thủ và xét nghiệm lại',
  suspectedFailure: 'Nghi ngờ thất bại điều trị',
  switchToDtg: 'Cân nhắc chuyển sang phác đồ có DTG',
  advancedDisease: 'Bệnh HIV tiến triển',
  cotrimoxazole: 'Nên dự phòng co-trimoxazole',
  viralLoadOverdue: 'Quá hạn xét nghiệm tải lượng vi-rút',
};

/** What the doctor should do about a flag, shown under it on the summary (clinical rules VL4, VL7, C4). */
export const CLINICAL_FLAG_ADVICE: Partial<Record<ClinicalFlagCode, string>> = {
  cragPositive:
    'Loại trừ viêm màng não do Cryptococcus (chọc dò tủy sống); điều trị dự phòng sớm bằng fluconazole; nếu có viêm màng não, hoãn điều trị ARV 4-6 tuần.',
  eacNotDone:
    'Hai kết quả tải lượng vi-rút trên 1000 bản sao/mL: ghi nhận buổi tư vấn tăng cường tuân thủ (EAC) giữa hai lần xét nghiệm trước khi xem xét thất bại điều trị.',
  suspectedFailure:
    'Đã tư vấn tuân thủ mà tải lượng vi-rút vẫn trên 1000 bản sao/mL: xem xét chuyển phác đồ bậc 2.',
  switchToDtg:
    'Bệnh nhân dùng EFV hoặc NVP có tải lượng vi-rút trên 1000 bản sao/mL: cân nhắc chuyển sang phác đồ có DTG theo khuyến cáo WHO 2021.',
};

export const WORKLIST_TEXTS = {
  cragPositive: 'CrAg dương tính: loại trừ viêm màng não, dự phòng fluconazole',
  resultUnreadable: 'Kết quả xét nghiệm không đọc được số: sửa lại kết quả',
  suspectedFailure: 'Nghi ngờ thất bại điều trị: xem xét đổi phác đồ',
  eacNotDone: 'Tải lượng vi-rút cao hai lần chưa tư vấn tuân thủ (EAC): ghi nhận buổi tư vấn',
  eacDue: 'Tải lượng vi-rút cao chưa được tư vấn tuân thủ (EAC): ghi nhận buổi tư vấn',
  regimenAlert: 'Đơn thuốc đang dùng có cảnh báo an toàn chưa được xác nhận: xem lại phác đồ',
  switchToDtg: 'Tải lượng vi-rút cao khi dùng EFV hoặc NVP: cân nhắc chuyển sang phác đồ có DTG',
  viralLoadOverdue: 'Quá hạn xét nghiệm tải lượng vi-rút',
  specimenPending: 'Mẫu xét nghiệm đã lấy lâu chưa có kết quả: liên hệ phòng xét nghiệm',
  repeatViralLoadDue: 'Đến hạn xét nghiệm lại tải lượng vi-rút',
  viralLoadDue: 'Đến hạn xét nghiệm tải lượng vi-rút',
  cragDue: 'Đến hạn sàng lọc CrAg',
  advancedDisease: 'Bệnh HIV tiến triển',
};
export const WORKLIST_CODES = codesOf(WORKLIST_TEXTS);
export type WorklistCode = (typeof WORKLIST_CODES)[number];

const dueItem = z.object({
  test: z.enum(['viralLoad', 'cd4', 'crag']),
  dueDate: z.string(),
  overdueAfter: z.string(),
  status: z.enum(['upcoming', 'due', 'overdue']),
  rule: z.enum(['VL1', 'VL2', 'VL5', 'C1', 'C2']),
});
const flagItem = z.object({
  code: z.enum(CLINICAL_FLAG_CODES),
  since: z.string(),
});
export const clinicalPlanItem = z.object({
  due: z.array(dueItem),
  flags: z.array(flagItem),
  episode: z
    .object({
      openedOn: z.string(),
      eacSessions: z.number().int(),
      repeatDueDate: z.string(),
      status: z.enum(['open', 'closed']),
    })
    .nullable(),
  /** VL6: durably suppressed (K=K); absent only from answers of versions before it. */
  durablySuppressed: z.boolean().optional(),
});

export const eacSessionItem = z.object({
  eacSessionId: z.number().int(),
  sessionDate: z.string(),
  notes: z.string().nullable(),
  doctorName: z.string(),
});
export type EacSessionItem = z.infer<typeof eacSessionItem>;

/** A treatment as the summary lists it: its regimen, its period, and why it switched or overrode a finding. */
export const regimenCourseItem = treatmentItem.pick({
  treatmentId: true,
  regimenId: true,
  regimenName: true,
  startDate: true,
  endDate: true,
  switchReason: true,
  switchReasonText: true,
  overrideReason: true,
});

/** GET /Clinical/Summary/{patientId}. */
/** The clinic's band limits, so that charts shade the same bands the server computed. */
export const bandLimitsItem = z.object({
  vlDetection: z.number(),
  vlKeK: z.number(),
  vlUnsuppressed: z.number(),
  cd4Advanced: z.number(),
  cd4Low: z.number(),
  cd4Moderate: z.number(),
});
export type BandLimits = z.infer<typeof bandLimitsItem>;

export const clinicalSummaryItem = z.object({
  patientId: z.number().int(),
  fullName: z.string(),
  artStartDate: z.string().nullable(),
  isPregnant: z.boolean(),
  /** The treatment whose dates hold today, else the latest one started. */
  currentRegimen: regimenCourseItem.nullable(),
  regimens: z.array(regimenCourseItem),
  viralLoads: z.array(
    z.object({
      testResultId: z.number().int(),
      date: z.string(),
      value: z.number().nullable(),
      belowDetection: z.boolean(),
      band: z.enum(VIRAL_LOAD_BANDS),
    }),
  ),
  cd4: z.array(
    z.object({
      testResultId: z.number().int(),
      date: z.string(),
      value: z.number(),
      band: z.enum(CD4_BANDS),
    }),
  ),
  eacSessions: z.array(eacSessionItem),
  plan: clinicalPlanItem,
  bandLimits: bandLimitsItem,
  /** Co-medications the prescribing checks know (CO_MEDICATION_CODES). */
  coMedications: z.array(z.enum(CO_MEDICATION_CODES)),
  /** Dated weights, oldest first (the last is the latest). */
  weights: z.array(weightItem),
  /**
   * The latest creatinine result in its test type's unit (a doctor never gets those of anonymous appointments);
   * `unit` is absent only from answers of versions before it.
   */
  latestCreatinine: z.object({ date: z.string(), value: z.number(), unit: z.string().optional() }).nullable(),
  /**
   * Cockcroft-Gault, mL/min, as the prescribing check reads the patient: age today, latest weight and creatinine,
   * gender; null when one is unknown, stale or implausible, or under 18 (inputNotes says which).
   */
  creatinineClearance: z.number().nullable(),
  /** Inputs the patient has that the check does not use, and why (stale, implausible, under 18). */
  inputNotes: z.array(inputNote).optional(),
  /** The latest HBsAg result; null when none is recorded. */
  hbsag: z.object({ date: z.string(), value: qualitativeResult }).nullable().optional(),
  /** The latest haemoglobin in g/dL; null when none is recorded. */
  hemoglobin: z.object({ date: z.string(), gPerDl: z.number() }).nullable().optional(),
  /** ARV ingredients the patient is recorded as hypersensitive to. */
  hypersensitivities: z.array(z.string()).optional(),
  hlaB5701: qualitativeResult.nullable().optional(),
  /** VL6: durably suppressed, the only case in which the patient is told K=K (as plan.durablySuppressed). */
  durablySuppressed: z.boolean().optional(),
  /** VL5: breastfeeding, set by the patient's doctor, with the day it was recorded. */
  isBreastfeeding: z.boolean().optional(),
  breastfeedingRecordedOn: z.string().nullable().optional(),
  /** ART started at another clinic: the day the patient transferred in and that clinic's name (R7). */
  transferIn: z.object({ date: z.string(), fromClinic: z.string() }).nullable().optional(),
  /** The final outcome in effect (died, transferred out, stopped), recorded from here or the tracing screen. */
  finalOutcome: z
    .object({ date: z.string(), outcome: z.enum(FINAL_OUTCOMES) })
    .nullable()
    .optional(),
  /** When the latest ARV supply runs out (R1); null without a dispense. */
  arvRunOutDate: z.string().nullable().optional(),
  /**
   * The prescribing check run again today on the current regimen: its BLOCK and WARN findings (a clearance that
   * fell on TDF, a new co-medication), for the doctor to read at the top of the summary. Absent for the patient.
   */
  regimenAlerts: z.array(regimenFinding).optional(),
  /**
   * The doctor who saw the patient last (the latest Completed appointment or one with a result or a collected
   * specimen; for the doctor's answer, never an anonymous one): booking offers them first.
   */
  careDoctor: z.object({ doctorId: z.number().int(), doctorName: z.string() }).nullable().optional(),
  /** The clinic's ART number. */
  artNumber: z.string().nullable().optional(),
  /** The national ID (CCCD), which the treating doctor may correct (PUT /Clinical/Identifiers). */
  nationalId: z.string().nullable().optional(),
  /** The health-insurance card and whether its expiry needs a word (lab-identifiers.ts insuranceState). */
  insurance: z
    .object({
      number: z.string().nullable(),
      expiry: z.string().nullable(),
      state: z.enum(['expired', 'expiringSoon']).nullable(),
    })
    .nullable()
    .optional(),
});
export type ClinicalSummaryItem = z.infer<typeof clinicalSummaryItem>;

/** POST /Clinical/EacSession. */
export const eacSessionCreateBody = z.strictObject({
  patientId: requiredId(monitoringMessages.patientRequired),
  sessionDate: requiredDate(monitoringMessages.sessionDateRequired),
  notes: optionalText(LONG_TEXT_MAX),
});
export type EacSessionCreateBody = z.output<typeof eacSessionCreateBody>;

/** PUT /Clinical/ArtStartDate: the patient's doctor records when ART started (the first treatment's start until then). */
export const artStartDateBody = z.strictObject({
  patientId: requiredId(monitoringMessages.patientRequired),
  artStartDate: requiredDate(monitoringMessages.artStartRequired),
});
export type ArtStartDateBody = z.output<typeof artStartDateBody>;

/** PUT /Clinical/Breastfeeding: the patient's doctor records breastfeeding (VL5) and the day it was recorded. */
export const breastfeedingBody = z
  .strictObject({
    patientId: requiredId(monitoringMessages.patientRequired),
    isBreastfeeding: z.boolean({ error: monitoringMessages.breastfeedingInvalid }),
    /** Required when breastfeeding; ignored otherwise. */
    recordedOn: requiredDate(monitoringMessages.breastfeedingDateRequired).nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.isBreastfeeding && !b.recordedOn)
      ctx.addIssue({
        code: 'custom',
        path: ['recordedOn'],
        message: monitoringMessages.breastfeedingDateRequired,
      });
  });
export type BreastfeedingBody = z.output<typeof breastfeedingBody>;

/**
 * PUT /Clinical/TransferIn: the patient's doctor records that the patient started ART at another clinic and
 * transferred in on `date` (so they are a transfer in, not TX_NEW); `date: null` removes the record.
 */
export const transferInBody = z
  .strictObject({
    patientId: requiredId(monitoringMessages.patientRequired),
    date: requiredDate(monitoringMessages.transferInDateRequired).nullable(),
    fromClinic: optionalText(200),
  })
  .superRefine((b, ctx) => {
    if (b.date !== null && !b.fromClinic)
      ctx.addIssue({
        code: 'custom',
        path: ['fromClinic'],
        message: monitoringMessages.transferInClinicRequired,
      });
  });
export type TransferInBody = z.output<typeof transferInBody>;

/** GET /Clinical/Worklist: the doctor's patients that need action, most urgent first. */
export const worklistItem = z.object({
  items: z.array(
    z.object({
      patientId: z.number().int(),
      fullName: z.string(),
      code: z.enum(WORKLIST_CODES),
      dueDate: z.string().nullable(),
      since: z.string().nullable(),
    }),
  ),
});
export type WorklistItem = z.infer<typeof worklistItem>;

export const patientIdParams = z.strictObject({ patientId: idField });
