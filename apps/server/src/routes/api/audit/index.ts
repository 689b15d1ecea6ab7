import { type AuditEventsQuery, auditCsv, endpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { listAuditAlerts } from '../../../audit/alerts.js';
import {
  exportedAuditEvents,
  listAuditEvents,
  listRecordAccess,
  patientIdIn,
} from '../../../audit/events.js';
import { setAuditSubject } from '../../../audit/request-audit.js';
import { file, page, route } from '../../register.js';

const AUDIT_CSV_FILE = { filename: 'nhat-ky-truy-cap.csv', contentType: 'text/csv; charset=utf-8' };

/**
 * The patient a read of the log is about: the one its filter names by id, else the only one among the events it
 * answered (a name that matched one patient), else none (a read over many patients names none, as lists do).
 */
function patientOfRead(query: AuditEventsQuery, events: { patientId: number | null }[]): number | null {
  const named = query.patientId ?? patientIdIn(query.patient);
  if (named !== null) return named;
  const patients = new Set(events.map((e) => e.patientId));
  return patients.size === 1 ? ([...patients][0] ?? null) : null;
}

const routes: FastifyPluginAsync = async (app) => {
  const clinicTz = () => app.ctx.config.clinicTz;

  route(app, endpoints.audit.myRecordAccess, async (request, { db, user }) => {
    const { patientId, userId } = user;
    if (patientId === null) return page({ items: [], meta: { page: 1, pageSize: 0, total: 0 } });
    return page(await listRecordAccess(db, patientId, request.query, clinicTz(), userId));
  });

  // Reading the log is itself an access (it names patients): each read and export writes its own event.
  route(app, endpoints.audit.events, async (request, { db }) => {
    const list = await listAuditEvents(db, request.query, clinicTz());
    setAuditSubject(request, { patientId: patientOfRead(request.query, list.items), recordId: null });
    return page(list);
  });

  route(app, endpoints.audit.exportEvents, async (request, { db }) => {
    const rows = await exportedAuditEvents(db, request.query, clinicTz());
    setAuditSubject(request, { patientId: patientOfRead(request.query, rows), recordId: null });
    // The byte order mark makes spreadsheet programs read the Vietnamese names as UTF-8.
    return file(`\uFEFF${auditCsv(rows)}`, AUDIT_CSV_FILE);
  });

  route(app, endpoints.audit.alerts, (_request, { db }) => listAuditAlerts(db));
};
export default routes;
