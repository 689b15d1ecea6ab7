import {
  arvComponentCreateBody,
  arvComponentItem,
  arvComponentUpdateBody,
  clinicalMessages,
  idParams,
} from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createComponent,
  getComponent,
  listComponents,
  MASTER_DATA_MANAGERS,
  seesInactiveMasterData,
  updateComponent,
} from '../../../clinic/master-data.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { envelopeOf } from '../category/schemas.js';

const tags = ['ARVComponents'];

/**
 * ARV components (permissions: D A M S read, a doctor only the active ones, which are all they may prescribe;
 * A M S write).
 */
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

  app.post(
    '/Create',
    {
      config: { access: MASTER_DATA_MANAGERS },
      schema: {
        tags,
        summary: 'Thêm thành phần thuốc ARV (tên không trùng, không phân biệt hoa thường)',
        body: arvComponentCreateBody,
        response: { 201: envelopeOf(arvComponentItem) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createComponent(app.ctx.db, request.body), clinicalMessages.componentCreated, 201)),
  );

  app.put(
    '/Update',
    {
      config: { access: MASTER_DATA_MANAGERS },
      schema: {
        tags,
        summary: 'Cập nhật thành phần thuốc ARV; isActive false là xóa (ngừng sử dụng)',
        body: arvComponentUpdateBody,
        response: { 200: envelopeOf(arvComponentItem) },
      },
    },
    async (request) => {
      const { componentId, ...input } = request.body;
      return ok(await updateComponent(app.ctx.db, componentId, input), clinicalMessages.componentUpdated);
    },
  );
};
export default routes;
