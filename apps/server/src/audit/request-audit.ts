import type { AuditDeclaration } from '@clinic/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { noteRecordRead } from './alerts.js';
import { type AuditEntry, queueAuditEvent, sealStagedEvents, stageAuditEvent } from './events.js';
import { ownerOfRecord } from './record-owner.js';

/** The patient and the record an audited call touched. */
export interface AuditSubject {
  patientId: number | null;
  recordId: number | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint's access-log declaration (packages/contract/src/endpoints/define.ts). */
    audit?: AuditDeclaration;
  }
  interface FastifyRequest {
    auditSubject?: AuditSubject;
    /** The call's event is written: no refusal is added for it. */
    auditWritten?: boolean;
  }
}

/** Names the patient and record of this call, when the answer alone does not show them. */
export function setAuditSubject(request: FastifyRequest, subject: AuditSubject): void {
  request.auditSubject = subject;
}

const WRITES: ReadonlySet<AuditDeclaration['action']> = new Set(['create', 'update', 'delete']);

/** The key of a category's own record in an answer. */
const RECORD_KEYS: Record<AuditDeclaration['category'], string | null> = {
  profile: 'patientId',
  appointment: 'appointmentId',
  result: 'testResultId',
  treatment: 'treatmentId',
  clinicalSummary: null,
  tracing: null,
  caseReport: null,
};

/** An id, as validated (a number) or as sent (digits: a call refused before validation). */
function numberOr(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function fieldOf(source: unknown, key: string): number | null {
  return typeof source === 'object' && source !== null
    ? numberOr((source as Record<string, unknown>)[key])
    : null;
}

/**
 * Whose record a call touched: what the handler named (setAuditSubject), else what its answer shows (one record,
 * or a list of one patient's records), else the patient named in the path, query or body, else the owner of the
 * appointment, result or treatment the answer is (an anonymous appointment hides its patient from the doctor, not
 * from the log), else the caller when a patient (who reaches nothing but their own record). A list over many
 * patients names none.
 */
export async function subjectOf(
  db: Pick<Db, 'select'>,
  request: FastifyRequest,
  { category, pathId }: AuditDeclaration,
  answer: unknown,
): Promise<AuditSubject> {
  if (request.auditSubject) return request.auditSubject;
  const data =
    typeof answer === 'object' && answer !== null ? (answer as { data?: unknown }).data : undefined;
  if (Array.isArray(data)) {
    const patients = new Set(data.map((item) => fieldOf(item, 'patientId')));
    const patientId = (patients.size === 1 ? [...patients][0] : null) ?? namedPatient(request, pathId);
    return { patientId: patientId ?? callerPatient(request), recordId: null };
  }
  const recordKey = RECORD_KEYS[category];
  const recordId = recordKey === null ? null : fieldOf(data, recordKey);
  const patientId =
    fieldOf(data, 'patientId') ??
    namedPatient(request, pathId) ??
    (await ownerOfRecord(db, {
      appointmentId: fieldOf(data, 'appointmentId'),
      testResultId: fieldOf(data, 'testResultId'),
      treatmentId: fieldOf(data, 'treatmentId'),
    })) ??
    callerPatient(request);
  return { patientId, recordId };
}

/** The patient a call names: its path's id where that is a patient's, or a patientId in the path, query or body. */
function namedPatient(request: FastifyRequest, pathId: AuditDeclaration['pathId']): number | null {
  return (
    (pathId === 'patient' ? fieldOf(request.params, 'id') : null) ??
    fieldOf(request.params, 'patientId') ??
    fieldOf(request.query, 'patientId') ??
    fieldOf(request.body, 'patientId')
  );
}

/** A patient reaches nothing but their own record. */
const callerPatient = (request: FastifyRequest) =>
  request.auth?.role === 'Patient' ? request.auth.patientId : null;

function entryOf(
  request: FastifyRequest,
  audit: AuditDeclaration,
  outcome: AuditEntry['outcome'],
  subject: AuditSubject,
): AuditEntry {
  return {
    actorUserId: request.auth?.userId ?? null,
    actorRole: request.auth?.role ?? null,
    patientId: subject.patientId,
    action: audit.action,
    category: audit.category,
    recordId: subject.recordId,
    outcome,
    clientAddress: request.ip ?? null,
    requestId: request.id,
  };
}

/**
 * The event of an allowed call that wrote nothing, written once the answer is made; a read of a patient's record
 * also counts towards the unusual-access alert (alerts.ts). Declared endpoints come here through auditedHandler,
 * the FHIR routes directly: a record read through either door is logged and watched alike.
 */
export async function auditAllowed(
  ctx: AppContext,
  request: FastifyRequest,
  audit: AuditDeclaration,
  subject: AuditSubject,
): Promise<void> {
  await queueAuditEvent(ctx.db, entryOf(request, audit, 'allowed', subject));
  request.auditWritten = true;
  if (audit.action === 'read' && subject.patientId !== null && request.auth) {
    await noteRecordRead(ctx, request.auth.userId, subject.patientId);
  }
}

/** A handler given the database handle all its queries must use. */
type Handler = (request: FastifyRequest, reply: FastifyReply, db: Db) => Promise<unknown>;

/**
 * The handler of an audited endpoint: a read writes its event once the answer is made; a write runs in a
 * transaction that its event joins, so that the change and its record commit together or not at all, and answers
 * once its event is chained (events.ts). The write's handler is given that transaction: on the embedded database
 * (one session) a query outside it would wait for it forever.
 */
export function auditedHandler(
  app: FastifyInstance,
  audit: AuditDeclaration,
  handler: Handler,
): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  if (!WRITES.has(audit.action)) {
    return async (request, reply) => {
      const answer = await handler(request, reply, app.ctx.db);
      await auditAllowed(app.ctx, request, audit, await subjectOf(app.ctx.db, request, audit, answer));
      return answer;
    };
  }
  return async (request, reply) => {
    const answer = await app.ctx.db.transaction(async (tx) => {
      const answer = await handler(request, reply, tx as Db);
      const subject = await subjectOf(tx, request, audit, answer);
      await stageAuditEvent(tx, entryOf(request, audit, 'allowed', subject));
      request.auditWritten = true;
      return answer;
    });
    // The write and its event are committed: should chaining it fail now, the next insert chains it, and the
    // caller is not told that a write that happened failed.
    await sealStagedEvents(app.ctx.db).catch((error: unknown) =>
      request.log.error({ err: error }, 'staged access-log events not chained yet'),
    );
    return answer;
  };
}

/** The statuses that mean the call was refused: no or a bad token, a role not allowed, a record not reachable. */
const REFUSALS = new Set([401, 403, 404]);

/**
 * A refused call to an audited endpoint writes an event with the outcome 'refused', before the answer leaves, so
 * that it is in the log by the time the caller can look. The patient is the one the handler named before it was
 * refused (setAuditSubject), else the one the call named, or the owner of the appointment or result it asked
 * for, so that the attempt shows on that patient's page; the record is the path's id.
 */
export function registerRefusalAudit(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const audit = request.routeOptions.config?.audit;
    if (!audit || request.auditWritten || !REFUSALS.has(reply.statusCode)) return payload;
    const pathId = fieldOf(request.params, 'id');
    const recordId = audit.pathId === 'patient' ? null : (pathId ?? fieldOf(request.params, 'appointmentId'));
    const subject: AuditSubject = request.auditSubject ?? {
      patientId:
        namedPatient(request, audit.pathId) ??
        (await ownerOfRecord(app.ctx.db, {
          appointmentId: audit.category === 'appointment' ? pathId : fieldOf(request.params, 'appointmentId'),
          testResultId: audit.category === 'result' ? pathId : null,
          treatmentId: audit.category === 'treatment' ? pathId : null,
        })),
      recordId,
    };
    request.auditWritten = true;
    await queueAuditEvent(app.ctx.db, entryOf(request, audit, 'refused', subject));
    return payload;
  });
}
