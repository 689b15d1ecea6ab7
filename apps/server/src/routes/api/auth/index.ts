import { authEndpoints as endpoints, messages } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { login } from '../../../accounts/login.js';
import { revokeToken } from '../../../accounts/sessions.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync<{ rateLimit?: number }> = async (app, opts) => {
  const rateLimit = { max: opts.rateLimit ?? 20, timeWindow: '1 minute' };

  route(
    app,
    endpoints.login,
    async (request) => ok(await login(app.ctx.db, app.ctx.tokens, request.body), messages.auth.loginSuccess),
    { rateLimit },
  );

  route(app, endpoints.logout, async (request) => {
    await revokeToken(app.ctx.db, caller(request).token);
    return ok(null, messages.auth.loggedOut);
  });
};
export default routes;
