import { arvRegimenItem, clinicalMessages, isCustomizedParams, regimenCreateBody } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seesInactiveMasterData } from '../../../clinic/master-data.js';
import { createRegimen, listRegimens } from '../../../clinic/regimens.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { envelopeOf } from '../category/schemas.js';

const tags = ['ARVRegimens'];

/**
 * ARV regimens (permissions: D A M S; doctors see only active ones). A doctor creates custom regimens only;
 * Admin, Manager and Staff may create standard or custom ones.
 */
const routes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: ['Doctor', 'Admin', 'Manager', 'Staff'] as const };
  const list = envelopeOf(z.array(arvRegimenItem));

  app.get(
    '/GetAll',
    { config, schema: { tags, summary: 'Danh sách phác đồ ARV', response: { 200: list } } },
    async (request) =>
      ok(await listRegimens(app.ctx.db, { includeInactive: seesInactiveMasterData(caller(request).role) })),
  );

  app.get(
    '/GetByIsCustomized/:isCustomized',
    {
      config,
      schema: {
        tags,
        summary: 'Phác đồ chuẩn (false) hoặc tùy chỉnh (true)',
        params: isCustomizedParams,
        response: { 200: list },
      },
    },
    async (request) =>
      ok(
        await listRegimens(app.ctx.db, {
          includeInactive: seesInactiveMasterData(caller(request).role),
          isCustomized: request.params.isCustomized,
        }),
      ),
  );

  app.post(
    '/Create',
    {
      config,
      schema: {
        tags,
        summary: 'Tạo phác đồ ARV',
        body: regimenCreateBody,
        response: { 201: envelopeOf(arvRegimenItem) },
      },
    },
    async (request, reply) => {
      const regimen = await createRegimen(app.ctx.db, request.body, caller(request));
      return reply.status(201).send(ok(regimen, clinicalMessages.regimenCreated, 201));
    },
  );
};
export default routes;
