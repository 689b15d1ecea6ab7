import { adminMessages, certificateCreateBody, certificateItem, certificateUpdateBody } from '../admin.js';
import { envelopeOf, noDataEnvelope } from '../envelope.js';
import { idParams } from '../fields.js';
import { MANAGEMENT } from '../permissions.js';
import { MANAGEMENT_OR_OWN_DOCTOR } from './callers.js';
import { defineEndpoints } from './define.js';
import { searchedPages } from './paged.js';

/** Management reads every certificate with its doctor's name, a doctor only their own. */
const certificateRead = { reads: ['content', 'accounts'], ...MANAGEMENT_OR_OWN_DOCTOR } as const;

/** Management reads and writes every certificate; a doctor reads only their own. */
export const doctorCertificateEndpoints = defineEndpoints('DoctorCertificate', {
  getAll: {
    method: 'GET',
    path: '/DoctorCertificate/GetAll',
    ...certificateRead,
    summary: 'Danh sách chứng chỉ (bác sĩ: chỉ của mình)',
    ...searchedPages('tên, nơi cấp, tên bác sĩ', certificateItem),
  },
  getById: {
    method: 'GET',
    path: '/DoctorCertificate/GetById/:id',
    ...certificateRead,
    summary: 'Một chứng chỉ (ngày dạng yyyy-MM-dd)',
    params: idParams,
    response: envelopeOf(certificateItem),
  },
  create: {
    method: 'POST',
    path: '/DoctorCertificate/Create',
    writes: ['content'],
    access: MANAGEMENT,
    summary: 'Thêm chứng chỉ',
    status: 201,
    message: adminMessages.certificateCreated,
    body: certificateCreateBody,
    response: envelopeOf(certificateItem),
  },
  update: {
    method: 'PUT',
    path: '/DoctorCertificate/Update',
    writes: ['content'],
    access: MANAGEMENT,
    summary: 'Cập nhật chứng chỉ',
    message: adminMessages.certificateUpdated,
    body: certificateUpdateBody,
    response: envelopeOf(certificateItem),
  },
  delete: {
    method: 'DELETE',
    path: '/DoctorCertificate/Delete/:id',
    writes: ['content'],
    access: MANAGEMENT,
    summary: 'Xóa hẳn một chứng chỉ',
    message: adminMessages.certificateDeleted,
    params: idParams,
    response: noDataEnvelope,
  },
});
