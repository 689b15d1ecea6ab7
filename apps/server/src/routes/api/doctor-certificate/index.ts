import { doctorCertificateEndpoints as endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  createCertificate,
  deleteCertificate,
  getCertificate,
  listCertificates,
  updateCertificate,
} from '../../../admin/certificates.js';
import { callerListRoute } from '../../caller-list.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  callerListRoute(app, endpoints.getAll, listCertificates);
  route(app, endpoints.getById, (request, { db, user }) => getCertificate(db, user, request.params.id));
  route(app, endpoints.create, (request, { db }) => createCertificate(db, request.body));
  route(app, endpoints.update, (request, { db }) => {
    const { certificateId, ...input } = request.body;
    return updateCertificate(db, certificateId, input);
  });
  route(app, endpoints.delete, async (request, { db }) => {
    await deleteCertificate(db, request.params.id);
    return null;
  });
};
export default routes;
