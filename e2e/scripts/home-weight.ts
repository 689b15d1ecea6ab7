/**
 * Prints the gzip size of the JavaScript and CSS that the home page really loads (budget: 170 KB together).
 * Usage: npx tsx e2e/scripts/home-weight.ts [baseUrl]   (a running server with the built web app)
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../support/env.js';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage();
const loaded: { url: string; kind: string; gzip: number }[] = [];
page.on('response', async (res) => {
  const type = res.headers()['content-type'] ?? '';
  const kind = type.includes('javascript') ? 'js' : type.includes('css') ? 'css' : '';
  if (!kind) return;
  loaded.push({
    url: new URL(res.url()).pathname,
    kind,
    gzip: gzipSync(await res.body(), { level: 9 }).length,
  });
});
await page.goto(baseUrl);
await page.getByText('Bài viết mới nhất').waitFor();
await page.waitForLoadState('networkidle');
await browser.close();

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
for (const f of loaded.sort((a, b) => b.gzip - a.gzip))
  console.log(`${kb(f.gzip).padStart(9)}  ${f.kind}  ${f.url}`);
const total = (kind: string) => loaded.filter((f) => f.kind === kind).reduce((s, f) => s + f.gzip, 0);
console.log(
  `JS ${kb(total('js'))} + CSS ${kb(total('css'))} = ${kb(total('js') + total('css'))} gzip (budget 170 KB)`,
);
