import { errorEnvelope, messages } from '@clinic/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseErrorOf } from '../db/errors.js';
import { HttpError } from '../lib/http-error.js';

const { common } = messages;

/** fastify-type-provider-zod puts the zod issue code in `keyword` and its details in `params`. */
interface Issue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: string[]; errors?: ZodIssue[][] };
}

interface ZodIssue {
  code?: string;
  path?: PropertyKey[];
  message?: string;
  keys?: string[];
  errors?: ZodIssue[][];
}

/**
 * A body that may take two shapes (e.g. a full account update or the bare deactivation `{ userId, isActive: false }`) is a
 * union of objects whose last branch is the full form: its issues are the ones worth showing under the fields.
 */
function flatten(issues: Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    const last = issue.params?.errors?.at(-1) ?? [];
    // A union of values (e.g. frequency 1 or 2) keeps its own message; only a union of objects is unfolded.
    const aboutFields =
      last.length > 0 && last.every((z) => (z.path ?? []).length > 0 || z.code === 'unrecognized_keys');
    if (issue.keyword !== 'invalid_union' || !aboutFields) return [issue];
    const base = issue.instancePath && issue.instancePath !== '/' ? issue.instancePath : '';
    return flatten(
      last.map((z) => ({
        keyword: z.code,
        instancePath: `${base}/${(z.path ?? []).map(String).join('/')}`,
        message: z.message,
        params: { keys: z.keys, errors: z.errors },
      })),
    );
  });
}

/** Turns zod issues into field -> messages, so the web app can show each error under its input. */
function fieldErrorsOf(issues: Issue[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = fieldErrors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    fieldErrors[field] = list;
  };
  for (const issue of flatten(issues)) {
    const base = (issue.instancePath ?? '').replace(/^\//, '').replace(/\/$/, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && issue.params?.keys) {
      for (const key of issue.params.keys) add(base ? `${base}.${key}` : key, common.unknownField(key));
    } else {
      add(base || '_', issue.message ?? common.invalidInput);
    }
  }
  return fieldErrors;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body = errorEnvelope(error.statusCode, error.message, [error.message], error.fieldErrors);
      return reply.status(error.statusCode).send({ ...body, data: error.data ?? null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = fieldErrorsOf(error.validation as Issue[]);
      const list = Object.entries(fieldErrors).flatMap(([field, msgs]) =>
        msgs.map((m) => (field === '_' ? m : `${field}: ${m}`)),
      );
      // Clients of the original API show only the message: a single error is worth more there than a generic one.
      const message =
        list.length === 1 ? (Object.values(fieldErrors)[0]?.[0] ?? common.invalidInput) : common.invalidInput;
      return reply.status(400).send(errorEnvelope(400, message, list, fieldErrors));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(errorEnvelope(413, common.payloadTooLarge));
    if (status === 415) return reply.status(415).send(errorEnvelope(415, common.unsupportedMediaType));
    if (status === 429) return reply.status(429).send(errorEnvelope(429, common.rateLimited));
    if (
      status === 400 ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.status(400).send(errorEnvelope(400, common.invalidJson));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorEnvelope(status, common.invalidInput));
    }
    // SQLSTATE class 22 (data exception: invalid byte sequence, value out of range...) is the caller's input
    // that slipped past the schemas: a 400, and the log line keeps the SQLSTATE only (plugins/logging.ts).
    if (databaseErrorOf(error)?.sqlState.startsWith('22')) {
      request.log.warn({ err: error }, 'database refused a value');
      return reply.status(400).send(errorEnvelope(400, common.invalidInput));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorEnvelope(500, common.serverError));
  });
}

/**
 * Unknown API routes answer the 404 envelope. When the web app is served, any other GET for a page (no file
 * extension) gets index.html so client-side routes survive a reload; a missing asset stays a real 404.
 */
export function registerNotFound(app: FastifyInstance, serveSpa: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' && !pathname.startsWith('/api') && !/\.[a-z0-9]+$/i.test(pathname);
    if (serveSpa && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send(errorEnvelope(404, common.routeNotFound));
  });
}
