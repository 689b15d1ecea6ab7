import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { databaseErrorOf } from '../db/errors.js';

/**
 * What the server logs, and above all what it never logs: secrets (tokens, cookies, password hashes, codes)
 * and patients' data (names, contacts, birth dates, results). Request lines carry the path without its query
 * string (search terms are patient names), and a database error carries only its SQLSTATE, constraint and
 * table: the driver's message, the query text and its parameters hold the very values being written.
 * The one exception is the development mail block of mail/worker.ts (no SMTP_URL), which prints the mail on
 * purpose so that a developer can read a code.
 */

/** Stack frames only: the first lines of a stack repeat the message, which may hold data. */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '', stack: '' };
  const database = databaseErrorOf(err);
  if (database) {
    return { type: 'DatabaseError', message: 'database error', ...database, stack: framesOf(err.stack) };
  }
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    message: err.message,
    ...(typeof code === 'string' && { code }),
    stack: err.stack ?? '',
  };
}

interface RequestLike {
  method?: string;
  url?: string;
  id?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

export function serializeRequest(req: RequestLike): Record<string, unknown> {
  return {
    method: req.method,
    url: pathOf(req.url),
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
  };
}

function pathOf(url: string | undefined): string {
  const path = url ?? '';
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
}

export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(stream && { stream }),
    // Belt and braces: the request serializer below already leaves headers out.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { req: serializeRequest, err: serializeError },
  };
}

/**
 * One line per answered request, at info: its id (reqId), method, path, client address, status and the time
 * taken, as flat fields (the request and reply serializers cost a tenth of a kept answer's CPU). Fastify's
 * default also writes a line as each request comes in, which costs a production replica about a tenth of its
 * throughput (apps/server/bench/load.ts) and tells nothing the status line does not; that line is written at
 * debug level, where a developer or a test (shutdown.test.ts) can watch a request arrive.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info(
      {
        method: request.method,
        url: pathOf(request.url),
        remoteAddress: request.ip,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}
