import { idParams } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/reply.js';
import { getCategory, listCategories, seesInactiveContent } from './data.js';
import { categoryItem, envelopeOf } from './schemas.js';

const tags = ['Category'];

/** Public reads of the content categories (permissions: public sees active only; A M S see all). */
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
};
export default routes;
