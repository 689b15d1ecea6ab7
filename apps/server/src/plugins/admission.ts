import { messages } from '@clinic/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../lib/http-error.js';

/**
 * API requests handled at once; the next ones wait here, in order. Above the database pool's 10 connections (so
 * requests answered from memory keep flowing beside those that query) but low enough that the waiting happens
 * in this queue, where a deadline and a closed connection can be seen, rather than in the pool's.
 */
export const MAX_ACTIVE = 32;

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout | undefined;
}

const API = /^\/api(\/|$|\?)/i;

/**
 * Past its capacity a server that works through every request it received answers each one later than its
 * client waits: clients time out, retry, and the server spends itself on answers nobody reads, so what it answers
 * in time falls toward nothing. So that it keeps answering at its capacity instead:
 * - a request whose connection closed while it waited is dropped before any of its work starts;
 * - a request that waited longer than `queueTimeoutMs` (REQUEST_QUEUE_TIMEOUT) for its turn is answered 503 with
 *   `Retry-After` at once, which costs nothing; 0 lets requests wait as long as it takes.
 * Only /api requests wait their turn: the web app's files and /health are answered from memory.
 */
export function registerAdmission(
  app: FastifyInstance,
  opts: { queueTimeoutMs: number; maxActive?: number },
): void {
  const maxActive = opts.maxActive ?? MAX_ACTIVE;
  let active = 0;
  const queue: Waiter[] = [];

  const release = () => {
    active -= 1;
    while (active < maxActive && queue.length > 0) {
      const next = queue.shift() as Waiter;
      clearTimeout(next.timer);
      active += 1;
      next.admit();
    }
  };

  const admitted = (reply: FastifyReply) => {
    let released = false;
    const once = () => {
      if (released) return;
      released = true;
      release();
    };
    // 'close' follows the answer or the client's going, whichever comes first; onResponse covers injected requests.
    reply.raw.once('close', once);
    return once;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!API.test(request.url)) return;
    if (active < maxActive) {
      active += 1;
    } else {
      await new Promise<void>((resolve, reject) => {
        const waiter: Waiter = { admit: resolve, timer: undefined };
        if (opts.queueTimeoutMs > 0) {
          waiter.timer = setTimeout(() => {
            queue.splice(queue.indexOf(waiter), 1);
            reply.header('retry-after', String(Math.max(1, Math.ceil(opts.queueTimeoutMs / 1000))));
            reject(new HttpError(503, messages.common.serverBusy));
          }, opts.queueTimeoutMs);
        }
        queue.push(waiter);
      });
    }
    const done = admitted(reply);
    request.admissionDone = done;
    // Node learns that a client went while the request waited; the request's work has not started yet.
    if (request.raw.socket?.destroyed) {
      request.log.info('connection closed before the request started: not processed');
      reply.hijack();
      reply.raw.destroy();
      done();
    }
  });
  app.addHook('onResponse', async (request) => {
    request.admissionDone?.();
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Gives the request's turn to the next one (plugins/admission.ts); safe to call twice. */
    admissionDone?: () => void;
  }
}
