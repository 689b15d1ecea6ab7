import { z } from 'zod';
import {
  auditAlertItem,
  auditEventItem,
  auditEventsQuery,
  auditLogItem,
  myRecordAccessQuery,
} from '../audit.js';
import { envelopeOf } from '../envelope.js';
import { ADMIN, PATIENTS } from '../permissions.js';
import { ADMIN_READING_IDENTITIES } from './callers.js';
import { defineEndpoints } from './define.js';

/** The log's entries name the accounts that acted. */
const ACCESS_LOG_READS = ['accessLog', 'accounts'] as const;

/** The access log: a patient reads who opened their record, an administrator reads and exports everything. */
export const auditEndpoints = defineEndpoints('Audit', {
  myRecordAccess: {
    method: 'GET',
    path: '/Audit/MyRecordAccess',
    reads: ACCESS_LOG_READS,
    access: PATIENTS,
    ownership: 'own patient',
    summary: 'Ai đã xem hồ sơ của tôi: các lần truy cập hồ sơ của bệnh nhân đang đăng nhập',
    description:
      'Mới nhất trước; page, pageSize (tối đa 100, mặc định 20), from và to (yyyy-MM-dd, giờ phòng khám, tính cả ' +
      'hai ngày), others=true để bỏ các lần truy cập của chính bệnh nhân. Bác sĩ hiện theo tên, các vai trò khác ' +
      'theo vai trò.',
    query: myRecordAccessQuery,
    response: envelopeOf(z.array(auditEventItem)),
  },
  events: {
    method: 'GET',
    path: '/Audit/Events',
    reads: ACCESS_LOG_READS,
    // The log names patients: reading it is a read of their identity, logged like the patient list's.
    ...ADMIN_READING_IDENTITIES,
    summary: 'Nhật ký truy cập dữ liệu sức khỏe (quản trị viên; lần xem cũng được ghi vào nhật ký)',
    description:
      'Mới nhất trước; from, to (yyyy-MM-dd, giờ phòng khám) hoặc preset (24h: 24 giờ qua, 7d: 7 ngày qua; không ' +
      'dùng cùng from/to), userId (người thực hiện), patientId, patient (tên bệnh nhân, không phân biệt hoa thường ' +
      'và dấu, hoặc mã bệnh nhân), page, pageSize (tối đa 100, mặc định 20). actorName là họ tên của mọi tài ' +
      'khoản; patientName là họ tên bệnh nhân (không kèm kết quả xét nghiệm).',
    query: auditEventsQuery,
    response: envelopeOf(z.array(auditLogItem)),
  },
  exportEvents: {
    method: 'GET',
    path: '/Audit/Events/Export',
    reads: ACCESS_LOG_READS,
    access: ADMIN,
    audit: { category: 'profile', action: 'export' },
    summary: 'Xuất nhật ký truy cập ra tệp CSV (lần xuất cũng được ghi vào nhật ký)',
    description:
      'Trả về text/csv (không phải JSON), cùng bộ lọc như /Audit/Events, không phân trang, tối đa 100.000 dòng; ' +
      'tiêu đề cột và giá trị (vai trò, thao tác, nội dung, kết quả) bằng tiếng Việt, thời gian theo giờ phòng ' +
      'khám (dd/MM/yyyy HH:mm:ss).',
    query: auditEventsQuery,
    response: z.string(),
  },
  alerts: {
    method: 'GET',
    path: '/Audit/Alerts',
    reads: ACCESS_LOG_READS,
    access: ADMIN,
    summary: 'Cảnh báo: một tài khoản xem hồ sơ của nhiều bệnh nhân trong thời gian ngắn',
    response: envelopeOf(z.array(auditAlertItem)),
  },
});
