import type { Endpoint, PageMeta } from '@clinic/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import type { AuthUser } from '../plugins/auth.js';
import { page, route, type SignedInEndpoint } from './register.js';

type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.output<E['query']> : never;

/**
 * Registers the GetAll of a list whose rows depend on who asks (the list function applies the ownership rule,
 * src/clinic/access.ts): the caller's page of it, with its meta when a page was asked for.
 */
export function callerListRoute<E extends SignedInEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  list: (db: Db, user: AuthUser, query: QueryOf<E>) => Promise<{ items: unknown[]; meta?: PageMeta }>,
): void {
  // The endpoint is generic here, so its request is read as a signed-in Endpoint's; the query is the one its
  // schema parsed, which the list function is typed against.
  route<SignedInEndpoint>(app, endpoint, async (request, { db, user }) =>
    page(await list(db, user, request.query as QueryOf<E>)),
  );
}
