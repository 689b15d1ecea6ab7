import { z } from 'zod';
import { adminMessages, certificateCreateBody, certificateItem, certificateUpdateBody } from '../admin.js';
import { envelopeOf } from '../envelope.js';
import { idParams, pageQuery } from '../fields.js';
import { MANAGEMENT } from '../permissions.js';
import { MANAGEMENT_OR_OWN_DOCTOR } from './callers.js';
import { defineEndpoints } from './define.js';

/** Management reads and writes every certificate; a doctor reads only their own. */
export const doctorCertificateEndpoints = defineEndpoints('DoctorCertificate', {
  getAll: {
    method: 'GET',
    path: '/DoctorCertificate/GetAll',
    reads: ['content', 'accounts'],
    ...MANAGEMENT_OR_OWN_DOCTOR,
    summary: 'Danh sách chứng chỉ (bác sĩ: chỉ của mình)',
    description: 'page, pageSize (tối đa 100) và search (tên, nơi cấp, tên bác sĩ) là tùy chọn.',
    query: pageQuery,
    response: envelopeOf(z.array(certificateItem)),
  },
  getById: {
    method: 'GET',
    path: '/DoctorCertificate/GetById/:id',
    reads: ['content', 'accounts'],
    ...MANAGEMENT_OR_OWN_DOCTOR,
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
    response: envelopeOf(z.null()),
  },
});
