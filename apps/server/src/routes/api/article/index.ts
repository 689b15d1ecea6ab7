import { articleEndpoints as endpoints, isManagement } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { page, route } from '../../register.js';
import { createArticle, deleteArticle, getArticle, listArticles, updateArticle } from './data.js';

const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getAll, async (request, { db, user }) =>
    page(await listArticles(db, { ...request.query, includeInactive: isManagement(user?.role) })),
  );

  route(app, endpoints.getById, (request, { db, user }) =>
    getArticle(db, request.params.id, isManagement(user?.role)),
  );

  route(app, endpoints.create, (request, { db, user }) => {
    const { userId: _ignored, ...input } = request.body;
    return createArticle(db, user.userId, input);
  });

  route(app, endpoints.update, (request, { db }) => {
    const { articleId, userId: _ignored, ...input } = request.body;
    return updateArticle(db, articleId, input);
  });

  route(app, endpoints.delete, async (request, { db }) => {
    await deleteArticle(db, request.params.id);
    return null;
  });
};
export default routes;
