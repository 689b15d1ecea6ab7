import { authEndpoints as endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { login } from '../../../accounts/login.js';
import { revokeToken } from '../../../accounts/sessions.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync<{ rateLimit?: number }> = async (app, opts) => {
  const rateLimit = { max: opts.rateLimit ?? 20, timeWindow: '1 minute' };

  route(app, endpoints.login, (request, { db }) => login(db, app.ctx.tokens, request.body), { rateLimit });

  route(app, endpoints.logout, async (_request, { db, user }) => {
    await revokeToken(db, user.token);
    return null;
  });
};
export default routes;
