import { z } from 'zod';
import { clinicalMessages } from '../clinical-messages.js';
import { envelopeOf } from '../envelope.js';
import { idParams } from '../fields.js';
import { arvComponentCreateBody, arvComponentItem, arvComponentUpdateBody } from '../master-data.js';
import { MANAGEMENT, MANAGEMENT_AND_DOCTORS } from '../permissions.js';
import { defineEndpoints } from './define.js';

/** Doctors read the active components, which are all they may prescribe; management reads all and writes. */
export const arvComponentEndpoints = defineEndpoints('ARVComponents', {
  getAll: {
    method: 'GET',
    path: '/ARVComponents/GetAll',
    reads: ['masterData'],
    access: MANAGEMENT_AND_DOCTORS,
    summary: 'Danh sách thành phần thuốc ARV',
    response: envelopeOf(z.array(arvComponentItem)),
  },
  getById: {
    method: 'GET',
    path: '/ARVComponents/GetByID/:id',
    reads: ['masterData'],
    access: MANAGEMENT_AND_DOCTORS,
    summary: 'Một thành phần thuốc ARV',
    params: idParams,
    response: envelopeOf(arvComponentItem),
  },
  create: {
    method: 'POST',
    path: '/ARVComponents/Create',
    writes: ['masterData'],
    access: MANAGEMENT,
    summary: 'Thêm thành phần thuốc ARV (tên không trùng, không phân biệt hoa thường)',
    status: 201,
    message: clinicalMessages.componentCreated,
    body: arvComponentCreateBody,
    response: envelopeOf(arvComponentItem),
  },
  update: {
    method: 'PUT',
    path: '/ARVComponents/Update',
    writes: ['masterData'],
    access: MANAGEMENT,
    summary: 'Cập nhật thành phần thuốc ARV; isActive false là xóa (ngừng sử dụng)',
    message: clinicalMessages.componentUpdated,
    body: arvComponentUpdateBody,
    response: envelopeOf(arvComponentItem),
  },
});
