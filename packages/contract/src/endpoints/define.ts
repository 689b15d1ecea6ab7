import type { z } from 'zod';
import type { AuditDeclaration } from '../audit.js';
import type { Access, Ownership } from '../permissions.js';
import type { Topic } from '../topics.js';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call: where it lives under /api, who may call it, what it accepts and what it answers. The server
 * registers its routes from these, the permission table in docs/permissions.md is written from them.
 */
export interface Endpoint {
  method: EndpointMethod;
  path: string;
  access: Access;
  /**
   * The ownership rule the server applies on top of the roles, when there is one. Where it needs the record (the
   * appointment's patient or doctor), the server's business code applies it; see pathOwner for the rest.
   */
  ownership?: Ownership;
  /**
   * The path's :id names a patient or a doctor: the server answers 404 with `notFound` to a caller of that role
   * who names anyone but themself, before the call runs ('own patient' / 'own doctor').
   */
  pathOwner?: { names: 'patient' | 'doctor'; notFound: string };
  summary: string;
  description?: string;
  tags: readonly string[];
  status: 200 | 201;
  /** The message of a success, unless the call's outcome picks another; the common one when absent. */
  message?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The body, when what it accepts depends on the clinic's day ("not after today"): the server validates with
   * it, fed the day by the clinic's clock in its configured zone; `body` judges by the default zone's wall clock.
   */
  bodyOnDay?: (today: () => string) => z.ZodType;
  /**
   * The endpoint reads or writes a patient's health or identity data: each call writes one event of this category
   * and action to the access log, and so does each refusal (apps/server/src/audit/).
   */
  audit?: AuditDeclaration;
  /**
   * The data the endpoint shows, as topics: an answer kept in memory is dropped when a write to one of them
   * commits, and the web refreshes it after a write that declares one of them.
   */
  reads?: readonly Topic[];
  /** The data a call may change, as topics (a GET writes none). */
  writes?: readonly Topic[];
  /** The whole envelope of a success, usually `envelopeOf(data)`. */
  response: z.ZodType;
  /**
   * Besides the roles of `access`, a laboratory's connection may call it with its key as the bearer token
   * (POST /Lab/Connections makes one).
   */
  labKey?: true;
  /** With `format=csv` in its query, the call answers the same data as a CSV file instead of the envelope. */
  csvFormat?: true;
}

/** A declaration: a success answers 200 unless it names its status (201 for a creation). */
export type StatusDeclaration = Omit<Endpoint, 'status'> & { status?: Endpoint['status'] };

type WithStatus<D> = D extends { status: Endpoint['status'] } ? D : D & { status: 200 };

/** Keeps the literal type of the declaration, so that callers can infer its request and response types. */
export function defineEndpoint<const E extends StatusDeclaration>(endpoint: E): WithStatus<E> {
  return { status: 200, ...endpoint } as WithStatus<E>;
}

/** A declaration inside defineEndpoints: the resource's tag applies unless it names its own. */
export type EndpointDeclaration = Omit<StatusDeclaration, 'tags'> & { tags?: readonly string[] };

type Tagged<D> = WithStatus<D extends { tags: readonly string[] } ? D : D & { tags: readonly string[] }>;

/**
 * The endpoints of one resource, listed under its OpenAPI tag. Like defineEndpoint it keeps the literal type of
 * each declaration.
 */
export function defineEndpoints<const T extends Record<string, EndpointDeclaration>>(
  tag: string,
  declarations: T,
): { [K in keyof T]: Tagged<T[K]> } {
  return Object.fromEntries(
    Object.entries(declarations).map(([name, declaration]) => [
      name,
      defineEndpoint({ tags: [tag], ...declaration }),
    ]),
  ) as { [K in keyof T]: Tagged<T[K]> };
}
