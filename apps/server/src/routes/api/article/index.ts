import {
  adminMessages,
  articleCreateBody,
  articleUpdateBody,
  idField,
  idParams,
  pageQuery,
} from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { CONTENT_MANAGERS, seesInactiveContent } from '../category/data.js';
import { envelopeOf } from '../category/schemas.js';
import { createArticle, deleteArticle, getArticle, listArticles, updateArticle } from './data.js';

const tags = ['Article'];

const articleItem = z.object({
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

const listQuery = pageQuery.extend({ categoryId: idField.optional() });

/**
 * Articles (permissions: public reads active ones of active categories; A M S read all and write; the author
 * of an article is whoever created it).
 */
const routes: FastifyPluginAsync<{ rateLimit?: number }> = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/GetAll',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Danh sách bài viết, mới nhất trước',
        description: 'page, pageSize (tối đa 100), search (theo tiêu đề) và categoryId là tùy chọn.',
        security: [],
        querystring: listQuery,
        response: { 200: envelopeOf(z.array(articleItem)) },
      },
    },
    async (request) => {
      const { items, meta } = await listArticles(app.ctx.db, {
        ...request.query,
        includeInactive: seesInactiveContent(request.auth?.role),
      });
      return ok(items, undefined, 200, meta);
    },
  );

  app.get(
    '/GetByID/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Một bài viết',
        security: [],
        params: idParams,
        response: { 200: envelopeOf(articleItem) },
      },
    },
    async (request) =>
      ok(await getArticle(app.ctx.db, request.params.id, seesInactiveContent(request.auth?.role))),
  );

  app.post(
    '/Create',
    {
      config: { access: CONTENT_MANAGERS },
      schema: {
        tags,
        summary: 'Thêm bài viết; tác giả là người gọi (userId trong body bị bỏ qua)',
        body: articleCreateBody,
        response: { 201: envelopeOf(articleItem) },
      },
    },
    async (request, reply) => {
      const { userId: _ignored, ...input } = request.body;
      const article = await createArticle(app.ctx.db, caller(request).userId, input);
      return reply.status(201).send(ok(article, adminMessages.articleCreated, 201));
    },
  );

  app.put(
    '/Update',
    {
      config: { access: CONTENT_MANAGERS },
      schema: {
        tags,
        summary: 'Cập nhật bài viết (kể cả Hiện/Ẩn qua isActive); tác giả không đổi',
        body: articleUpdateBody,
        response: { 200: envelopeOf(articleItem) },
      },
    },
    async (request) => {
      const { articleId, userId: _ignored, ...input } = request.body;
      return ok(await updateArticle(app.ctx.db, articleId, input), adminMessages.articleUpdated);
    },
  );

  app.delete(
    '/Delete/:id',
    {
      config: { access: CONTENT_MANAGERS },
      schema: {
        tags,
        summary: 'Xóa hẳn một bài viết',
        params: idParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await deleteArticle(app.ctx.db, request.params.id);
      return ok(null, adminMessages.articleDeleted);
    },
  );
};
export default routes;
