import { clinicalEndpoints as endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  clinicalSummary,
  createEacSession,
  doctorWorklist,
  readThresholds,
  saveThresholds,
  setArtStartDate,
  setBreastfeeding,
  setTransferIn,
} from '../../../clinic/monitoring.js';
import {
  checkRegimenFor,
  recordWeight,
  setCoMedications,
  setHypersensitivities,
} from '../../../clinic/prescribing.js';
import { route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  // The clinic's clock, as the tracing list and the jobs judge by, so that all of them agree on the day.
  const day = (today: string) => ({ today, timeZone: app.ctx.config.clinicTz });
  route(app, endpoints.getSettings, (_request, { db }) => readThresholds(db));
  route(app, endpoints.updateSettings, (request, { db }) => saveThresholds(db, request.body));
  route(app, endpoints.getSummary, (request, { db, user, today }) =>
    clinicalSummary(db, user, request.params.patientId, day(today)),
  );
  route(app, endpoints.createEacSession, (request, { db, user, today }) =>
    createEacSession(db, user, request.body, today),
  );
  route(app, endpoints.setArtStartDate, (request, { db, user, today }) =>
    setArtStartDate(db, user, request.body, day(today)),
  );
  route(app, endpoints.setBreastfeeding, (request, { db, user, today }) =>
    setBreastfeeding(db, user, request.body, day(today)),
  );
  route(app, endpoints.setTransferIn, (request, { db, user, today }) =>
    setTransferIn(db, user, request.body, day(today)),
  );
  route(app, endpoints.getWorklist, (_request, { db, user, today }) =>
    doctorWorklist(db, user, day(today), app.ctx.config.specimenPendingDays),
  );
  route(app, endpoints.setCoMedications, (request, { db, user }) => setCoMedications(db, user, request.body));
  route(app, endpoints.setHypersensitivities, (request, { db, user }) =>
    setHypersensitivities(db, user, request.body),
  );
  route(app, endpoints.createWeight, (request, { db, user, today }) =>
    recordWeight(db, user, request.body, today),
  );
  route(app, endpoints.checkRegimen, (request, { db, user, today }) =>
    checkRegimenFor(db, user, request.body, day(today)),
  );
};
export default routes;
