import { clinicalMessages, arvRegimenEndpoints as endpoints, isManagement } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { createRegimen, listRegimens } from '../../../clinic/regimens.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getAll, async (request) =>
    ok(await listRegimens(app.ctx.db, { includeInactive: isManagement(caller(request).role) })),
  );
  route(app, endpoints.getByIsCustomized, async (request) =>
    ok(
      await listRegimens(app.ctx.db, {
        includeInactive: isManagement(caller(request).role),
        isCustomized: request.params.isCustomized,
      }),
    ),
  );
  route(app, endpoints.create, async (request) =>
    ok(await createRegimen(app.ctx.db, request.body, caller(request)), clinicalMessages.regimenCreated, 201),
  );
};
export default routes;
