import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { CLINIC_NAME_META, CLINIC_TZ_META, DEFAULT_CLINIC_TZ } from '@clinic/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPageMeta } from '../src/plugins/web.js';
import { build, type TestApp } from './helpers/build.js';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'clinic-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>SPA</title><div id="spa"></div>');
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await build({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/login', '/profile/edit', '/category/3'])(
    'answers index.html for the page %s',
    async (url) => {
      const res = await t.get(url);
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-type'])).toContain('text/html');
      expect(res.body).toContain('<div id="spa"></div>');
      // The tab title is the clinic's neutral short name (CLINIC_SHORT_NAME), not the build's.
      expect(res.body).toContain('<title>Phòng khám</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long cache and a missing asset as a real 404', async () => {
    const asset = await t.get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.get('/assets/app-gone.js');
    expect(missing.statusCode).toBe(404);
  });

  it('sends the precompressed file the browser accepts, brotli first, and the plain one otherwise', async () => {
    const script = 'console.log("compressed");'.repeat(100);
    const file = path.join(webDist, 'assets', 'big-777.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/big-777.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves a file written after start (a rebuilt web app needs no restart)', async () => {
    writeFileSync(path.join(webDist, 'assets', 'late-999.js'), 'console.log(2)');
    const res = await t.get('/assets/late-999.js');
    expect(res.statusCode).toBe(200);
  });

  it('keeps the 404 envelope for unknown API routes', async () => {
    const res = await t.get('/api/Unknown/Route');
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ status: false, statusCode: 404 });
  });
});

describe('the clinic time zone in the page', () => {
  let berlin: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'clinic-web-tz-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>SPA</title></head><body></body></html>',
    );
    berlin = await build({
      webDist: dist,
      config: { clinicTz: 'Europe/Berlin', clinicShortName: 'Phòng khám An Tâm' },
    });
  });
  afterAll(async () => {
    await berlin.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/index.html', '/doctor/appointments'])('announces CLINIC_TZ on %s', async (url) => {
    const res = await berlin.call({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<meta name="${CLINIC_TZ_META}" content="Europe/Berlin" /><meta name="${CLINIC_NAME_META}" content="Phòng khám An Tâm" /></head>`,
    );
    expect(res.body).toContain('<title>Phòng khám An Tâm</title>');
    expect(Number(res.headers['content-length'] ?? Buffer.byteLength(res.body))).toBe(
      Buffer.byteLength(res.body),
    );
    expect(res.headers.etag).toBeUndefined();
  });

  it('announces the default zone when none is configured', async () => {
    const res = await t.get('/');
    expect(res.body).toContain(`<meta name="${CLINIC_TZ_META}" content="${DEFAULT_CLINIC_TZ}" />`);
  });

  const meta = { clinicTz: 'UTC', clinicShortName: 'Phòng khám An Tâm' };
  const metas =
    '<meta name="clinic-tz" content="UTC" /><meta name="clinic-name" content="Phòng khám An Tâm" />';
  it.each([
    [
      '<html><head><title>x</title></head></html>',
      `<html><head><title>Phòng khám An Tâm</title>${metas}</head></html>`,
    ],
    ['<!doctype html><title>x</title>', `<!doctype html>${metas}<title>Phòng khám An Tâm</title>`],
    ['<title>x</title>', `${metas}<title>Phòng khám An Tâm</title>`],
  ])('places the metas and the title in %s', (html, expected) => {
    expect(withPageMeta(html, meta)).toBe(expected);
  });

  it('escapes the value', () => {
    const html = withPageMeta('<head><title>x</title></head>', {
      clinicTz: '"><script>',
      clinicShortName: '<b>',
    });
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('<title>&lt;b&gt;</title>');
  });
});
