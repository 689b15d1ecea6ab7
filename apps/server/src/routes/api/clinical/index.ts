import {
  clinicToday,
  clinicalEndpoints as endpoints,
  monitoringMessages,
  prescribingMessages,
} from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requestDb } from '../../../audit/request-audit.js';
import {
  clinicalSummary,
  createEacSession,
  doctorWorklist,
  readThresholds,
  saveThresholds,
  setArtStartDate,
} from '../../../clinic/monitoring.js';
import { checkRegimenFor, recordWeight, setCoMedications } from '../../../clinic/prescribing.js';
import { ok, sameEnvelope } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  // The clinic's clock, as the tracing list and the jobs judge by, so that all of them agree on the day.
  const today = () => clinicToday(app.ctx.config.clinicTz, app.ctx.now());
  const day = () => ({ today: today(), timeZone: app.ctx.config.clinicTz });
  route(app, endpoints.getSettings, async () => ok(await readThresholds(app.ctx.db)));
  route(app, endpoints.updateSettings, async (request) =>
    ok(await saveThresholds(app.ctx.db, request.body), monitoringMessages.settingsSaved),
  );
  route(app, endpoints.getSummary, async (request) => {
    const summary = await clinicalSummary(app.ctx.db, caller(request), request.params.patientId, day());
    return sameEnvelope(summary, () => ok(summary));
  });
  route(app, endpoints.createEacSession, async (request) =>
    ok(
      await createEacSession(requestDb(request, app.ctx.db), caller(request), request.body, today()),
      monitoringMessages.eacRecorded,
      201,
    ),
  );
  route(app, endpoints.setArtStartDate, async (request) =>
    ok(
      await setArtStartDate(requestDb(request, app.ctx.db), caller(request), request.body, day()),
      monitoringMessages.artStartSaved,
    ),
  );
  route(app, endpoints.getWorklist, async (request) => {
    const worklist = await doctorWorklist(app.ctx.db, caller(request), day());
    return sameEnvelope(worklist, () => ok(worklist));
  });
  route(app, endpoints.setCoMedications, async (request) =>
    ok(
      await setCoMedications(requestDb(request, app.ctx.db), caller(request), request.body),
      prescribingMessages.coMedicationsSaved,
    ),
  );
  route(app, endpoints.createWeight, async (request) =>
    ok(
      await recordWeight(requestDb(request, app.ctx.db), caller(request), request.body, today()),
      prescribingMessages.weightRecorded,
      201,
    ),
  );
  route(app, endpoints.checkRegimen, async (request) =>
    ok(await checkRegimenFor(app.ctx.db, caller(request), request.body, day())),
  );
};
export default routes;
