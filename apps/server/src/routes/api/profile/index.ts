import { profileEndpoints as endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerPatient } from '../../../accounts/registration.js';
import { route } from '../../register.js';
import { registerProfileRoutes } from './profile-routes.js';

/** POST /Patient/Create (self-registration) and GET /{Role}/GetByID/:id + PUT /{role}/Update for the five roles. */
const routes: FastifyPluginAsync<{ rateLimit?: number }> = async (app, opts) => {
  route(
    app,
    endpoints.registerPatient,
    (request, { db, today }) => registerPatient(db, app.ctx.config.jwtSecret, request.body, today),
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
