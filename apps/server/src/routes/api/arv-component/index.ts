import { arvComponentItem, idParams } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getComponent, listComponents, seesInactiveMasterData } from '../../../clinic/master-data.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { envelopeOf } from '../category/schemas.js';

const tags = ['ARVComponents'];

/** ARV components (permissions: D A M S; a doctor sees only the active ones, which are all they may prescribe). */
const routes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: ['Doctor', 'Admin', 'Manager', 'Staff'] as const };

  app.get(
    '/GetAll',
    {
      config,
      schema: {
        tags,
        summary: 'Danh sách thành phần thuốc ARV',
        response: { 200: envelopeOf(z.array(arvComponentItem)) },
      },
    },
    async (request) => ok(await listComponents(app.ctx.db, seesInactiveMasterData(caller(request).role))),
  );

  app.get(
    '/GetByID/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Một thành phần thuốc ARV',
        params: idParams,
        response: { 200: envelopeOf(arvComponentItem) },
      },
    },
    async (request) =>
      ok(await getComponent(app.ctx.db, request.params.id, seesInactiveMasterData(caller(request).role))),
  );
};
export default routes;
