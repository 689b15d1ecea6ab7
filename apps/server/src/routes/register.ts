import type { Endpoint } from '@clinic/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { auditedHandler } from '../audit/request-audit.js';

type Input<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E[K] extends z.ZodType
  ? z.output<E[K]>
  : unknown;

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Input<E, 'params'>;
  Querystring: Input<E, 'query'>;
  Body: Input<E, 'body'>;
}>;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E['response']>>;

/**
 * Registers one endpoint of the contract: its method and path, its schemas (the response under its success
 * status, which also keeps fields out of the answer that the schema does not list), its access and its
 * OpenAPI tags and summary. The handler answers with the descriptor's success status; an endpoint that declares
 * `audit` is wrapped so that each call writes its access-log event (src/audit/request-audit.ts).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  config: Omit<FastifyContextConfig, 'access'> = {},
): void {
  const plain = (request: FastifyRequest, reply: FastifyReply) =>
    handler(request as EndpointRequest<E>, reply);
  // A call that reads or writes a patient's record leaves one event in the access log (src/audit/).
  const answer = endpoint.audit ? auditedHandler(app, endpoint.audit, plain) : plain;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...config, access: endpoint.access, ...(endpoint.audit && { audit: endpoint.audit }) },
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description !== undefined && { description: endpoint.description }),
      // Public calls need no token: the OpenAPI document says so instead of the global bearer requirement.
      ...(endpoint.access === 'public' && { security: [] }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { [endpoint.status]: endpoint.response },
    },
    handler: (request, reply) => {
      reply.status(endpoint.status);
      return answer(request, reply);
    },
  });
}
