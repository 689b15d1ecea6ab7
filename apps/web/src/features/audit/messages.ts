import type { AuditAction, AuditCategory, AuditOutcome, Role } from '@clinic/contract';

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
  othersOnly: 'Chỉ hiện người khác (ẩn các lần bạn tự xem)',
  recordAccessNoOthers: 'Chưa có ai khác truy cập hồ sơ của bạn trong khoảng này.',

  // The admin's page (/admin/audit).
  logTitle: 'Nhật ký truy cập',
  logIntro: 'Mọi lần xem, tạo, sửa, xóa hoặc xuất dữ liệu hồ sơ bệnh nhân, kể cả các lần bị từ chối.',
  logCaption: 'Nhật ký truy cập hồ sơ bệnh nhân, mới nhất trước',
  logEmpty: 'Nhật ký chưa có sự kiện nào.',
  logNoMatch: 'Không có sự kiện nào khớp với bộ lọc.',
  logLoadFailed: 'Không thể tải nhật ký truy cập',
  logPagination: 'Phân trang nhật ký truy cập',
  filters: 'Bộ lọc nhật ký',
  userId: 'Mã tài khoản',
  patientId: 'Mã bệnh nhân',
  exportCsv: 'Xuất CSV',
  exportFailed: 'Không thể xuất nhật ký truy cập',
  exported: 'Đã tải xuống tệp nhật ký truy cập',
  csvFileName: 'nhat-ky-truy-cap.csv',

  // Both pages.
  from: 'Từ ngày',
  to: 'Đến ngày',
  rangeReversed: '"Từ ngày" không được sau "Đến ngày"',
  count: (total: number) => `${total} lần truy cập`,
  colEvent: 'Mã sự kiện',
  colWhen: 'Thời gian',
  colWho: 'Người truy cập',
  colActor: 'Người thực hiện',
  colPatient: 'Bệnh nhân',
  colWhat: 'Nội dung',
  colAction: 'Thao tác',
  colRecord: 'Mã bản ghi',
  colOutcome: 'Kết quả',
  you: 'Bạn',
  doctor: (name: string) => `BS. ${name}`,
  unknownActor: 'Không xác định',
  accountId: (id: number) => `Tài khoản #${id}`,
  idRef: (id: number) => `#${id}`,
  none: '—',
  actionOn: (action: string, category: string) => `${action} · ${category}`,
  cardIds: (patient: string, record: string, event: number) =>
    `Bệnh nhân ${patient} · Bản ghi ${record} · Sự kiện #${event}`,
  refused: 'Bị từ chối',
  allowed: 'Được phép',

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

/** What was done, as the log shows it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  read: 'Xem',
  create: 'Tạo',
  update: 'Cập nhật',
  delete: 'Xóa',
  export: 'Xuất dữ liệu',
};

/** Which part of the record, as the log shows it. */
export const AUDIT_CATEGORY_LABELS: Record<AuditCategory, string> = {
  profile: 'Hồ sơ cá nhân',
  appointment: 'Lịch hẹn',
  result: 'Kết quả xét nghiệm',
  treatment: 'Điều trị ARV',
  clinicalSummary: 'Tóm tắt lâm sàng',
  tracing: 'Theo dõi điều trị',
};

export const AUDIT_OUTCOME_LABELS: Record<AuditOutcome, string> = {
  allowed: auditMessages.allowed,
  refused: auditMessages.refused,
};

/** The acting role when the log names no one: a doctor is named, everyone else is shown by role. */
export const AUDIT_ROLE_LABELS: Record<Role, string> = {
  Admin: 'Quản trị viên',
  Doctor: 'Bác sĩ',
  Patient: 'Bệnh nhân',
  Staff: 'Nhân viên',
  Manager: 'Quản lý',
};
