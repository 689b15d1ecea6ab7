import { loginBody, messages } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { login } from '../../../accounts/login.js';
import { ok } from '../../../lib/reply.js';

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
};
export default routes;
