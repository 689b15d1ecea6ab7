import { clinicToday, profileEndpoints as endpoints, messages } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerPatient } from '../../../accounts/registration.js';
import { ok } from '../../../lib/reply.js';
import { route } from '../../register.js';
import { registerProfileRoutes } from './profile-routes.js';

/** POST /Patient/Create (self-registration) and GET /{Role}/GetByID/:id + PUT /{role}/Update for the five roles. */
const routes: FastifyPluginAsync<{ rateLimit?: number }> = async (app, opts) => {
  route(
    app,
    endpoints.registerPatient,
    async (request) => {
      const profile = await registerPatient(
        app.ctx.db,
        app.ctx.config.jwtSecret,
        request.body,
        clinicToday(app.ctx.config.clinicTz),
      );
      return ok(profile, messages.auth.registerSuccess, 201);
    },
    { rateLimit: { max: opts.rateLimit ?? 20, timeWindow: '1 minute' } },
  );

  for (const profile of [
    endpoints.admin,
    endpoints.doctor,
    endpoints.patient,
    endpoints.staff,
    endpoints.manager,
  ]) {
    registerProfileRoutes(app, profile);
  }
};
export default routes;
