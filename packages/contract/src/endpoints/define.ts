import type { z } from 'zod';
import type { Access, Ownership } from '../permissions.js';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call: where it lives under /api, who may call it, what it accepts and what it answers. The server
 * registers its routes from these, the permission table in docs/permissions.md is written from them.
 */
export interface Endpoint {
  method: EndpointMethod;
  path: string;
  access: Access;
  /** The ownership rule the server applies on top of the roles, when there is one. */
  ownership?: Ownership;
  summary: string;
  description?: string;
  tags: readonly string[];
  status: 200 | 201;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The whole envelope of a success, usually `envelopeOf(data)`. */
  response: z.ZodType;
}

/** Keeps the literal type of the declaration, so that callers can infer its request and response types. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}
