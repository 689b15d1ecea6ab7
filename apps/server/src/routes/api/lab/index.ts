import { clinicNow, labEndpoints as endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { setAuditSubject } from '../../../audit/request-audit.js';
import { setArtNumber } from '../../../lab/art-number.js';
import { manifestCsv, manifestOf } from '../../../lab/manifest.js';
import { collectSpecimen } from '../../../lab/specimens.js';
import { file, route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  const { clinicTz: timeZone, artNumberPattern } = app.ctx.config;
  /** A moment as the clinic's clock reads it: yyyy-MM-dd HH:mm. */
  const localTime = (iso: string) => {
    const at = clinicNow(timeZone, new Date(iso));
    return `${at.date} ${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}`;
  };

  route(app, endpoints.setArtNumber, (request, { db, user }) =>
    setArtNumber(db, user, request.body, artNumberPattern),
  );

  route(app, endpoints.createSpecimen, async (request, { db, user, now }) => {
    const { specimen, patientId } = await collectSpecimen(db, user, request.body, { now: now(), timeZone });
    setAuditSubject(request, { patientId, recordId: specimen.appointmentId });
    return specimen;
  });

  route(app, endpoints.manifest, async (request, { db, user, today }) => {
    const items = await manifestOf(db, user, request.query, timeZone);
    if (request.query.format !== 'csv') return { items };
    return file(manifestCsv(items, localTime), {
      contentType: 'text/csv; charset=utf-8',
      filename: `manifest-${today}.csv`,
    });
  });
};
export default routes;
