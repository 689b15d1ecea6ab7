/**
 * The weight of a first visit of the home page: the bytes on the wire of every response (as the server sent
 * them, compressed or not, headers included) and the gzip size of the JavaScript and CSS it loads.
 * Budgets: 120 KB on the wire, 120 KB of JS + CSS gzip.
 * Usage: npx tsx e2e/scripts/home-weight.ts [baseUrl]   (a running server with the built web app)
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../support/env.js';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage();
const loaded: { url: string; kind: string; wire: number; gzip: number; encoding: string }[] = [];
const pending: Promise<void>[] = [];

async function measure(res: Response): Promise<void> {
  const type = res.headers()['content-type'] ?? '';
  const kind = type.includes('javascript') ? 'js' : type.includes('css') ? 'css' : type.split(';')[0] || '?';
  const body = await res.body();
  const sizes = await res.request().sizes();
  loaded.push({
    url: new URL(res.url()).pathname,
    kind,
    wire: sizes.responseBodySize + sizes.responseHeadersSize,
    gzip: gzipSync(body, { level: 9 }).length,
    encoding: res.headers()['content-encoding'] ?? 'none',
  });
}

page.on('response', (res) => void pending.push(measure(res).catch(() => undefined)));
await page.goto(baseUrl);
await page.getByText('Bài viết mới nhất').waitFor();
await page.waitForLoadState('networkidle');
await Promise.all(pending);
await browser.close();

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
for (const f of loaded.sort((a, b) => b.wire - a.wire)) {
  console.log(
    `${kb(f.wire).padStart(9)} wire ${kb(f.gzip).padStart(9)} gzip  ${f.encoding.padEnd(4)}  ${f.kind}  ${f.url}`,
  );
}
const sum = (pick: (f: (typeof loaded)[number]) => number, kinds?: string[]) =>
  loaded.filter((f) => !kinds || kinds.includes(f.kind)).reduce((s, f) => s + pick(f), 0);
console.log(`on the wire: ${kb(sum((f) => f.wire))} in ${loaded.length} responses (budget 120 KB)`);
const js = sum((f) => f.gzip, ['js']);
const css = sum((f) => f.gzip, ['css']);
console.log(`JS ${kb(js)} + CSS ${kb(css)} = ${kb(js + css)} gzip (budget 120 KB)`);
