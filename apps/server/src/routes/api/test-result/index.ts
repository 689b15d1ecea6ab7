import { testResultEndpoints as endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  createTestResult,
  findTestResult,
  listTestResults,
  updateTestResult,
} from '../../../clinic/results.js';
import { callerListRoute } from '../../caller-list.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  // Results are dated by their sample's day at the clinic.
  const timeZone = app.ctx.config.clinicTz;
  callerListRoute(app, endpoints.getAll, (db, user, query) => listTestResults(db, user, query, timeZone));
  route(app, endpoints.getById, (request, { db, user }) =>
    findTestResult(db, user, { testResultId: request.params.id }, timeZone),
  );
  route(app, endpoints.getByAppointmentId, (request, { db, user }) =>
    findTestResult(db, user, { appointmentId: request.params.appointmentId }, timeZone),
  );
  route(app, endpoints.create, (request, { db, user, now }) =>
    createTestResult(db, user, request.body, { settings: app.ctx.config, now: now() }),
  );
  route(app, endpoints.update, (request, { db, user }) => updateTestResult(db, user, request.body, timeZone));
};
export default routes;
