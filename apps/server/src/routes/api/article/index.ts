import { adminMessages, articleEndpoints as endpoints, isManagement } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { route } from '../../register.js';
import { createArticle, deleteArticle, getArticle, listArticles, updateArticle } from './data.js';

const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getAll, async (request) =>
    okPage(
      await listArticles(app.ctx.db, {
        ...request.query,
        includeInactive: isManagement(request.auth?.role),
      }),
    ),
  );

  route(app, endpoints.getById, async (request) =>
    ok(await getArticle(app.ctx.db, request.params.id, isManagement(request.auth?.role))),
  );

  route(app, endpoints.create, async (request) => {
    const { userId: _ignored, ...input } = request.body;
    const article = await createArticle(app.ctx.db, caller(request).userId, input);
    return ok(article, adminMessages.articleCreated, 201);
  });

  route(app, endpoints.update, async (request) => {
    const { articleId, userId: _ignored, ...input } = request.body;
    return ok(await updateArticle(app.ctx.db, articleId, input), adminMessages.articleUpdated);
  });

  route(app, endpoints.delete, async (request) => {
    await deleteArticle(app.ctx.db, request.params.id);
    return ok(null, adminMessages.articleDeleted);
  });
};
export default routes;
