import {
  AUDIT_ACTION_VI,
  AUDIT_CATEGORY_VI,
  AUDIT_OUTCOME_VI,
  AUDIT_ROLE_VI,
  type AuditAction,
  type AuditCategory,
  type AuditOutcome,
  type AuditPreset,
  type Role,
} from '@clinic/contract';

/** Texts of the access log: the patient's "who opened my record", the admin's log and its alerts. */
export const auditMessages = {
  // The patient's page (/patient/record-access).
  recordAccessTitle: 'Ai đã xem hồ sơ của tôi',
  recordAccessIntro:
    'Mỗi lần hồ sơ của bạn được xem hoặc thay đổi đều được ghi lại, mới nhất trước. ' +
    'Nếu thấy một lần truy cập bất thường, hãy báo cho phòng khám.',
  recordAccessCaption: 'Các lần truy cập hồ sơ của bạn, mới nhất trước',
  recordAccessEmpty: 'Chưa có lần truy cập nào được ghi lại.',
  recordAccessNoMatch: 'Không có lần truy cập nào trong khoảng ngày đã chọn.',
  recordAccessLoadFailed: 'Không thể tải lịch sử truy cập hồ sơ',
  recordAccessPagination: 'Phân trang lịch sử truy cập hồ sơ',
  includeOwn: 'Hiện cả các lần bạn tự xem',
  recordAccessNoOthers: 'Chưa có ai khác truy cập hồ sơ của bạn.',

  // The admin's page (/admin/audit).
  logTitle: 'Nhật ký truy cập',
  logIntro:
    'Mọi lần xem, tạo, sửa, xóa hoặc xuất dữ liệu hồ sơ bệnh nhân, kể cả các lần bị từ chối. ' +
    'Mỗi lần xem hoặc xuất nhật ký này cũng được ghi lại.',
  logCaption: 'Nhật ký truy cập hồ sơ bệnh nhân, mới nhất trước',
  logEmpty: 'Nhật ký chưa có sự kiện nào.',
  logNoMatch: 'Không có sự kiện nào khớp với bộ lọc.',
  logLoadFailed: 'Không thể tải nhật ký truy cập',
  logPagination: 'Phân trang nhật ký truy cập',
  filters: 'Bộ lọc nhật ký',
  userId: 'Mã tài khoản',
  patientSearch: 'Tên hoặc mã bệnh nhân',
  patientSearchHint: 'Không cần gõ dấu, ví dụ "nguyen van" hoặc 12',
  period: 'Khoảng thời gian',
  presets: { '24h': '24 giờ qua', '7d': '7 ngày qua' } satisfies Record<AuditPreset, string>,
  exportCsv: 'Xuất CSV',
  exportFailed: 'Không thể xuất nhật ký truy cập',
  exported: 'Đã tải xuống tệp nhật ký truy cập',
  csvFileName: 'nhat-ky-truy-cap.csv',

  // Both pages.
  from: 'Từ ngày',
  to: 'Đến ngày',
  rangeReversed: '"Từ ngày" không được sau "Đến ngày"',
  count: (total: number) => `${total} lần truy cập`,
  colWhen: 'Thời gian',
  colWho: 'Người truy cập',
  colActor: 'Người thực hiện',
  colPatient: 'Bệnh nhân',
  colPatientId: 'Mã bệnh nhân',
  colWhat: 'Nội dung',
  colAction: 'Thao tác',
  colOutcome: 'Kết quả',
  you: 'Bạn',
  doctor: (name: string) => `BS. ${name}`,
  unknownActor: 'Không xác định',
  accountId: (id: number) => `Tài khoản #${id}`,
  roleAndAccount: (role: string, id: number) => `${role} · Tài khoản #${id}`,
  nameAndRole: (name: string, role: string) => `${name} (${role})`,
  idRef: (id: number) => `#${id}`,
  none: '—',
  actionOn: (action: string, category: string) => `${action} · ${category}`,
  eventRef: (id: number) => `Sự kiện #${id}`,
  recordRef: (id: number) => `Bản ghi #${id}`,
  cardIds: (record: number | null, event: number) =>
    record === null ? `Sự kiện #${event}` : `Bản ghi #${record} · Sự kiện #${event}`,
  cardPatient: (name: string, id: string) => `Bệnh nhân: ${name} (${id})`,

  // The admin dashboard's alerts.
  alertsTitle: 'Cảnh báo truy cập bất thường',
  alertsNone: 'Không có cảnh báo truy cập bất thường.',
  alertsLoadFailed: 'Không thể tải cảnh báo truy cập',
  alertsCaption: 'Các cảnh báo truy cập bất thường, mới nhất trước',
  alertText: (actor: string, patients: number, minutes: number) =>
    `${actor} đã xem hồ sơ của ${patients} bệnh nhân trong ${minutes} phút`,
  alertCount: (n: number) => `${n} cảnh báo`,
  alertLog: 'Xem nhật ký',
  alertLogOf: (actor: string) => `Xem nhật ký truy cập của ${actor}`,
} as const;

/*
 * The words of roles, actions, parts of the record and outcomes are the contract's: the CSV export the server
 * writes must use the same ones.
 */

/** What was done, as the log shows it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = AUDIT_ACTION_VI;

/** Which part of the record, as the log shows it. */
export const AUDIT_CATEGORY_LABELS: Record<AuditCategory, string> = AUDIT_CATEGORY_VI;

export const AUDIT_OUTCOME_LABELS: Record<AuditOutcome, string> = AUDIT_OUTCOME_VI;

/** The acting account's role: what a patient is shown instead of a name other than a doctor's. */
export const AUDIT_ROLE_LABELS: Record<Role, string> = AUDIT_ROLE_VI;
