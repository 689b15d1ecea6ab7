import { z } from 'zod';
import { clinicalMessages } from '../clinical-messages.js';
import { envelopeOf } from '../envelope.js';
import { idParams } from '../fields.js';
import { testTypeCreateBody, testTypeItem, testTypeUpdateBody } from '../master-data.js';
import { MANAGEMENT, SIGNED_IN } from '../permissions.js';
import { defineEndpoints } from './define.js';

/** Any signed-in user reads the active test types; management reads all of them and writes. */
export const testTypeEndpoints = defineEndpoints('TestType', {
  getAll: {
    method: 'GET',
    path: '/TestType/GetAll',
    reads: ['masterData'],
    access: SIGNED_IN,
    summary: 'Danh sách loại xét nghiệm',
    response: envelopeOf(z.array(testTypeItem)),
  },
  getById: {
    method: 'GET',
    path: '/TestType/GetByID/:id',
    reads: ['masterData'],
    access: SIGNED_IN,
    summary: 'Một loại xét nghiệm',
    params: idParams,
    response: envelopeOf(testTypeItem),
  },
  create: {
    method: 'POST',
    path: '/TestType/Create',
    writes: ['masterData'],
    access: MANAGEMENT,
    summary: 'Thêm loại xét nghiệm',
    status: 201,
    message: clinicalMessages.testTypeCreated,
    body: testTypeCreateBody,
    response: envelopeOf(testTypeItem),
  },
  update: {
    method: 'PUT',
    path: '/TestType/Update',
    writes: ['masterData'],
    access: MANAGEMENT,
    summary: 'Cập nhật loại xét nghiệm; isActive false là xóa (ngừng sử dụng)',
    message: clinicalMessages.testTypeUpdated,
    body: testTypeUpdateBody,
    response: envelopeOf(testTypeItem),
  },
});
