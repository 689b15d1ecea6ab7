import { idField, idParams, pageQuery } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/reply.js';
import { seesInactiveContent } from '../category/data.js';
import { envelopeOf } from '../category/schemas.js';
import { getArticle, listArticles } from './data.js';

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

/** Public reads of the articles (permissions: public sees active ones of active categories; A M S see all). */
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
};
export default routes;
