import { clinicalMessages, testTypeEndpoints as endpoints, isManagement } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { createTestType, getTestType, listTestTypes, updateTestType } from '../../../clinic/master-data.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getAll, async (request) =>
    ok(await listTestTypes(app.ctx.db, isManagement(caller(request).role))),
  );
  route(app, endpoints.getById, async (request) =>
    ok(await getTestType(app.ctx.db, request.params.id, isManagement(caller(request).role))),
  );
  route(app, endpoints.create, async (request) =>
    ok(await createTestType(app.ctx.db, request.body), clinicalMessages.testTypeCreated, 201),
  );
  route(app, endpoints.update, async (request) => {
    const { testTypeId, ...input } = request.body;
    return ok(await updateTestType(app.ctx.db, testTypeId, input), clinicalMessages.testTypeUpdated);
  });
};
export default routes;
