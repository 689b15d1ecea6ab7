import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stops taking requests, lets those in flight finish (force-closed after `forceAfterMs`), then closes. */
    closeGracefully(forceAfterMs?: number): Promise<void>;
  }
}

/** Behind a load balancer a replica is stopped often; it must go in seconds, not a keep-alive timeout. */
export const FORCE_CLOSE_AFTER_MS = 25_000;
const IDLE_SWEEP_MS = 100;

/**
 * Node's server.close() closes the connections idle at that instant only. A keep-alive connection whose request
 * is still running would stay open after its answer until the keep-alive timeout (up to 72 s), holding the
 * process. So while draining every answer says `Connection: close`, idle connections are swept until the
 * server is closed, and whatever is left at the deadline is cut.
 */
export function registerDrain(app: FastifyInstance): void {
  let draining = false;
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.decorate('closeGracefully', async (forceAfterMs = FORCE_CLOSE_AFTER_MS) => {
    draining = true;
    const server = app.server;
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const force = setTimeout(() => {
      app.log.warn('requests still running at the shutdown deadline: closing their connections');
      server.closeAllConnections();
    }, forceAfterMs);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
      clearTimeout(force);
    }
  });
}
