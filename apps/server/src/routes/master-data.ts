import { type Endpoint, isManagement } from '@clinic/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { route, type SignedInEndpoint } from './register.js';

type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<E['body']> : never;

/** The four calls of a master-data table (test types, ARV components), as the contract declares them. */
export interface MasterDataEndpoints {
  getAll: SignedInEndpoint;
  getById: SignedInEndpoint;
  create: SignedInEndpoint;
  update: SignedInEndpoint;
}

/** The table's reads and writes (src/clinic/master-data.ts); their messages are the endpoints'. */
export interface MasterData<E extends MasterDataEndpoints, Item> {
  list(db: Db, includeInactive: boolean): Promise<Item[]>;
  get(db: Db, id: number, includeInactive: boolean): Promise<Item>;
  create(db: Db, body: BodyOf<E['create']>): Promise<Item>;
  /** The update body names its row; the function picks its id out of it. */
  update(db: Db, body: BodyOf<E['update']>): Promise<Item>;
}

/**
 * Registers GetAll, GetById, Create and Update of one master-data table: management reads inactive rows too,
 * everyone else only the active ones (an inactive row is answered as missing).
 */
export function masterDataRoutes<E extends MasterDataEndpoints, Item>(
  app: FastifyInstance,
  endpoints: E,
  data: MasterData<E, Item>,
): void {
  // The endpoints are generic here, so their request types are read as a signed-in Endpoint's; the bodies are the
  // ones the contract's schemas parsed, which MasterData's functions are typed against.
  route<SignedInEndpoint>(app, endpoints.getAll, async (_request, { db, user }) =>
    data.list(db, isManagement(user.role)),
  );
  route<SignedInEndpoint>(app, endpoints.getById, async (request, { db, user }) =>
    data.get(db, (request.params as { id: number }).id, isManagement(user.role)),
  );
  route<SignedInEndpoint>(app, endpoints.create, async (request, { db }) =>
    data.create(db, request.body as BodyOf<E['create']>),
  );
  route<SignedInEndpoint>(app, endpoints.update, async (request, { db }) =>
    data.update(db, request.body as BodyOf<E['update']>),
  );
}
