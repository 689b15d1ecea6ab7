import {
  AUDIT_ACTION_VI,
  AUDIT_CATEGORY_VI,
  AUDIT_CSV_COLUMNS,
  AUDIT_CSV_HEADERS,
  AUDIT_OUTCOME_VI,
  AUDIT_ROLE_VI,
  csvRecord,
} from '@clinic/contract';
import type { ExportedAuditEvent } from './events.js';

type Cell = string | number | null;

/** Each column's cell: the words the admin's screen uses for roles, actions, parts and outcomes. */
const CELLS: Record<(typeof AUDIT_CSV_COLUMNS)[number], (e: ExportedAuditEvent) => Cell> = {
  eventId: (e) => e.eventId,
  at: (e) => e.localAt,
  actorUserId: (e) => e.actorUserId,
  actorRole: (e) => (e.actorRole === null ? null : AUDIT_ROLE_VI[e.actorRole]),
  actorName: (e) => e.actorName,
  patientId: (e) => e.patientId,
  patientName: (e) => e.patientName,
  action: (e) => AUDIT_ACTION_VI[e.action],
  category: (e) => AUDIT_CATEGORY_VI[e.category],
  recordId: (e) => e.recordId,
  outcome: (e) => AUDIT_OUTCOME_VI[e.outcome],
  clientAddress: (e) => e.clientAddress,
  requestId: (e) => e.requestId,
};

/** The export: a header line in Vietnamese, then one line per event, CRLF-separated (RFC 4180). */
export function auditCsv(rows: ExportedAuditEvent[]): string {
  return [
    AUDIT_CSV_COLUMNS.map((c) => AUDIT_CSV_HEADERS[c]),
    ...rows.map((row) => AUDIT_CSV_COLUMNS.map((c) => CELLS[c](row))),
  ]
    .map(csvRecord)
    .join('');
}
