import { adminMessages, doctorCertificateEndpoints as endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  createCertificate,
  deleteCertificate,
  getCertificate,
  listCertificates,
  updateCertificate,
} from '../../../admin/certificates.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { callerListRoute } from '../../caller-list.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  callerListRoute(app, endpoints.getAll, listCertificates);
  route(app, endpoints.getById, async (request) =>
    ok(await getCertificate(app.ctx.db, caller(request), request.params.id)),
  );
  route(app, endpoints.create, async (request) =>
    ok(await createCertificate(app.ctx.db, request.body), adminMessages.certificateCreated, 201),
  );
  route(app, endpoints.update, async (request) => {
    const { certificateId, ...input } = request.body;
    return ok(await updateCertificate(app.ctx.db, certificateId, input), adminMessages.certificateUpdated);
  });
  route(app, endpoints.delete, async (request) => {
    await deleteCertificate(app.ctx.db, request.params.id);
    return ok(null, adminMessages.certificateDeleted);
  });
};
export default routes;
