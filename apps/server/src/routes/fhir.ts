import {
  type AuditCategory,
  clinicToday,
  type FhirSearchQuery,
  fhirIdParams,
  fhirSearchQuery,
  LAB_LOINC,
  messages,
} from '@clinic/contract';
import type { Resource } from '@medplum/fhirtypes';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { auditAllowed, setAuditSubject } from '../audit/request-audit.js';
import { capabilityStatement, operationOutcome, searchBundle } from '../fhir/bundle.js';
import {
  CD4_SNOMED,
  IDENTIFIER_SYSTEMS,
  OBSERVATION_KINDS,
  type ObservationKind,
  VIRAL_LOAD_INDICATIONS,
} from '../fhir/profiles.js';
import {
  appointmentRecords,
  type Page,
  type PatientPage,
  patientPage,
  patientRecord,
  patientsByIdentifier,
  resultRecords,
  treatmentRecords,
  WHOLE,
  type Window,
} from '../fhir/records.js';
import {
  appointmentResource,
  carePlanResource,
  conditionResource,
  observationResource,
  patientResource,
} from '../fhir/resources.js';
import { badRequest } from '../lib/http-error.js';
import { caller } from '../plugins/auth.js';

const FHIR_JSON = 'application/fhir+json; charset=utf-8';
/**
 * A route of a patient's data: a patient or a doctor calls it, and it reads records of `category`. The declaration
 * gives a refused call its event in the access log, as a declared endpoint's (registerRefusalAudit).
 */
const clinical = (category: AuditCategory) => ({
  access: ['Patient', 'Doctor'] as ('Patient' | 'Doctor')[],
  audit: { category, action: 'read' as const, pathId: 'patient' as const },
});
const DEFAULT_COUNT = 20;
/** The FHIR routes are described by their CapabilityStatement, not by the REST API's OpenAPI document. */
const HIDDEN = { hide: true };

/**
 * The kinds a `code` asks for (codes or system|code, comma-separated): a kind's LOINC codes, the guide's CD4 code
 * or any of its viral-load indications; none asks for every kind.
 */
function kindsOf(code: string | undefined): ObservationKind[] {
  if (!code) return [...OBSERVATION_KINDS];
  const wanted = code.split(',').map((c) => {
    const [system, value] = c.includes('|') ? (c.split('|') as [string, string]) : ['', c];
    return { system: system.trim(), value: value.trim() };
  });
  const asks = (kind: ObservationKind) =>
    wanted.some(
      ({ system, value }) =>
        LAB_LOINC[kind].includes(value) ||
        (kind === 'cd4' && value === CD4_SNOMED) ||
        (kind === 'viralLoad' && system === VIRAL_LOAD_INDICATIONS),
    );
  return OBSERVATION_KINDS.filter(asks);
}

/** The clinic's offset from UTC on a day, e.g. +07:00, for the start of an appointment. */
function offsetOf(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') ?? '';
  return offset === '' ? 'Z' : offset;
}

/**
 * The FHIR R4 interface (docs/decisions/0029): read-only, JSON, behind the same bearer tokens and rules as the
 * REST API. A patient reads their own record, a doctor the patients they treat, without what hangs from an
 * anonymous appointment; other roles nothing clinical. Refusals are OperationOutcomes; every read of a patient's
 * data is an event of the access log.
 */
export const fhirRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const tz = ctx.config.clinicTz;

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'FHIR request failed');
    const message = status === 500 ? messages.common.serverError : error.message;
    return reply.status(status).type(FHIR_JSON).send(operationOutcome(status, message));
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).type(FHIR_JSON).send(operationOutcome(404, messages.common.notFound)),
  );

  const send = (reply: FastifyReply, body: Resource) => reply.type(FHIR_JSON).send(body);
  const query = (request: FastifyRequest): FhirSearchQuery => {
    const parsed = fhirSearchQuery.safeParse(request.query);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? messages.common.invalidInput);
    return parsed.data;
  };
  const windowOf = (q: FhirSearchQuery): Window => ({
    offset: q._offset ?? 0,
    count: q._count ?? DEFAULT_COUNT,
  });
  const patientOf = (q: FhirSearchQuery) => {
    if (q.patient === undefined) throw badRequest('Cần tham số patient');
    return q.patient;
  };
  const urlOf = (request: FastifyRequest) => new URL(request.url, `${request.protocol}://${request.host}`);
  const idOf = (request: FastifyRequest) => {
    const parsed = fhirIdParams.safeParse(request.params);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? messages.common.invalidInput);
    return parsed.data.id;
  };
  /** One event of the access log per kind of the patient's data read, as the REST API's reads write theirs. */
  const logRead = (request: FastifyRequest, patientId: number, categories: AuditCategory[]) =>
    Promise.all(
      categories.map((category) =>
        auditAllowed(ctx, request, { category, action: 'read' }, { patientId, recordId: null }),
      ),
    );

  app.get('/metadata', { config: { access: 'public' }, schema: HIDDEN }, async (request, reply) =>
    send(reply, capabilityStatement(`${urlOf(request).origin}/fhir`, ctx.now())),
  );

  app.get('/Patient/:id', { config: clinical('profile'), schema: HIDDEN }, async (request, reply) => {
    const record = await patientRecord(await patientPage(ctx.db, caller(request), idOf(request), WHOLE));
    await logRead(request, record.patientId, ['profile']);
    return send(reply, patientResource(record));
  });

  app.get('/Patient', { config: clinical('profile'), schema: HIDDEN }, async (request, reply) => {
    const q = query(request);
    if (!q.identifier) throw badRequest('Cần tham số identifier=system|value');
    const [system, value] = q.identifier.split('|') as [string, string];
    const column = (Object.entries(IDENTIFIER_SYSTEMS) as [keyof typeof IDENTIFIER_SYSTEMS, string][]).find(
      ([, known]) => known === system,
    )?.[0];
    const found = column ? await patientsByIdentifier(ctx.db, caller(request), column, value) : [];
    for (const p of found) await logRead(request, p.patientId, ['profile']);
    return send(reply, searchBundle(urlOf(request), found.map(patientResource), found.length, windowOf(q)));
  });

  /** A search of one patient's records of a kind: a page of them, one read in the access log, a searchset. */
  const patientSearch = <R>(
    path: string,
    category: AuditCategory,
    read: (page: PatientPage, q: FhirSearchQuery) => Promise<Page<R>>,
    toResource: (row: R) => Resource,
  ) =>
    app.get(path, { config: clinical(category), schema: HIDDEN }, async (request, reply) => {
      const q = query(request);
      const patientId = patientOf(q);
      const window = windowOf(q);
      // The patient is named by the query: a refusal below is logged as an attempt on their record.
      setAuditSubject(request, { patientId, recordId: null });
      const { rows, total } = await read(await patientPage(ctx.db, caller(request), patientId, window), q);
      await logRead(request, patientId, [category]);
      return send(reply, searchBundle(urlOf(request), rows.map(toResource), total, window));
    });

  patientSearch(
    '/Observation',
    'result',
    async (page, q) => {
      const kinds = kindsOf(q.code);
      return kinds.length === 0 ? { rows: [], total: 0 } : resultRecords(page, kinds, tz);
    },
    observationResource,
  );
  patientSearch(
    '/CarePlan',
    'treatment',
    (page) => treatmentRecords(page, clinicToday(tz, ctx.now())),
    carePlanResource,
  );
  patientSearch(
    '/Appointment',
    'appointment',
    (page) => appointmentRecords(page, offsetOf(tz, ctx.now())),
    appointmentResource,
  );

  /**
   * Patient/{id}/$everything: the patient, then their results, regimens and appointments, as one searchset paged
   * by _count over the whole (the patient on the first page).
   */
  app.get(
    '/Patient/:id/$everything',
    { config: clinical('profile'), schema: HIDDEN },
    async (request, reply) => {
      const id = idOf(request);
      const window = windowOf(query(request));
      const all = await patientPage(ctx.db, caller(request), id, WHOLE);
      const [patient, results, plans, visits] = await Promise.all([
        patientRecord(all),
        resultRecords(all, [...OBSERVATION_KINDS], tz),
        treatmentRecords(all, clinicToday(tz, ctx.now())),
        appointmentRecords(all, offsetOf(tz, ctx.now())),
      ]);
      const resources: Resource[] = [
        patientResource(patient),
        conditionResource(id, patient.artStartDate ?? null),
        ...results.rows.map(observationResource),
        ...plans.rows.map(carePlanResource),
        ...visits.rows.map(appointmentResource),
      ];
      await logRead(request, id, ['profile', 'result', 'treatment', 'appointment']);
      const page = resources.slice(window.offset, window.offset + window.count);
      return send(reply, searchBundle(urlOf(request), page, resources.length, window));
    },
  );
};
