import type { Endpoint } from '@clinic/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

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
 * OpenAPI tags and summary. The handler answers with the descriptor's success status.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  config: Omit<FastifyContextConfig, 'access'> = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...config, access: endpoint.access },
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
      return handler(request as EndpointRequest<E>, reply);
    },
  });
}
