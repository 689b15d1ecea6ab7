import { adminMessages, categoryCreateBody, categoryUpdateBody, idParams } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/reply.js';
import {
  CONTENT_MANAGERS,
  createCategory,
  getCategory,
  listCategories,
  seesInactiveContent,
  updateCategory,
} from './data.js';
import { categoryItem, envelopeOf } from './schemas.js';

const tags = ['Category'];

/** Content categories (permissions: public reads active ones; A M S read all and write). */
const routes: FastifyPluginAsync<{ rateLimit?: number }> = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/GetAll',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Danh sách danh mục',
        security: [],
        response: { 200: envelopeOf(z.array(categoryItem)) },
      },
    },
    async (request) => ok(await listCategories(app.ctx.db, seesInactiveContent(request.auth?.role))),
  );

  app.get(
    '/GetById/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Một danh mục',
        security: [],
        params: idParams,
        response: { 200: envelopeOf(categoryItem) },
      },
    },
    async (request) =>
      ok(await getCategory(app.ctx.db, request.params.id, seesInactiveContent(request.auth?.role))),
  );

  app.post(
    '/Create',
    {
      config: { access: CONTENT_MANAGERS },
      schema: {
        tags,
        summary: 'Thêm danh mục',
        body: categoryCreateBody,
        response: { 201: envelopeOf(categoryItem) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createCategory(app.ctx.db, request.body), adminMessages.categoryCreated, 201)),
  );

  app.put(
    '/Update',
    {
      config: { access: CONTENT_MANAGERS },
      schema: {
        tags,
        summary: 'Cập nhật danh mục; isActive false là xóa (ẩn) danh mục',
        body: categoryUpdateBody,
        response: { 200: envelopeOf(categoryItem) },
      },
    },
    async (request) => ok(await updateCategory(app.ctx.db, request.body), adminMessages.categoryUpdated),
  );
};
export default routes;
