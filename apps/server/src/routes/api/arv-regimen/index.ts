import { arvRegimenEndpoints as endpoints, isManagement } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { createRegimen, listRegimens } from '../../../clinic/regimens.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getAll, (_request, { db, user }) =>
    listRegimens(db, { includeInactive: isManagement(user.role) }),
  );
  route(app, endpoints.getByIsCustomized, (request, { db, user }) =>
    listRegimens(db, { includeInactive: isManagement(user.role), isCustomized: request.params.isCustomized }),
  );
  route(app, endpoints.create, (request, { db, user }) => createRegimen(db, request.body, user));
};
export default routes;
