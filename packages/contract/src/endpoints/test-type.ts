import { z } from 'zod';
import { testTypeCreateBody, testTypeItem, testTypeUpdateBody } from '../clinical.js';
import { envelopeOf } from '../envelope.js';
import { idParams } from '../fields.js';
import { MANAGEMENT, SIGNED_IN } from '../permissions.js';
import { defineEndpoint } from './define.js';

const tags = ['TestType'];

/** Any signed-in user reads the active test types; management reads all of them and writes. */
export const testTypeEndpoints = {
  getAll: defineEndpoint({
    method: 'GET',
    path: '/TestType/GetAll',
    access: SIGNED_IN,
    summary: 'Danh sách loại xét nghiệm',
    tags,
    status: 200,
    response: envelopeOf(z.array(testTypeItem)),
  }),
  getById: defineEndpoint({
    method: 'GET',
    path: '/TestType/GetByID/:id',
    access: SIGNED_IN,
    summary: 'Một loại xét nghiệm',
    tags,
    status: 200,
    params: idParams,
    response: envelopeOf(testTypeItem),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/TestType/Create',
    access: MANAGEMENT,
    summary: 'Thêm loại xét nghiệm',
    tags,
    status: 201,
    body: testTypeCreateBody,
    response: envelopeOf(testTypeItem),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/TestType/Update',
    access: MANAGEMENT,
    summary: 'Cập nhật loại xét nghiệm; isActive false là xóa (ngừng sử dụng)',
    tags,
    status: 200,
    body: testTypeUpdateBody,
    response: envelopeOf(testTypeItem),
  }),
};
