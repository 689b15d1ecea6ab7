import { z } from 'zod';
import { adminMessages } from '../admin.js';
import { categoryCreateBody, categoryUpdateBody } from '../content.js';
import { envelopeOf } from '../envelope.js';
import { idParams } from '../fields.js';
import { MANAGEMENT } from '../permissions.js';
import { defineEndpoints } from './define.js';

/** The category page reads category_id and category_name, the rest of the app the camelCase names. */
export const categoryItem = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  isActive: z.boolean(),
  category_id: z.number().int(),
  category_name: z.string(),
});
export type CategoryItem = z.infer<typeof categoryItem>;

/** The public reads only active categories; management reads all of them and writes. */
export const categoryEndpoints = defineEndpoints('Category', {
  getAll: {
    method: 'GET',
    path: '/Category/GetAll',
    reads: ['content'],
    access: 'public',
    summary: 'Danh sách danh mục',
    response: envelopeOf(z.array(categoryItem)),
  },
  getById: {
    method: 'GET',
    path: '/Category/GetById/:id',
    reads: ['content'],
    access: 'public',
    summary: 'Một danh mục',
    params: idParams,
    response: envelopeOf(categoryItem),
  },
  create: {
    method: 'POST',
    path: '/Category/Create',
    writes: ['content'],
    access: MANAGEMENT,
    summary: 'Thêm danh mục',
    status: 201,
    message: adminMessages.categoryCreated,
    body: categoryCreateBody,
    response: envelopeOf(categoryItem),
  },
  update: {
    method: 'PUT',
    path: '/Category/Update',
    writes: ['content'],
    access: MANAGEMENT,
    summary: 'Cập nhật danh mục; isActive false là xóa (ẩn) danh mục',
    message: adminMessages.categoryUpdated,
    body: categoryUpdateBody,
    response: envelopeOf(categoryItem),
  },
});
