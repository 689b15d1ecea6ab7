import { categoryEndpoints as endpoints, isManagement } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../register.js';
import { createCategory, getCategory, listCategories, updateCategory } from './data.js';

const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getAll, (_request, { db, user }) => listCategories(db, isManagement(user?.role)));
  route(app, endpoints.getById, (request, { db, user }) =>
    getCategory(db, request.params.id, isManagement(user?.role)),
  );
  route(app, endpoints.create, (request, { db }) => createCategory(db, request.body));
  route(app, endpoints.update, (request, { db }) => updateCategory(db, request.body));
};
export default routes;
