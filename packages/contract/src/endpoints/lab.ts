import { envelopeOf } from '../envelope.js';
import {
  artNumberBody,
  artNumberItem,
  manifestItem,
  manifestQuery,
  specimenCreateBody,
  specimenItem,
} from '../lab-api.js';
import { labMessages } from '../lab-messages.js';
import { DOCTORS } from '../permissions.js';
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
});
