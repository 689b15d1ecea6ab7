import { privacyEndpoints as endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { collectMyData } from '../../../accounts/my-data.js';
import { setAuditSubject } from '../../../audit/request-audit.js';
import { route } from '../../register.js';

/** The patient's rights over their data: GET /Patient/MyData, a copy of everything held about the caller. */
const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.myData, (request, { db, user }) => {
    // The access log records the export against the caller's own record, whatever the query named.
    setAuditSubject(request, { patientId: user.patientId, recordId: null });
    return collectMyData(db, user, app.ctx.config.clinicTz);
  });
};
export default routes;
