import type { Endpoint, PageMeta } from '@clinic/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { okPage } from '../lib/reply.js';
import { type AuthUser, caller } from '../plugins/auth.js';
import { route } from './register.js';

type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.output<E['query']> : never;

/**
 * Registers the GetAll of a list whose rows depend on who asks (the list function applies the ownership rule,
 * src/clinic/access.ts): the caller's page of it, with its meta when a page was asked for.
 */
export function callerListRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  list: (db: Db, user: AuthUser, query: QueryOf<E>) => Promise<{ items: unknown[]; meta?: PageMeta }>,
): void {
  // The endpoint is generic here, so its request is read as the plain Endpoint's; the query is the one its
  // schema parsed, which the list function is typed against.
  route<Endpoint>(app, endpoint, async (request) =>
    okPage(await list(app.ctx.db, caller(request), request.query as QueryOf<E>)),
  );
}
