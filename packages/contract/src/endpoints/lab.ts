import { z } from 'zod';
import { envelopeOf } from '../envelope.js';
import { idParams } from '../fields.js';
import {
  artNumberBody,
  artNumberItem,
  labConnectionCreateBody,
  labConnectionCreated,
  labConnectionItem,
  labDayQuery,
  labImportReport,
  labImportRow,
  labImportSummary,
  labReviewItem,
  labReviewMatchBody,
  labReviewRejectBody,
  labTestList,
  manifestItem,
  manifestQuery,
  reviewIdParams,
  specimenCreateBody,
  specimenItem,
} from '../lab-api.js';
import { labMessages } from '../lab-messages.js';
import { ADMIN, ADMIN_AND_DOCTORS, DOCTORS } from '../permissions.js';
import { defineEndpoints } from './define.js';

/** The laboratory's side of the clinic: ART numbers, specimens and the manifest that travels with them. */
export const labEndpoints = defineEndpoints('Lab', {
  setArtNumber: {
    method: 'PUT',
    path: '/Clinical/ArtNumber',
    writes: ['patients'],
    access: ['Doctor', 'Admin'],
    ownership: 'treating doctor',
    audit: { category: 'profile', action: 'update' },
    summary:
      'Đặt mã số điều trị ARV của bệnh nhân (bác sĩ điều trị hoặc quản trị viên); 409 khi đã có người dùng',
    message: labMessages.artNumberSaved,
    body: artNumberBody,
    response: envelopeOf(artNumberItem),
  },
  createSpecimen: {
    method: 'POST',
    path: '/Lab/Specimens',
    writes: ['results'],
    access: DOCTORS,
    ownership: 'own doctor',
    audit: { category: 'result', action: 'create' },
    summary:
      'Ghi nhận đã lấy mẫu cho lịch hẹn xét nghiệm đã xác nhận, đến ngày (bác sĩ của lịch hẹn); cấp mã mẫu',
    description:
      'collectedAt (ISO 8601, mặc định là bây giờ) không sau hiện tại và không trước ngày của lịch hẹn. Mã mẫu: XN, ' +
      'năm, số thứ tự 6 chữ số và chữ số kiểm tra Luhn. Lấy mẫu lần nữa cho cùng lịch hẹn: 409.',
    status: 201,
    message: labMessages.specimenSaved,
    body: specimenCreateBody,
    response: envelopeOf(specimenItem),
  },
  labTests: {
    method: 'GET',
    path: '/Lab/Specimens',
    reads: ['appointments', 'results', 'patients', 'masterData', 'accounts'],
    access: DOCTORS,
    ownership: 'own doctor',
    audit: { category: 'appointment', action: 'read' },
    summary: 'Các lịch hẹn xét nghiệm của bác sĩ trong khoảng ngày, đã lấy mẫu hay chưa',
    description:
      'from, to (yyyy-MM-dd, tính cả hai ngày). Lịch hẹn ẩn danh hiện tên "Ẩn danh", không có mã ARV.',
    query: labDayQuery,
    response: envelopeOf(labTestList),
  },
  manifest: {
    method: 'GET',
    path: '/Lab/Manifest',
    reads: ['results', 'appointments', 'patients', 'masterData'],
    access: DOCTORS,
    ownership: 'own doctor',
    audit: { category: 'result', action: 'export' },
    summary: 'Danh sách mẫu gửi phòng xét nghiệm: mẫu đã lấy chưa có kết quả của bác sĩ, theo ngày lấy mẫu',
    description:
      'from, to (yyyy-MM-dd, giờ phòng khám, tính cả hai ngày), testTypeId; format=csv trả về text/csv với các cột ' +
      'ma_mau, ma_dieu_tri, nam_sinh, gioi_tinh, ngay_lay_mau, xet_nghiem. Không có họ tên.',
    query: manifestQuery,
    response: envelopeOf(manifestItem),
    csvFormat: true,
  },
  importResults: {
    method: 'POST',
    path: '/Lab/Import',
    writes: ['results', 'laboratory'],
    access: DOCTORS,
    labKey: true,
    ownership: 'own doctor',
    summary: 'Nhập kết quả xét nghiệm theo lô: CSV, Excel .xlsx, HL7 v2.5.1 ORU^R01 hoặc Bundle FHIR R4',
    description:
      'Thân yêu cầu là tệp, với Content-Type text/csv, application/vnd.openxmlformats-officedocument.' +
      'spreadsheetml.sheet, x-application/hl7-v2+er7 hoặc application/fhir+json; tối đa 5 MB (413). Bác sĩ nhập ' +
      'cho bệnh nhân của mình (dòng của bác sĩ khác: notYours, không lưu giá trị); khóa kết nối phòng xét nghiệm ' +
      '(Bearer) nhập cho cả phòng khám. Mỗi dòng: imported, duplicate, conflict, unmatched, invalid hoặc notYours.',
    message: labMessages.imported,
    response: envelopeOf(labImportReport),
  },
  imports: {
    method: 'GET',
    path: '/Lab/Imports',
    reads: ['laboratory'],
    access: ADMIN_AND_DOCTORS,
    ownership: 'own doctor',
    summary: 'Các lần nhập kết quả: số dòng theo kết quả (quản trị viên: mọi lần nhập; bác sĩ: của mình)',
    response: envelopeOf(z.object({ items: z.array(labImportSummary) })),
  },
  importReport: {
    method: 'GET',
    path: '/Lab/Imports/:id',
    reads: ['laboratory'],
    access: DOCTORS,
    ownership: 'own doctor',
    summary: 'Báo cáo một lần nhập của bác sĩ: từng dòng và kết quả của nó; format=csv để tải về',
    params: idParams,
    query: z.strictObject({
      format: z.enum(['json', 'csv'], { error: labMessages.formatInvalid }).optional(),
    }),
    response: envelopeOf(labImportReport),
    csvFormat: true,
  },
  connections: {
    method: 'GET',
    path: '/Lab/Connections',
    reads: ['laboratory'],
    access: ADMIN,
    summary: 'Các kết nối phòng xét nghiệm (không có khóa)',
    response: envelopeOf(z.object({ items: z.array(labConnectionItem) })),
  },
  createConnection: {
    method: 'POST',
    path: '/Lab/Connections',
    writes: ['laboratory'],
    access: ADMIN,
    summary: 'Tạo kết nối phòng xét nghiệm: khóa chỉ có trong câu trả lời này (lưu dạng băm)',
    status: 201,
    message: labMessages.connectionCreated,
    body: labConnectionCreateBody,
    response: envelopeOf(labConnectionCreated),
  },
  revokeConnection: {
    method: 'DELETE',
    path: '/Lab/Connections/:id',
    writes: ['laboratory'],
    access: ADMIN,
    summary: 'Thu hồi kết nối: khóa bị từ chối ngay ở mọi máy chủ',
    message: labMessages.connectionRevoked,
    params: idParams,
    response: envelopeOf(labConnectionItem),
  },
  review: {
    method: 'GET',
    path: '/Lab/Review',
    reads: ['laboratory', 'results'],
    access: DOCTORS,
    ownership: 'own doctor',
    audit: { category: 'result', action: 'read' },
    summary:
      'Dòng kết quả đang chờ xem xét của bệnh nhân của bác sĩ (xung đột, không khớp, giá trị cần đọc lại)',
    response: envelopeOf(labReviewItem),
  },
  matchReview: {
    method: 'POST',
    path: '/Lab/Review/:reviewId/Match',
    writes: ['laboratory', 'results'],
    access: DOCTORS,
    ownership: 'own doctor',
    audit: { category: 'result', action: 'create' },
    summary: 'Ghép dòng đang chờ vào một mẫu đã lấy của bác sĩ (lịch hẹn chưa có kết quả)',
    message: labMessages.reviewMatched,
    params: reviewIdParams,
    body: labReviewMatchBody,
    response: envelopeOf(labImportRow),
  },
  rejectReview: {
    method: 'POST',
    path: '/Lab/Review/:reviewId/Reject',
    writes: ['laboratory'],
    access: DOCTORS,
    ownership: 'own doctor',
    audit: { category: 'result', action: 'update' },
    summary: 'Từ chối dòng đang chờ, với lý do',
    message: labMessages.reviewRejected,
    params: reviewIdParams,
    body: labReviewRejectBody,
    response: envelopeOf(labImportRow),
  },
});
