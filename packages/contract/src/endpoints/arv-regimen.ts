import { z } from 'zod';
import { clinicalMessages } from '../clinical-messages.js';
import { envelopeOf } from '../envelope.js';
import { MANAGEMENT_AND_DOCTORS } from '../permissions.js';
import { arvRegimenItem, isCustomizedParams, regimenCreateBody } from '../regimens.js';
import { defineEndpoints } from './define.js';

/**
 * Doctors see only the active regimens and create custom ones only; management sees all of them and creates
 * standard or custom ones.
 */
export const arvRegimenEndpoints = defineEndpoints('ARVRegimens', {
  getAll: {
    method: 'GET',
    path: '/ARVRegimens/GetAll',
    reads: ['masterData'],
    access: MANAGEMENT_AND_DOCTORS,
    summary: 'Danh sách phác đồ ARV',
    response: envelopeOf(z.array(arvRegimenItem)),
  },
  getByIsCustomized: {
    method: 'GET',
    path: '/ARVRegimens/GetByIsCustomized/:isCustomized',
    reads: ['masterData'],
    access: MANAGEMENT_AND_DOCTORS,
    summary: 'Phác đồ chuẩn (false) hoặc tùy chỉnh (true)',
    params: isCustomizedParams,
    response: envelopeOf(z.array(arvRegimenItem)),
  },
  create: {
    method: 'POST',
    path: '/ARVRegimens/Create',
    writes: ['masterData'],
    access: MANAGEMENT_AND_DOCTORS,
    summary: 'Tạo phác đồ ARV',
    status: 201,
    message: clinicalMessages.regimenCreated,
    body: regimenCreateBody,
    response: envelopeOf(arvRegimenItem),
  },
});
