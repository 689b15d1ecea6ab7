import { clinicToday, type Endpoint, messages, type PageMeta, type Role } from '@clinic/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { auditedHandler } from '../audit/request-audit.js';
import type { Db } from '../db/client.js';
import { composedJson } from '../lib/composed-json.js';
import { notFound } from '../lib/http-error.js';
import { ok, okPage, sameEnvelope } from '../lib/reply.js';
import { type AuthUser, caller } from '../plugins/auth.js';

type Input<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E[K] extends z.ZodType
  ? z.output<E[K]>
  : unknown;

type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Input<E, 'params'>;
  Querystring: Input<E, 'query'>;
  Body: Input<E, 'body'>;
}>;

/** The `data` of the endpoint's success envelope. */
export type DataOf<E extends Endpoint> = z.input<E['response']> extends { data: infer D } ? D : unknown;

/**
 * An answer whose message or page meta depends on the outcome; `kept` is the answer kept in memory
 * (db/cached-read.ts) the data is made of, when the data itself is a new object around it, so that its envelope is
 * still made once.
 */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly message: string | undefined,
    readonly meta: PageMeta | undefined,
    readonly kept: unknown,
  ) {}
}

export function answer<T>(
  data: T,
  options: { message?: string | undefined; meta?: PageMeta | undefined; kept?: object } = {},
): Answer<T> {
  return new Answer(data, options.message, options.meta, options.kept ?? data);
}

/** A list's page: its items, and its meta when a page was asked for; a list answers the common message. */
export class Page<T> {
  constructor(readonly list: { items: T[]; meta?: PageMeta | undefined }) {}
}

export function page<T>(list: { items: T[]; meta?: PageMeta | undefined }): Page<T> {
  return new Page(list);
}

/**
 * An answer whose data lists its parts under `field` (two weeks of free slots, by day), written as JSON from the JSON
 * of each part (lib/composed-json.ts); `message` must depend on the data alone.
 */
export class ComposedAnswer<T extends object> {
  constructor(
    readonly data: T,
    readonly field: keyof T & string,
    readonly partSchema: z.ZodType,
    readonly message: string | undefined,
  ) {}
}

export function composed<T extends object>(
  data: T,
  field: keyof T & string,
  partSchema: z.ZodType,
  message?: string,
): ComposedAnswer<T> {
  return new ComposedAnswer(data, field, partSchema, message);
}

/** A file the endpoint answers instead of JSON (its response is a string): sent as it is, as an attachment. */
export class FileAnswer {
  constructor(
    readonly content: string,
    readonly contentType: string,
    readonly filename: string,
  ) {}
}

export function file(content: string, { contentType, filename }: { contentType: string; filename: string }) {
  return new FileAnswer(content, contentType, filename);
}

/** What a handler returns: the envelope's data (or an Answer of it), or the file of an endpoint that answers one. */
export type HandlerResult<E extends Endpoint> =
  z.input<E['response']> extends string
    ? FileAnswer
    :
        | DataOf<E>
        | Answer<DataOf<E>>
        | ComposedAnswer<NonNullable<DataOf<E>> & object>
        | (DataOf<E> extends readonly (infer I)[] | null ? Page<I> : never)
        | (E extends { csvFormat: true } ? FileAnswer : never);

/** An endpoint only signed-in callers reach: its handlers are always given a user. */
export type SignedInEndpoint = Endpoint & { access: readonly Role[] };

/** What every handler is given besides its request. */
export interface RouteContext<E extends Endpoint> {
  /** The audited write's transaction when the endpoint declares one (its event commits with it), else the app's. */
  db: Db;
  /** The caller; a public endpoint may be called by a visitor. */
  user: E['access'] extends readonly Role[] ? AuthUser : AuthUser | null;
  /** The clinic's clock (app.ctx.now): clinical dates never read the wall clock, so that tests can move it. */
  now(): Date;
  /** Today in the clinic's zone, by that clock. */
  readonly today: string;
}

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  context: RouteContext<E>,
) => Promise<HandlerResult<E>>;

const clinicDay = (app: FastifyInstance) => clinicToday(app.ctx.config.clinicTz, app.ctx.now());

function contextOf<E extends Endpoint>(
  app: FastifyInstance,
  request: FastifyRequest,
  db: Db,
): RouteContext<E> {
  let today: string | undefined;
  return {
    db,
    user: (request.auth ?? null) as RouteContext<E>['user'],
    now: app.ctx.now,
    // Most calls never ask, and the zone's calendar is not free to read.
    get today() {
      today ??= clinicDay(app);
      return today;
    },
  };
}

/**
 * The generic half of the ownership rule: a path id that names a patient or a doctor must be the caller's own
 * when the caller has that role. The other roles the endpoint allows reach every id.
 */
function assertOwnPathId({ pathOwner }: Endpoint, request: FastifyRequest): void {
  if (!pathOwner) return;
  const user = caller(request);
  const id = (request.params as { id: number }).id;
  const other =
    pathOwner.names === 'patient'
      ? user.role === 'Patient' && id !== user.patientId
      : user.role === 'Doctor' && id !== user.doctorId;
  if (other) throw notFound(pathOwner.notFound);
}

/**
 * Registers one endpoint of the contract: its method and path, its schemas (the response under its success
 * status, which also keeps fields out of the answer that the schema does not list), its access and its
 * OpenAPI tags and summary. The answer is the declaration's: its status and message around the handler's data
 * (an answer kept in memory keeps its envelope, lib/reply.ts). An endpoint that declares `audit` is wrapped so
 * that each call writes its access-log event, a write in the transaction the handler is given
 * (src/audit/request-audit.ts).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  config: Omit<FastifyContextConfig, 'access'> = {},
): void {
  const message = endpoint.message ?? messages.common.ok;
  const body = endpoint.bodyOnDay ? endpoint.bodyOnDay(() => clinicDay(app)) : endpoint.body;
  const plain = async (request: FastifyRequest, reply: FastifyReply, db: Db) => {
    const result: unknown = await handler(request as EndpointRequest<E>, contextOf<E>(app, request, db));
    if (result instanceof FileAnswer) {
      // A string under a type that is not JSON is sent as it is, not through the JSON serializer.
      reply.type(result.contentType);
      reply.header('content-disposition', `attachment; filename="${result.filename}"`);
      return result.content;
    }
    if (result instanceof Page) return okPage(result.list);
    if (result instanceof ComposedAnswer) {
      reply.type('application/json; charset=utf-8');
      const envelope = { ...ok(result.data, result.message ?? message, endpoint.status), data: result.data };
      return composedJson(endpoint.response, envelope, result.field, result.partSchema);
    }
    if (result instanceof Answer) {
      return sameEnvelope(result.kept, () =>
        ok(result.data, result.message ?? message, endpoint.status, result.meta),
      );
    }
    return sameEnvelope(result, () => ok(result, message, endpoint.status));
  };
  // A call that reads or writes a patient's record leaves one event in the access log (src/audit/).
  const answerOf = endpoint.audit
    ? auditedHandler(app, endpoint.audit, plain)
    : (request: FastifyRequest, reply: FastifyReply) => plain(request, reply, app.ctx.db);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      ...config,
      access: endpoint.access,
      ...(endpoint.audit && { audit: endpoint.audit }),
      ...(endpoint.labKey && { labKey: endpoint.labKey }),
    },
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description !== undefined && { description: endpoint.description }),
      // Public calls need no token: the OpenAPI document says so instead of the global bearer requirement.
      ...(endpoint.access === 'public' && { security: [] }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(body && { body }),
      response: { [endpoint.status]: endpoint.response },
    },
    handler: async (request, reply) => {
      assertOwnPathId(endpoint, request);
      reply.status(endpoint.status);
      return answerOf(request, reply);
    },
  });
}
