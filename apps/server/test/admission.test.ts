import { request as httpRequest } from 'node:http';
import { messages } from '@clinic/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { registerAdmission } from '../src/plugins/admission.js';
import { registerErrorHandling } from '../src/plugins/errors.js';

/**
 * Past capacity (plugins/admission.ts): one request at a time here, so that the second one waits; a slow route
 * holds its turn until the test lets it go. Over real sockets: a closed connection is what is tested.
 */

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve(queueTimeoutMs: number) {
  const instance = Fastify();
  app = instance;
  registerErrorHandling(instance);
  registerAdmission(instance, { queueTimeoutMs, maxActive: 1 });
  const gates: (() => void)[] = [];
  const handled: string[] = [];
  instance.get<{ Params: { name: string } }>('/api/slow/:name', async (request) => {
    handled.push(request.params.name);
    await new Promise<void>((resolve) => gates.push(resolve));
    return { name: request.params.name };
  });
  instance.get('/health', async () => ({ ok: true }));
  await instance.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(instance.server.address() as { port: number }).port}`;
  return { base, gates, handled };
}

const settle = (ms = 50) => new Promise((r) => setTimeout(r, ms));

describe('admission past capacity', () => {
  it('answers 503 in the error envelope, with Retry-After, to a request that waited past the deadline', async () => {
    const { base, gates, handled } = await serve(100);
    const first = fetch(`${base}/api/slow/first`);
    await settle();
    const started = performance.now();
    const second = await fetch(`${base}/api/slow/second`);
    expect(second.status).toBe(503);
    expect(second.headers.get('retry-after')).toBe('1');
    expect(await second.json()).toMatchObject({ message: messages.common.serverBusy, data: null });
    expect(performance.now() - started).toBeLessThan(2000);
    // Outside the API nothing waits.
    expect((await fetch(`${base}/health`)).status).toBe(200);
    gates.shift()?.();
    expect((await first).status).toBe(200);
    expect(handled).toEqual(['first']);
    // The turn came back: the next request runs.
    const third = fetch(`${base}/api/slow/third`);
    await settle();
    gates.shift()?.();
    expect((await third).status).toBe(200);
  });

  it('does not process a request whose client went away while it waited', async () => {
    const { base, gates, handled } = await serve(0);
    const first = fetch(`${base}/api/slow/first`);
    await settle();
    const gone = httpRequest(`${base}/api/slow/gone`);
    gone.on('error', () => undefined);
    gone.end();
    await settle();
    gone.destroy();
    await settle();
    gates.shift()?.();
    expect((await first).status).toBe(200);
    const after = fetch(`${base}/api/slow/after`);
    await settle();
    gates.shift()?.();
    expect((await after).status).toBe(200);
    expect(handled).toEqual(['first', 'after']);
  });
});

describe('REQUEST_QUEUE_TIMEOUT', () => {
  const base = { DATABASE_URL: 'postgres://x', JWT_SECRET: 'test-secret-test-secret-test-secret-0123' };
  it('is 3 s by default, in seconds or milliseconds, 0 for no limit', () => {
    expect(loadConfig(base).requestQueueTimeoutMs).toBe(3000);
    expect(loadConfig({ ...base, REQUEST_QUEUE_TIMEOUT: '500ms' }).requestQueueTimeoutMs).toBe(500);
    expect(loadConfig({ ...base, REQUEST_QUEUE_TIMEOUT: '10s' }).requestQueueTimeoutMs).toBe(10_000);
    expect(loadConfig({ ...base, REQUEST_QUEUE_TIMEOUT: '0s' }).requestQueueTimeoutMs).toBe(0);
    expect(() => loadConfig({ ...base, REQUEST_QUEUE_TIMEOUT: 'soon' })).toThrow(/REQUEST_QUEUE_TIMEOUT/);
  });
});
