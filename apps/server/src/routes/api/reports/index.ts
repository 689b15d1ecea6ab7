import { endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caseReport } from '../../../fhir/case-report.js';
import { file, route } from '../../register.js';

/** The reports that leave the clinic for the health authorities. */
const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.reports.caseReport, async (request, { db, user }) => {
    const bundle = await caseReport(
      db,
      user,
      request.query,
      app.ctx.config.clinicTz,
      request.ip,
      app.ctx.now(),
    );
    return file(JSON.stringify(bundle), {
      contentType: 'application/fhir+json; charset=utf-8',
      filename: `bao-cao-ca-benh-${request.query.from}-${request.query.to}.json`,
    });
  });
};

export default routes;
