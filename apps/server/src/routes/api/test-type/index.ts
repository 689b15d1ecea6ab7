import {
  clinicalMessages,
  idParams,
  ROLES,
  testTypeCreateBody,
  testTypeItem,
  testTypeUpdateBody,
} from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTestType,
  getTestType,
  listTestTypes,
  MASTER_DATA_MANAGERS,
  seesInactiveMasterData,
  updateTestType,
} from '../../../clinic/master-data.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { envelopeOf } from '../category/schemas.js';

const tags = ['TestType'];

/** Test types (permissions: any logged-in user reads the active ones; A M S read all of them and write). */
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

  app.post(
    '/Create',
    {
      config: { access: MASTER_DATA_MANAGERS },
      schema: {
        tags,
        summary: 'Thêm loại xét nghiệm',
        body: testTypeCreateBody,
        response: { 201: envelopeOf(testTypeItem) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createTestType(app.ctx.db, request.body), clinicalMessages.testTypeCreated, 201)),
  );

  app.put(
    '/Update',
    {
      config: { access: MASTER_DATA_MANAGERS },
      schema: {
        tags,
        summary: 'Cập nhật loại xét nghiệm; isActive false là xóa (ngừng sử dụng)',
        body: testTypeUpdateBody,
        response: { 200: envelopeOf(testTypeItem) },
      },
    },
    async (request) => {
      const { testTypeId, ...input } = request.body;
      return ok(await updateTestType(app.ctx.db, testTypeId, input), clinicalMessages.testTypeUpdated);
    },
  );
};
export default routes;
