import { messages, patientCreateBody, ROLES } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerPatient } from '../../../accounts/registration.js';
import { ok } from '../../../lib/reply.js';
import { registerProfileRoutes } from './profile-routes.js';

/** POST /Patient/Create (self-registration) and GET /{Role}/GetByID/:id + PUT /{role}/Update for the five roles. */
const routes: FastifyPluginAsync<{ rateLimit?: number }> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Patient/Create',
    {
      config: { access: 'public', rateLimit: { max: opts.rateLimit ?? 20, timeWindow: '1 minute' } },
      schema: { tags: ['Patient'], summary: 'Đăng ký tài khoản bệnh nhân', body: patientCreateBody },
    },
    async (request, reply) => {
      const profile = await registerPatient(app.ctx.db, app.ctx.config.jwtSecret, request.body);
      return reply.status(201).send(ok(profile, messages.auth.registerSuccess, 201));
    },
  );

  for (const role of ROLES) registerProfileRoutes(app, role);
};
export default routes;
