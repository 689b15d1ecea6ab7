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
  callerListRoute(app, endpoints.getAll, listTestResults);
  route(app, endpoints.getById, (request, { db, user }) =>
    findTestResult(db, user, { testResultId: request.params.id }),
  );
  route(app, endpoints.getByAppointmentId, (request, { db, user }) =>
    findTestResult(db, user, { appointmentId: request.params.appointmentId }),
  );
  route(app, endpoints.create, (request, { db, user }) => createTestResult(db, user, request.body));
  route(app, endpoints.update, (request, { db, user }) => updateTestResult(db, user, request.body));
};
export default routes;
