import { z } from 'zod';
import { withDatesInOrder } from './appointments.js';
import { idField, isoDateField, pageFields } from './fields.js';
import { messages } from './messages.js';
import { ROLES } from './roles.js';

/**
 * The access log of health and identity data (apps/server/src/audit/): who did what to which patient's record,
 * and whether it was allowed. Every read and write of such data writes one event; so does a refused call.
 */
export const AUDIT_ACTIONS = ['read', 'create', 'update', 'delete', 'export'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_CATEGORIES = [
  'profile',
  'appointment',
  'result',
  'treatment',
  'clinicalSummary',
  'tracing',
] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

export const AUDIT_OUTCOMES = ['allowed', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** What an endpoint declares when it touches a patient's record (packages/contract/src/endpoints/define.ts). */
export interface AuditDeclaration {
  category: AuditCategory;
  action: AuditAction;
  /** What the path's `:id` names: the record (the default) or the patient (GetByPatientId/:id). */
  pathId?: 'record' | 'patient';
}

/** One event as every API answer shows it. `actorName` is a doctor's name; other roles are shown by role. */
export const auditEventItem = z.object({
  eventId: z.number().int(),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actorRole: z.enum(ROLES).nullable(),
  actorName: z.string().nullable(),
  patientId: z.number().int().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  category: z.enum(AUDIT_CATEGORIES),
  recordId: z.number().int().nullable(),
  outcome: z.enum(AUDIT_OUTCOMES),
});
export type AuditEvent = z.infer<typeof auditEventItem>;

/** Paging and a range of days (yyyy-MM-dd), as both reads of the log take them. */
const datedPageFields = { ...pageFields, from: isoDateField.optional(), to: isoDateField.optional() };

/**
 * GET /Audit/MyRecordAccess: the caller's own record, newest first, optionally within dates (yyyy-MM-dd) and
 * without the caller's own accesses.
 */
export const myRecordAccessQuery = withDatesInOrder(
  z.strictObject({
    ...datedPageFields,
    /** true: only the accesses of others, without the patient's own. */
    others: z
      .enum(['true', 'false'], { error: messages.common.mustBeBoolean })
      .transform((v) => v === 'true')
      .optional(),
  }),
);
export type MyRecordAccessQuery = z.input<typeof myRecordAccessQuery>;
export type MyRecordAccessFilter = z.output<typeof myRecordAccessQuery>;

/** GET /Audit/Events and its CSV export: every event, by dates, by the acting account, by the patient. */
export const auditEventsQuery = withDatesInOrder(
  z.strictObject({
    ...datedPageFields,
    userId: idField.optional(),
    patientId: idField.optional(),
  }),
);
export type AuditEventsQuery = z.infer<typeof auditEventsQuery>;

/** One alert: an account that read the records of many different patients within a short window. */
export const auditAlertItem = z.object({
  alertId: z.number().int(),
  raisedAt: z.string(),
  actorUserId: z.number().int(),
  actorRole: z.enum(ROLES).nullable(),
  actorName: z.string().nullable(),
  patientCount: z.number().int(),
  windowMinutes: z.number().int(),
});
export type AuditAlert = z.infer<typeof auditAlertItem>;

/** The columns of the CSV export, in order: the event's fields, then where the call came from. */
export const AUDIT_CSV_COLUMNS = [
  'eventId',
  'at',
  'actorUserId',
  'actorRole',
  'actorName',
  'patientId',
  'action',
  'category',
  'recordId',
  'outcome',
  'clientAddress',
  'requestId',
] as const;

/**
 * The alert's defaults (configurable: AUDIT_ALERT_PATIENTS, AUDIT_ALERT_WINDOW_MINUTES): one account reading the
 * records of this many different patients within this many minutes.
 */
export const AUDIT_ALERT_DEFAULTS = { patients: 50, windowMinutes: 5 } as const;

/** The alert mail to administrators: who and how many, never a patient, a diagnosis or a result. */
export const auditMessages = {
  alertSubject: 'Cảnh báo bảo mật: truy cập hồ sơ bất thường - Phòng khám',
  alertText: (account: string, role: string, patients: number, minutes: number, at: string) =>
    `Xin chào,\n\nTài khoản ${account} (${role}) đã mở hồ sơ của ${patients} người khác nhau trong ${minutes} phút, ` +
    `lúc ${at}.\n\nVui lòng đăng nhập và kiểm tra Nhật ký truy cập. Nếu đây là truy cập trái phép, hãy khóa tài ` +
    `khoản và xử lý theo quy trình sự cố dữ liệu (thông báo trong vòng 72 giờ).\n\nPhòng khám`,
  exportDone: 'Đã xuất nhật ký truy cập',
} as const;
