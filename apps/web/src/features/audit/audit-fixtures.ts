import type { AuditEvent, AuditLogEvent } from '@clinic/contract';

/** A doctor reading a patient's test result, allowed: the event the audit tests vary. */
export const doctorRead: AuditEvent = {
  eventId: 2,
  at: '2026-11-26T03:15:00.000Z',
  actorUserId: 12,
  actorRole: 'Doctor',
  actorName: 'Nguyễn Thị Mai Lan',
  patientId: 3,
  action: 'read',
  category: 'result',
  recordId: 41,
  outcome: 'allowed',
};

/** The same read as the administrator's log answers it: with the patient's name. */
export const doctorReadLogged: AuditLogEvent = { ...doctorRead, patientName: 'Phạm Minh Khang' };
