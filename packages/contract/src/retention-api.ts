import { z } from 'zod';
import { daysBetween } from './dates.js';
import { LONG_TEXT_MAX, optionalText, pageFields, requiredDate, requiredId } from './fields.js';
import {
  DAYS_DISPENSED_OPTIONS,
  type DaysDispensedOption,
  RETENTION_STATES,
  TRACING_OUTCOMES,
  TX_ML_OUTCOME_KEYS,
  type TxMlOutcomeKey,
} from './retention.js';

/**
 * The retention API's shapes: dispensing and refills, the tracing list and its outcomes, the programme
 * indicators and the patient's reminder preferences. The rules themselves are the pure functions of retention.ts.
 */

export const retentionApiMessages = {
  daysDispensedInvalid: `Số ngày cấp thuốc phải là một trong: ${DAYS_DISPENSED_OPTIONS.join(', ')}`,
  daysDispensedRequired: 'Vui lòng chọn số ngày cấp thuốc',
  treatmentRequired: 'Thiếu thông tin phác đồ điều trị',
  dispenseDateRequired: 'Vui lòng chọn ngày cấp thuốc',
  dispenseDateInFuture: 'Ngày cấp thuốc không được ở tương lai',
  dispenseBeforeStart: 'Ngày cấp thuốc không được trước ngày bắt đầu phác đồ',
  refillRecorded: 'Đã ghi nhận lần cấp thuốc',
  patientRequired: 'Thiếu thông tin bệnh nhân',
  patientNotFound: 'Không tìm thấy bệnh nhân',
  tracingDateRequired: 'Vui lòng chọn ngày liên lạc',
  tracingDateInFuture: 'Ngày liên lạc không được ở tương lai',
  outcomeInvalid: 'Kết quả liên lạc không hợp lệ',
  tracingOutcomeRecorded: 'Đã ghi nhận kết quả liên lạc',
  tracingLoaded: 'Danh sách bệnh nhân cần liên lạc',
  indicatorsLoaded: 'Chỉ số chương trình của kỳ báo cáo',
  reminderPreferenceInvalid: 'Tùy chọn nhắc lịch phải là true hoặc false',
} as const;

/** A treatment saved before dispensing was recorded: the option nearest to its length (ties take the shorter). */
export function defaultDaysDispensed(startDate: string, endDate: string): DaysDispensedOption {
  const days = daysBetween(startDate, endDate);
  return DAYS_DISPENSED_OPTIONS.reduce((best, option) =>
    Math.abs(option - days) < Math.abs(best - days) ? option : best,
  );
}

/** 30, 60, 90 or 180: a number (a form's select may send it as text). */
export const daysDispensedField = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.literal(DAYS_DISPENSED_OPTIONS, {
    error: (iss) =>
      iss.input === undefined || iss.input === null
        ? retentionApiMessages.daysDispensedRequired
        : retentionApiMessages.daysDispensedInvalid,
  }),
);

/** What a treatment read adds about its supply (the latest dispense: the treatment's start or its latest refill). */
export const treatmentSupplyFields = {
  daysDispensed: z.number().int(),
  runOutDate: z.string(),
  refillDueDate: z.string(),
};

/**
 * POST /Treatment/Refill, by the treatment's doctor. The server refuses a dispense date after clinic today or
 * before the treatment's start.
 */
export const refillCreateBody = z.strictObject({
  treatmentId: requiredId(retentionApiMessages.treatmentRequired),
  dispenseDate: requiredDate(retentionApiMessages.dispenseDateRequired),
  daysDispensed: daysDispensedField,
});
export type RefillCreateBody = z.output<typeof refillCreateBody>;

/** The answer of a refill: the treatment's new supply dates. */
export const refillCreated = z.object({
  refillId: z.number().int(),
  treatmentId: z.number().int(),
  runOutDate: z.string(),
  refillDueDate: z.string(),
});
export type RefillCreated = z.infer<typeof refillCreated>;

/** POST /Retention/TracingOutcome. The server refuses a date after clinic today. */
export const tracingOutcomeBody = z.strictObject({
  patientId: requiredId(retentionApiMessages.patientRequired),
  date: requiredDate(retentionApiMessages.tracingDateRequired),
  outcome: z.enum(TRACING_OUTCOMES, { error: retentionApiMessages.outcomeInvalid }),
  notes: optionalText(LONG_TEXT_MAX),
});
export type TracingOutcomeBody = z.output<typeof tracingOutcomeBody>;

export const tracingOutcomeCreated = z.object({
  tracingOutcomeId: z.number().int(),
  patientId: z.number().int(),
  date: z.string(),
  outcome: z.enum(TRACING_OUTCOMES),
});
export type TracingOutcomeCreated = z.infer<typeof tracingOutcomeCreated>;

/** GET /Retention/Tracing?page=&pageSize= (both optional; without them the whole list). */
export const tracingQuery = z.strictObject(pageFields);
export type TracingQuery = z.output<typeof tracingQuery>;

/** A late or interrupted patient to call: contact details and dates only, never results or regimens. */
export const tracingItem = z.object({
  patientId: z.number().int(),
  fullName: z.string(),
  phoneNumber: z.string(),
  state: z.enum(RETENTION_STATES.filter((s) => s !== 'onTime') as ['late', 'interrupted']),
  daysLate: z.number().int().min(1),
  runOutDate: z.string().nullable(),
  lastMissedAppointmentDate: z.string().nullable(),
  lastContactDate: z.string().nullable(),
  lastOutcome: z.object({ date: z.string(), outcome: z.enum(TRACING_OUTCOMES) }).nullable(),
});
export type TracingItem = z.infer<typeof tracingItem>;

export const tracingList = z.object({ items: z.array(tracingItem) });
export type TracingList = z.infer<typeof tracingList>;

const count = z.number().int().min(0);

/**
 * R10: how TX_CURR moved over the period: txCurrStart + txNew + txRtt + transfersIn − txMl = txCurrEnd − unexplained,
 * where `unexplained` (0 on data the product wrote, but for a patient who restarted and was lost again within one
 * period, whom TX_ML counts and TX_RTT cannot) says how far the identity misses.
 */
export const reconciliationItem = z.object({
  txCurrStart: count,
  txNew: count,
  txRtt: count,
  transfersIn: count,
  txMl: count,
  txCurrEnd: count,
  unexplained: z.number().int(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItem>;

/** GET /Statistics/Indicators: the programme indicators of one reporting period (retention.ts R4–R10). */
export const indicatorsItem = z.object({
  from: z.string(),
  to: z.string(),
  txCurr: count,
  txNew: count,
  /** R9: patients back on treatment after an interruption or a stop */
  txRtt: count,
  /** patients who came on treatment here having started ART elsewhere (or come back after a transfer out) */
  transfersIn: count,
  txMl: z.object({
    total: count,
    byOutcome: z.object(
      Object.fromEntries(TX_ML_OUTCOME_KEYS.map((k) => [k, count])) as Record<TxMlOutcomeKey, typeof count>,
    ),
  }),
  txPvls: z.object({ numerator: count, denominator: count }),
  reconciliation: reconciliationItem,
});
export type IndicatorsItem = z.infer<typeof indicatorsItem>;

/** The reminder e-mails a patient wants; each kind is on by default. */
export const reminderPreferenceFields = {
  remindAppointments: z.boolean(),
  remindRefills: z.boolean(),
  remindMissed: z.boolean(),
};

/** The same preferences as optional fields of the patient's profile update (absent: unchanged). */
export const reminderPreferenceUpdateFields = {
  remindAppointments: z.boolean({ error: retentionApiMessages.reminderPreferenceInvalid }).optional(),
  remindRefills: z.boolean({ error: retentionApiMessages.reminderPreferenceInvalid }).optional(),
  remindMissed: z.boolean({ error: retentionApiMessages.reminderPreferenceInvalid }).optional(),
};
