import { clinicalMessages, treatmentEndpoints as endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { createRefill } from '../../../clinic/refills.js';
import { createTreatment, listTreatments, sendTreatmentEmail } from '../../../clinic/treatments.js';
import { callerListRoute } from '../../caller-list.js';
import { answer, route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  callerListRoute(app, endpoints.getAll, listTreatments);

  route(app, endpoints.create, (request, { db, user, today }) =>
    createTreatment(db, user, request.body, { today, timeZone: app.ctx.config.clinicTz }),
  );

  route(app, endpoints.sendCreatedEmail, async (request, { db, user }) => {
    const result = await sendTreatmentEmail(db, user, request.body.treatmentId);
    return result.queued ? result : answer(result, { message: clinicalMessages.treatmentMailAlreadyQueued });
  });

  route(app, endpoints.refill, (request, { db, user, today }) => createRefill(db, user, request.body, today));
};
export default routes;
