import { idParams, ROLES, testTypeItem } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getTestType, listTestTypes, seesInactiveMasterData } from '../../../clinic/master-data.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { envelopeOf } from '../category/schemas.js';

const tags = ['TestType'];

/** Test types (permissions: any logged-in user reads the active ones; A M S all of them). */
const routes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: ROLES };

  app.get(
    '/GetAll',
    {
      config,
      schema: {
        tags,
        summary: 'Danh sách loại xét nghiệm',
        response: { 200: envelopeOf(z.array(testTypeItem)) },
      },
    },
    async (request) => ok(await listTestTypes(app.ctx.db, seesInactiveMasterData(caller(request).role))),
  );

  app.get(
    '/GetByID/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Một loại xét nghiệm',
        params: idParams,
        response: { 200: envelopeOf(testTypeItem) },
      },
    },
    async (request) =>
      ok(await getTestType(app.ctx.db, request.params.id, seesInactiveMasterData(caller(request).role))),
  );
};
export default routes;
