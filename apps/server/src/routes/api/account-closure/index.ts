import { clinicToday, accountClosureEndpoints as endpoints, messages } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  closureStatus,
  completeClosure,
  listClosureRequests,
  requestClosure,
} from '../../../accounts/closure.js';
import { requestDb, setAuditSubject } from '../../../audit/request-audit.js';
import { forbidden } from '../../../lib/http-error.js';
import { ok, okPage } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { route } from '../../register.js';

const m = messages.accountClosure;

/** The calling patient's own patientId (a patient account always has one). */
function ownPatientId(request: Parameters<typeof caller>[0]): number {
  const { patientId } = caller(request);
  if (patientId === null) throw forbidden(messages.common.forbidden);
  return patientId;
}

/** Account closure: the patient asks (RequestClosure), an administrator completes (CompleteClosure). */
const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.requestClosure, async (request) => {
    const { status, first } = await requestClosure(requestDb(request, app.ctx.db), ownPatientId(request));
    return ok(status, first ? m.requested : m.alreadyRequested);
  });

  route(app, endpoints.closureStatus, async (request) =>
    ok(await closureStatus(app.ctx.db, ownPatientId(request))),
  );

  route(app, endpoints.closureRequests, async (request) =>
    okPage(await listClosureRequests(app.ctx.db, request.query)),
  );

  route(app, endpoints.completeClosure, async (request) => {
    const patientId = request.params.id;
    setAuditSubject(request, { patientId, recordId: null });
    // An audited write runs in the transaction its log entry joins (request-audit.ts): the closure is all of it.
    const today = clinicToday(app.ctx.config.clinicTz, app.ctx.now());
    const closed = await completeClosure(requestDb(request, app.ctx.db), patientId, today);
    return ok(
      closed,
      closed.cancelledAppointments > 0 ? m.completedWithCancelled(closed.cancelledAppointments) : m.completed,
    );
  });
};
export default routes;
