import { type Endpoint, isManagement } from '@clinic/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { ok } from '../lib/reply.js';
import { caller } from '../plugins/auth.js';
import { type EndpointRequest, route } from './register.js';

type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<E['body']> : never;

/** The four calls of a master-data table (test types, ARV components), as the contract declares them. */
export interface MasterDataEndpoints {
  getAll: Endpoint;
  getById: Endpoint;
  create: Endpoint;
  update: Endpoint;
}

/** The table's reads and writes (src/clinic/master-data.ts) and the messages of its writes. */
export interface MasterData<E extends MasterDataEndpoints, Item> {
  list(db: Db, includeInactive: boolean): Promise<Item[]>;
  get(db: Db, id: number, includeInactive: boolean): Promise<Item>;
  create(db: Db, body: BodyOf<E['create']>): Promise<Item>;
  /** The update body names its row; the function picks its id out of it. */
  update(db: Db, body: BodyOf<E['update']>): Promise<Item>;
  created: string;
  updated: string;
}

/**
 * Registers GetAll, GetById, Create and Update of one master-data table: management reads inactive rows too,
 * everyone else only the active ones (an inactive row is answered as missing); a creation answers 201.
 */
export function masterDataRoutes<E extends MasterDataEndpoints, Item>(
  app: FastifyInstance,
  endpoints: E,
  data: MasterData<E, Item>,
): void {
  const includeInactive = (request: EndpointRequest<Endpoint>) => isManagement(caller(request).role);
  // The endpoints are generic here, so their request types are read as the plain Endpoint's; the bodies are the
  // ones the contract's schemas parsed, which MasterData's functions are typed against.
  route<Endpoint>(app, endpoints.getAll, async (request) =>
    ok(await data.list(app.ctx.db, includeInactive(request))),
  );
  route<Endpoint>(app, endpoints.getById, async (request) =>
    ok(await data.get(app.ctx.db, (request.params as { id: number }).id, includeInactive(request))),
  );
  route<Endpoint>(app, endpoints.create, async (request) =>
    ok(await data.create(app.ctx.db, request.body as BodyOf<E['create']>), data.created, 201),
  );
  route<Endpoint>(app, endpoints.update, async (request) =>
    ok(await data.update(app.ctx.db, request.body as BodyOf<E['update']>), data.updated),
  );
}
