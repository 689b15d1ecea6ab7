import { adminMessages, categoryEndpoints as endpoints, isManagement } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../lib/reply.js';
import { route } from '../../register.js';
import { createCategory, getCategory, listCategories, updateCategory } from './data.js';

const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getAll, async (request) =>
    ok(await listCategories(app.ctx.db, isManagement(request.auth?.role))),
  );
  route(app, endpoints.getById, async (request) =>
    ok(await getCategory(app.ctx.db, request.params.id, isManagement(request.auth?.role))),
  );
  route(app, endpoints.create, async (request) =>
    ok(await createCategory(app.ctx.db, request.body), adminMessages.categoryCreated, 201),
  );
  route(app, endpoints.update, async (request) =>
    ok(await updateCategory(app.ctx.db, request.body), adminMessages.categoryUpdated),
  );
};
export default routes;
