import { clinicalMessages, arvComponentEndpoints as endpoints, isManagement } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  createComponent,
  getComponent,
  listComponents,
  updateComponent,
} from '../../../clinic/master-data.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getAll, async (request) =>
    ok(await listComponents(app.ctx.db, isManagement(caller(request).role))),
  );
  route(app, endpoints.getById, async (request) =>
    ok(await getComponent(app.ctx.db, request.params.id, isManagement(caller(request).role))),
  );
  route(app, endpoints.create, async (request) =>
    ok(await createComponent(app.ctx.db, request.body), clinicalMessages.componentCreated, 201),
  );
  route(app, endpoints.update, async (request) => {
    const { componentId, ...input } = request.body;
    return ok(await updateComponent(app.ctx.db, componentId, input), clinicalMessages.componentUpdated);
  });
};
export default routes;
