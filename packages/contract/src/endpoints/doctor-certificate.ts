import { z } from 'zod';
import { certificateCreateBody, certificateItem, certificateUpdateBody } from '../admin.js';
import { envelopeOf } from '../envelope.js';
import { idParams, pageQuery } from '../fields.js';
import { MANAGEMENT, MANAGEMENT_AND_DOCTORS } from '../permissions.js';
import { defineEndpoint } from './define.js';

const tags = ['DoctorCertificate'];

/** Management reads and writes every certificate; a doctor reads only their own. */
export const doctorCertificateEndpoints = {
  getAll: defineEndpoint({
    method: 'GET',
    path: '/DoctorCertificate/GetAll',
    access: MANAGEMENT_AND_DOCTORS,
    ownership: 'own doctor',
    summary: 'Danh sách chứng chỉ (bác sĩ: chỉ của mình)',
    description: 'page, pageSize (tối đa 100) và search (tên, nơi cấp, tên bác sĩ) là tùy chọn.',
    tags,
    status: 200,
    query: pageQuery,
    response: envelopeOf(z.array(certificateItem)),
  }),
  getById: defineEndpoint({
    method: 'GET',
    path: '/DoctorCertificate/GetById/:id',
    access: MANAGEMENT_AND_DOCTORS,
    ownership: 'own doctor',
    summary: 'Một chứng chỉ (ngày dạng yyyy-MM-dd)',
    tags,
    status: 200,
    params: idParams,
    response: envelopeOf(certificateItem),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/DoctorCertificate/Create',
    access: MANAGEMENT,
    summary: 'Thêm chứng chỉ',
    tags,
    status: 201,
    body: certificateCreateBody,
    response: envelopeOf(certificateItem),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/DoctorCertificate/Update',
    access: MANAGEMENT,
    summary: 'Cập nhật chứng chỉ',
    tags,
    status: 200,
    body: certificateUpdateBody,
    response: envelopeOf(certificateItem),
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/DoctorCertificate/Delete/:id',
    access: MANAGEMENT,
    summary: 'Xóa hẳn một chứng chỉ',
    tags,
    status: 200,
    params: idParams,
    response: envelopeOf(z.null()),
  }),
};
