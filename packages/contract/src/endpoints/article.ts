import { z } from 'zod';
import { adminMessages } from '../admin.js';
import { articleCreateBody, articleUpdateBody } from '../content.js';
import { envelopeOf, noDataEnvelope } from '../envelope.js';
import { idField, idParams, pageQuery } from '../fields.js';
import { MANAGEMENT } from '../permissions.js';
import { defineEndpoints } from './define.js';

export const articleItem = z.object({
  articleId: z.number().int(),
  title: z.string(),
  content: z.string(),
  categoryId: z.number().int(),
  category_id: z.number().int(),
  categoryName: z.string(),
  userId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  createDate: z.string(),
  createdDate: z.string(),
  isActive: z.boolean(),
});

/**
 * The public reads active articles of active categories; management reads all of them and writes. The author
 * of an article is whoever created it.
 */
export const articleEndpoints = defineEndpoints('Article', {
  getAll: {
    method: 'GET',
    path: '/Article/GetAll',
    reads: ['content'],
    access: 'public',
    summary: 'Danh sách bài viết, mới nhất trước',
    description: 'page, pageSize (tối đa 100), search (theo tiêu đề) và categoryId là tùy chọn.',
    query: pageQuery.extend({ categoryId: idField.optional() }),
    response: envelopeOf(z.array(articleItem)),
  },
  getById: {
    method: 'GET',
    path: '/Article/GetByID/:id',
    reads: ['content'],
    access: 'public',
    summary: 'Một bài viết',
    params: idParams,
    response: envelopeOf(articleItem),
  },
  create: {
    method: 'POST',
    path: '/Article/Create',
    writes: ['content'],
    access: MANAGEMENT,
    summary: 'Thêm bài viết; tác giả là người gọi (userId trong body bị bỏ qua)',
    status: 201,
    message: adminMessages.articleCreated,
    body: articleCreateBody,
    response: envelopeOf(articleItem),
  },
  update: {
    method: 'PUT',
    path: '/Article/Update',
    writes: ['content'],
    access: MANAGEMENT,
    summary: 'Cập nhật bài viết (kể cả Hiện/Ẩn qua isActive); tác giả không đổi',
    message: adminMessages.articleUpdated,
    body: articleUpdateBody,
    response: envelopeOf(articleItem),
  },
  delete: {
    method: 'DELETE',
    path: '/Article/Delete/:id',
    writes: ['content'],
    access: MANAGEMENT,
    summary: 'Xóa hẳn một bài viết',
    message: adminMessages.articleDeleted,
    params: idParams,
    response: noDataEnvelope,
  },
});
