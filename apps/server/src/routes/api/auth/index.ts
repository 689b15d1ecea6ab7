import { envelopeOf, loginBody, messages, ROLES } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { login } from '../../../accounts/login.js';
import { revokeToken } from '../../../accounts/sessions.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';

const routes: FastifyPluginAsync<{ rateLimit?: number }> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: opts.rateLimit ?? 20, timeWindow: '1 minute' };

  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit },
      schema: { tags: ['Auth'], summary: 'Đăng nhập', body: loginBody },
    },
    async (request) => ok(await login(app.ctx.db, app.ctx.tokens, request.body), messages.auth.loginSuccess),
  );

  app.post(
    '/logout',
    {
      config: { access: ROLES },
      schema: {
        tags: ['Auth'],
        summary: 'Đăng xuất: thu hồi token của phiên này (các phiên khác vẫn dùng được)',
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await revokeToken(app.ctx.db, caller(request).token);
      return ok(null, messages.auth.loggedOut);
    },
  );
};
export default routes;
