import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Compressor, KeptForms } from '../lib/kept.js';

/** Below this, compressing saves less than it costs (the headers alone are some 800 bytes). */
const MIN_BYTES = 1024;

/**
 * Brotli's quality: 4 for an answer compressed on every request (most of brotli's gain at a fraction of its highest
 * level's time); 9 for the JSON of a kept answer, compressed once and sent thousands of times: two weeks of free
 * slots (0.5 MB of JSON) is 22 KB at 4 and 14 KB at 9, for 5 ms once instead of 2 ms. A doctor's worklist (31 KB)
 * took 18 ms at 9 and 2.5 ms at 4: a kept answer is sent at 4 until it has been sent a few times, then at 9
 * (lib/kept.ts compressedBody).
 */
const BROTLI_QUALITY = { everyTime: 4, once: 9 };

const brotli = (quality: number) => (body: string | Buffer) =>
  promisify(brotliCompress)(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });

/** gzip has no slower, smaller level worth making for a kept answer. */
const compressors: Record<'br' | 'gzip', Compressor> = {
  br: { everyTime: brotli(BROTLI_QUALITY.everyTime), once: brotli(BROTLI_QUALITY.once) },
  gzip: { everyTime: (body) => promisify(gzip)(body) },
};

type Encoding = keyof typeof compressors;

/** The encoding to send, by the client's Accept-Encoding: brotli before gzip, nothing refused by q=0. */
export function chosenEncoding(accepted: string | undefined): Encoding | null {
  if (!accepted) return null;
  const offered = new Map(
    accepted.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const allowed = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

/**
 * The API's JSON and the rewritten index.html are compressed when the client accepts it (the built scripts and
 * styles are compressed at build time and served as they are: plugins/web.ts). The list of articles on the home
 * page was 18 KB on the wire uncompressed, some 4 KB compressed. The JSON of an answer kept in memory is compressed
 * once per encoding and kept with it by the app's KeptForms (lib/kept.ts).
 */
export function registerCompression(app: FastifyInstance, kept: KeptForms): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const size =
      typeof payload === 'string'
        ? Buffer.byteLength(payload)
        : Buffer.isBuffer(payload)
          ? payload.length
          : 0;
    if (size < MIN_BYTES) return payload;
    const body = payload as string | Buffer;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json') && !type.startsWith('text/html')) return payload;
    reply.header('vary', 'accept-encoding');
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return kept.compressedBody(body, encoding, compressors[encoding]);
  });
}
