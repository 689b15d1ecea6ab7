import { z } from 'zod';
import { withDatesInOrder } from './appointments.js';
import { codesOf } from './codes.js';
import { csvRecord } from './csv.js';
import { idField, isoDateField, pageFields, searchField } from './fields.js';
import { messages } from './messages.js';
import { ROLES, type Role } from './roles.js';

/**
 * The access log of health and identity data (apps/server/src/audit/): who did what to which patient's record,
 * and whether it was allowed. Every read and write of such data writes one event; so does a refused call.
 */

/*
 * The words of the log, here rather than in the screens: the admin's screen and the CSV export must say the same
 * thing for the same event. The codes of the log (AUDIT_ACTIONS, …) are the keys of its words.
 */

/** What was done, as the log shows it. */
export const AUDIT_ACTION_VI = {
  read: 'Xem',
  create: 'Tạo',
  update: 'Cập nhật',
  delete: 'Xóa',
  export: 'Xuất dữ liệu',
};

/** Which part of the record, as the log shows it. */
export const AUDIT_CATEGORY_VI = {
  profile: 'Hồ sơ cá nhân',
  appointment: 'Lịch hẹn',
  result: 'Kết quả xét nghiệm',
  treatment: 'Điều trị ARV',
  clinicalSummary: 'Tóm tắt lâm sàng',
  tracing: 'Theo dõi điều trị',
  caseReport: 'Hồ sơ trong báo cáo cho cơ quan y tế',
};

export const AUDIT_OUTCOME_VI = {
  allowed: 'Được phép',
  refused: 'Bị từ chối',
};

/** The acting account's role, as the log shows it (capitalised: it stands alone in a cell). */
export const AUDIT_ROLE_VI: Record<Role, string> = {
  Admin: 'Quản trị viên',
  Doctor: 'Bác sĩ',
  Patient: 'Bệnh nhân',
  Staff: 'Nhân viên',
  Manager: 'Quản lý',
};

export const AUDIT_ACTIONS = codesOf(AUDIT_ACTION_VI);
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_CATEGORIES = codesOf(AUDIT_CATEGORY_VI);
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];
export const AUDIT_OUTCOMES = codesOf(AUDIT_OUTCOME_VI);
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** What an endpoint declares when it touches a patient's record (packages/contract/src/endpoints/define.ts). */
export interface AuditDeclaration {
  category: AuditCategory;
  action: AuditAction;
  /** What the path's `:id` names: the record (the default) or the patient (GetByPatientId/:id). */
  pathId?: 'record' | 'patient';
}

/**
 * One event as every API answer shows it. To a patient (MyRecordAccess) `actorName` is a doctor's name and other
 * roles are shown by role; to an administrator it is the full name of every account.
 */
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

/**
 * One event of the administrator's log: the event, and the name of the patient it concerns (null when it concerns
 * none). Administrators may know who a patient is; the log never carries a result.
 */
export const auditLogItem = auditEventItem.extend({ patientName: z.string().nullable() });
export type AuditLogEvent = z.infer<typeof auditLogItem>;

/** Why a query of the admin's log is refused, beyond the checks every list shares. */
const auditQueryMessages = {
  invalidPreset: 'Khoảng thời gian phải là 24h hoặc 7d',
  presetWithDates: 'Chọn "24 giờ qua"/"7 ngày qua" hoặc nhập ngày, không dùng cả hai',
} as const;

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

/**
 * The rolling windows the log offers besides dates: the last 24 hours and the last 7 days, up to the moment of the
 * call. Hours rather than clinic days: "who opened this record since yesterday at this time" is the question.
 */
export const AUDIT_PRESETS = ['24h', '7d'] as const;
export type AuditPreset = (typeof AUDIT_PRESETS)[number];
export const AUDIT_PRESET_HOURS: Record<AuditPreset, number> = { '24h': 24, '7d': 7 * 24 };

/**
 * GET /Audit/Events and its CSV export: every event, by dates or a preset window (not both: which one would
 * win is not obvious), by the acting account, by the patient's id, by `patient` (a name, matched in part
 * without regard to case or accents, or an id: digits only).
 */
export const auditEventsQuery = withDatesInOrder(
  z.strictObject({
    ...datedPageFields,
    userId: idField.optional(),
    patientId: idField.optional(),
    patient: searchField.optional(),
    preset: z.enum(AUDIT_PRESETS, { error: auditQueryMessages.invalidPreset }).optional(),
  }),
).refine((q) => q.preset === undefined || (q.from === undefined && q.to === undefined), {
  path: ['preset'],
  message: auditQueryMessages.presetWithDates,
});
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

/**
 * The CSV export's columns, in order (the event's fields, then where the call came from), each with its header in
 * Vietnamese as the screen heads its columns: the file goes to people, not programs. The time is the clinic's local
 * time, as the header says.
 */
export const AUDIT_CSV_HEADERS = {
  eventId: 'Mã sự kiện',
  at: 'Thời gian (giờ phòng khám)',
  actorUserId: 'Mã tài khoản',
  actorRole: 'Vai trò',
  actorName: 'Người thực hiện',
  patientId: 'Mã bệnh nhân',
  patientName: 'Tên bệnh nhân',
  action: 'Thao tác',
  category: 'Nội dung',
  recordId: 'Mã bản ghi',
  outcome: 'Kết quả',
  clientAddress: 'Địa chỉ IP',
  requestId: 'Mã yêu cầu',
} satisfies Record<string, string>;
export type AuditCsvColumn = keyof typeof AUDIT_CSV_HEADERS;
/** The columns in the order the headers are written in, which an object's string keys keep. */
export const AUDIT_CSV_COLUMNS = Object.keys(AUDIT_CSV_HEADERS) as readonly AuditCsvColumn[];

/** One event of the CSV export: the log's event, its time as read at the clinic, and where the call came from. */
export interface AuditCsvEvent extends Omit<AuditLogEvent, 'at'> {
  /** dd/MM/yyyy HH:mm:ss in the clinic's time zone. */
  localAt: string;
  clientAddress: string | null;
  requestId: string | null;
}

/** Each column's cell: the words the admin's screen uses for roles, actions, parts and outcomes. */
const AUDIT_CSV_CELLS: Record<AuditCsvColumn, (e: AuditCsvEvent) => string | number | null> = {
  eventId: (e) => e.eventId,
  at: (e) => e.localAt,
  actorUserId: (e) => e.actorUserId,
  actorRole: (e) => (e.actorRole === null ? null : AUDIT_ROLE_VI[e.actorRole]),
  actorName: (e) => e.actorName,
  patientId: (e) => e.patientId,
  patientName: (e) => e.patientName,
  action: (e) => AUDIT_ACTION_VI[e.action],
  category: (e) => AUDIT_CATEGORY_VI[e.category],
  recordId: (e) => e.recordId,
  outcome: (e) => AUDIT_OUTCOME_VI[e.outcome],
  clientAddress: (e) => e.clientAddress,
  requestId: (e) => e.requestId,
};

/** The export: a header line in Vietnamese, then one line per event, CRLF-separated (RFC 4180). */
export function auditCsv(rows: readonly AuditCsvEvent[]): string {
  return [
    AUDIT_CSV_COLUMNS.map((c) => AUDIT_CSV_HEADERS[c]),
    ...rows.map((row) => AUDIT_CSV_COLUMNS.map((c) => AUDIT_CSV_CELLS[c](row))),
  ]
    .map(csvRecord)
    .join('');
}

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
