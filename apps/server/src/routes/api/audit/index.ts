import { endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { listAuditAlerts } from '../../../audit/alerts.js';
import { auditCsv } from '../../../audit/csv.js';
import { exportedAuditEvents, listAuditEvents, listRecordAccess } from '../../../audit/events.js';
import { setAuditSubject } from '../../../audit/request-audit.js';
import { ok, okPage } from '../../../lib/reply.js';
import { caller } from '../../../plugins/auth.js';
import { route } from '../../register.js';

const AUDIT_CSV_FILE = { filename: 'nhat-ky-truy-cap.csv', contentType: 'text/csv; charset=utf-8' };

const routes: FastifyPluginAsync = async (app) => {
  const clinicTz = () => app.ctx.config.clinicTz;

  route(app, endpoints.audit.myRecordAccess, async (request) => {
    const { patientId, userId } = caller(request);
    if (patientId === null) return okPage({ items: [], meta: { page: 1, pageSize: 0, total: 0 } });
    return okPage(await listRecordAccess(app.ctx.db, patientId, request.query, clinicTz(), userId));
  });

  route(app, endpoints.audit.events, async (request) =>
    okPage(await listAuditEvents(app.ctx.db, request.query, clinicTz())),
  );

  route(app, endpoints.audit.exportEvents, async (request, reply) => {
    const rows = await exportedAuditEvents(app.ctx.db, request.query, clinicTz());
    // The export is an access too: its event names the patient the export was filtered on, if any.
    setAuditSubject(request, { patientId: request.query.patientId ?? null, recordId: null });
    reply.type(AUDIT_CSV_FILE.contentType);
    reply.header('content-disposition', `attachment; filename="${AUDIT_CSV_FILE.filename}"`);
    // The byte order mark makes spreadsheet programs read the Vietnamese names as UTF-8.
    return `\uFEFF${auditCsv(rows)}`;
  });

  route(app, endpoints.audit.alerts, async () => ok(await listAuditAlerts(app.ctx.db)));
};
export default routes;
