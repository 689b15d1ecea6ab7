import {
  clinicalMessages,
  clinicToday,
  treatmentEndpoints as endpoints,
  retentionApiMessages,
  treatmentCreateBody,
} from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requestDb } from '../../../audit/request-audit.js';
import { createRefill } from '../../../clinic/refills.js';
import { createTreatment, listTreatments, sendTreatmentEmail } from '../../../clinic/treatments.js';
import { ok } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { callerListRoute } from '../../caller-list.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  callerListRoute(app, endpoints.getAll, listTreatments);

  // "After today" is judged in the configured clinic zone at each request, not at start-up.
  const create = {
    ...endpoints.create,
    body: treatmentCreateBody(() => clinicToday(app.ctx.config.clinicTz)),
  };
  route(app, create, async (request) =>
    ok(
      await createTreatment(requestDb(request, app.ctx.db), caller(request), request.body, {
        today: clinicToday(app.ctx.config.clinicTz),
        timeZone: app.ctx.config.clinicTz,
      }),
      clinicalMessages.treatmentCreated,
      201,
    ),
  );

  route(app, endpoints.sendCreatedEmail, async (request) => {
    const result = await sendTreatmentEmail(app.ctx.db, caller(request), request.body.treatmentId);
    return ok(
      result,
      result.queued ? clinicalMessages.treatmentMailQueued : clinicalMessages.treatmentMailAlreadyQueued,
    );
  });

  // Today by the app's clock (injectable), in the configured clinic zone.
  route(app, endpoints.refill, async (request) =>
    ok(
      await createRefill(
        requestDb(request, app.ctx.db),
        caller(request),
        request.body,
        clinicToday(app.ctx.config.clinicTz, app.ctx.now()),
      ),
      retentionApiMessages.refillRecorded,
      201,
    ),
  );
};
export default routes;
