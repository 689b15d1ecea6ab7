import { accountClosureEndpoints as endpoints, messages } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  closureStatus,
  completeClosure,
  listClosureRequests,
  requestClosure,
} from '../../../accounts/closure.js';
import { setAuditSubject } from '../../../audit/request-audit.js';
import { forbidden } from '../../../lib/http-error.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { answer, page, route } from '../../register.js';

const m = messages.accountClosure;

/** The calling patient's own patientId (a patient account always has one). */
function ownPatientId({ patientId }: AuthUser): number {
  if (patientId === null) throw forbidden(messages.common.forbidden);
  return patientId;
}

/** Account closure: the patient asks (RequestClosure), an administrator completes (CompleteClosure). */
const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.requestClosure, async (_request, { db, user }) => {
    const { status, first } = await requestClosure(db, ownPatientId(user));
    return first ? status : answer(status, { message: m.alreadyRequested });
  });

  route(app, endpoints.closureStatus, async (_request, { db, user }) =>
    closureStatus(db, ownPatientId(user)),
  );

  route(app, endpoints.closureRequests, async (request, { db }) =>
    page(await listClosureRequests(db, request.query)),
  );

  route(app, endpoints.completeClosure, async (request, { db, today }) => {
    const patientId = request.params.id;
    setAuditSubject(request, { patientId, recordId: null });
    const closed = await completeClosure(db, patientId, today);
    return closed.cancelledAppointments > 0
      ? answer(closed, { message: m.completedWithCancelled(closed.cancelledAppointments) })
      : closed;
  });
};
export default routes;
