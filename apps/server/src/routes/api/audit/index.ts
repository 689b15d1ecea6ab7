import { endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { listAuditAlerts } from '../../../audit/alerts.js';
import { auditCsv } from '../../../audit/csv.js';
import { exportedAuditEvents, listAuditEvents, listRecordAccess } from '../../../audit/events.js';
import { setAuditSubject } from '../../../audit/request-audit.js';
import { file, page, route } from '../../register.js';

const AUDIT_CSV_FILE = { filename: 'nhat-ky-truy-cap.csv', contentType: 'text/csv; charset=utf-8' };

const routes: FastifyPluginAsync = async (app) => {
  const clinicTz = () => app.ctx.config.clinicTz;

  route(app, endpoints.audit.myRecordAccess, async (request, { db, user }) => {
    const { patientId, userId } = user;
    if (patientId === null) return page({ items: [], meta: { page: 1, pageSize: 0, total: 0 } });
    return page(await listRecordAccess(db, patientId, request.query, clinicTz(), userId));
  });

  route(app, endpoints.audit.events, async (request, { db }) =>
    page(await listAuditEvents(db, request.query, clinicTz())),
  );

  route(app, endpoints.audit.exportEvents, async (request, { db }) => {
    const rows = await exportedAuditEvents(db, request.query, clinicTz());
    // The export is an access too: its event names the patient the export was filtered on, if any.
    setAuditSubject(request, { patientId: request.query.patientId ?? null, recordId: null });
    // The byte order mark makes spreadsheet programs read the Vietnamese names as UTF-8.
    return file(`\uFEFF${auditCsv(rows)}`, AUDIT_CSV_FILE);
  });

  route(app, endpoints.audit.alerts, (_request, { db }) => listAuditAlerts(db));
};
export default routes;
