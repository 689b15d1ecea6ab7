import { clinicalMessages, testResultEndpoints as endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requestDb } from '../../../audit/request-audit.js';
import {
  createTestResult,
  findTestResult,
  listTestResults,
  updateTestResult,
} from '../../../clinic/results.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { callerListRoute } from '../../caller-list.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  callerListRoute(app, endpoints.getAll, listTestResults);
  route(app, endpoints.getById, async (request) =>
    ok(await findTestResult(app.ctx.db, caller(request), { testResultId: request.params.id })),
  );
  route(app, endpoints.getByAppointmentId, async (request) =>
    ok(await findTestResult(app.ctx.db, caller(request), { appointmentId: request.params.appointmentId })),
  );
  route(app, endpoints.create, async (request) =>
    ok(
      await createTestResult(requestDb(request, app.ctx.db), caller(request), request.body),
      clinicalMessages.resultCreated,
      201,
    ),
  );
  route(app, endpoints.update, async (request) =>
    ok(
      await updateTestResult(requestDb(request, app.ctx.db), caller(request), request.body),
      clinicalMessages.resultUpdated,
    ),
  );
};
export default routes;
