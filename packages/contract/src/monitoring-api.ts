import { z } from 'zod';
import { requiredId } from './admin.js';
import { requiredDate } from './clinical.js';
import { idField, optionalText } from './fields.js';

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
  })
  .superRefine((t, ctx) => {
    if (!(t.vlDetection < t.vlKeK && t.vlKeK < t.vlUnsuppressed))
      ctx.addIssue({ code: 'custom', path: ['vlKeK'], message: monitoringMessages.vlOrder });
    if (!(t.cd4Advanced < t.cd4Low && t.cd4Low < t.cd4Moderate))
      ctx.addIssue({ code: 'custom', path: ['cd4Low'], message: monitoringMessages.cd4Order });
  });
export type ClinicalThresholdsBody = z.output<typeof clinicalThresholdsBody>;

export const VIRAL_LOAD_BANDS = ['notDetected', 'kEqualsK', 'lowLevel', 'unsuppressed'] as const;
export const CD4_BANDS = ['advanced', 'low', 'moderate', 'normal'] as const;

const dueItem = z.object({
  test: z.enum(['viralLoad', 'cd4', 'crag']),
  dueDate: z.string(),
  overdueAfter: z.string(),
  status: z.enum(['upcoming', 'due', 'overdue']),
  rule: z.enum(['VL1', 'VL2', 'VL5', 'C1', 'C2']),
});
const flagItem = z.object({
  code: z.enum(['highViralLoad', 'suspectedFailure', 'advancedDisease', 'cotrimoxazole', 'viralLoadOverdue']),
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
});

export const eacSessionItem = z.object({
  eacSessionId: z.number().int(),
  sessionDate: z.string(),
  notes: z.string().nullable(),
  doctorName: z.string(),
});
export type EacSessionItem = z.infer<typeof eacSessionItem>;

export const regimenCourseItem = z.object({
  treatmentId: z.number().int(),
  regimenId: z.number().int(),
  regimenName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});

/** GET /Clinical/Summary/{patientId}. */
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
});
export type ClinicalSummaryItem = z.infer<typeof clinicalSummaryItem>;

/** POST /Clinical/EacSession. */
export const eacSessionCreateBody = z.strictObject({
  patientId: requiredId(monitoringMessages.patientRequired),
  sessionDate: requiredDate(monitoringMessages.sessionDateRequired),
  notes: optionalText(2000),
});
export type EacSessionCreateBody = z.output<typeof eacSessionCreateBody>;

export const WORKLIST_CODES = [
  'suspectedFailure',
  'viralLoadOverdue',
  'repeatViralLoadDue',
  'viralLoadDue',
  'cragDue',
  'advancedDisease',
] as const;
export type WorklistCode = (typeof WORKLIST_CODES)[number];

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
