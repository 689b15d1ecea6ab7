import { authEndpoints as endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { login } from '../../../accounts/login.js';
import { revokeToken } from '../../../accounts/sessions.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync<{ rateLimit?: number }> = async (app, opts) => {
  // Not the per-request rate limit of the other code and password calls: only failed logins count against an
  // address (accounts/login-throttle.ts), so staff signing in behind one address are never refused.
  const addressLimit = opts.rateLimit ?? 20;

  route(app, endpoints.login, (request, { db }) =>
    login(db, app.ctx.tokens, request.body, { address: request.ip, addressLimit }),
  );

  // The authentication of the request itself records the session's activity (plugins/auth.ts): nothing more to do.
  route(app, endpoints.keepAlive, () => Promise.resolve(null));

  route(app, endpoints.logout, async (_request, { db, user }) => {
    await revokeToken(db, user.token);
    return null;
  });
};
export default routes;
