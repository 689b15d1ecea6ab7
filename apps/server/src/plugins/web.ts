import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { CLINIC_NAME_META, CLINIC_TZ_META } from '@clinic/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface PageMeta {
  clinicTz: string;
  clinicShortName: string;
}

/**
 * The page with the clinic's time zone announced in its head, so the web app's "today" is the server's, and
 * its short name, which titles the page (the web app then titles each screen with it).
 */
export function withPageMeta(html: string, { clinicTz, clinicShortName }: PageMeta): string {
  const meta =
    `<meta name="${CLINIC_TZ_META}" content="${escapeAttribute(clinicTz)}" />` +
    `<meta name="${CLINIC_NAME_META}" content="${escapeAttribute(clinicShortName)}" />`;
  const titled = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(clinicShortName)}</title>`);
  if (titled.includes('</head>')) return titled.replace('</head>', `${meta}</head>`);
  const doctype = /^<!doctype html>/i.exec(titled);
  return doctype ? `${doctype[0]}${meta}${titled.slice(doctype[0].length)}` : `${meta}${titled}`;
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

const isStream = (payload: unknown): payload is Readable =>
  typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function';

/** Serves the built SPA's files; answers whether there is one (the not-found handler falls back to it). */
export async function registerWeb(app: FastifyInstance, webDist: string, meta: PageMeta): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: only the API is served');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    // Files are looked up at request time, so a rebuilt web app is served without a restart.
    wildcard: true,
    index: ['index.html'],
    // The build writes .br and .gz beside each asset (apps/web/vite.config.ts); the smaller one the browser
    // accepts is sent, with Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders: (res, file) => {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The only HTML the SPA ships is index.html, whether asked for as / or as the fallback of a client route.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || !isStream(payload)) return payload;
    const html = withPageMeta(await readAll(payload), meta);
    // The file's length and validators no longer describe the body; a restart with another zone must not
    // be answered "not modified" from the old page.
    reply.removeHeader('content-length');
    reply.removeHeader('etag');
    reply.removeHeader('last-modified');
    return html;
  });
  return true;
}
