/**
 * The weight of a first visit, each in a fresh browser context (nothing cached): the home page as a visitor,
 * and /admin/statistics signed in as the demo admin (the session is made in another context first, so the
 * login screen's files are not counted). For each: the bytes on the wire of every response (as the server
 * sent them, compressed or not, headers included) and the gzip size of the JavaScript and CSS it loads.
 * Budgets: / 120 KB on the wire and 120 KB of JS + CSS gzip; /admin/statistics 220 KB of JS + CSS gzip.
 * Usage: npx tsx e2e/scripts/home-weight.ts [baseUrl]
 * (a running server with the built web app and the demo accounts)
 */
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page, type Response } from '@playwright/test';
import { CHROMIUM_LAUNCH, DEMO_PASSWORD } from '../support/env.js';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';

interface Loaded {
  url: string;
  kind: string;
  wire: number;
  gzip: number;
  encoding: string;
}

async function measure(res: Response): Promise<Loaded> {
  const type = res.headers()['content-type'] ?? '';
  const kind = type.includes('javascript') ? 'js' : type.includes('css') ? 'css' : type.split(';')[0] || '?';
  const body = await res.body();
  const sizes = await res.request().sizes();
  return {
    url: new URL(res.url()).pathname,
    kind,
    wire: sizes.responseBodySize + sizes.responseHeadersSize,
    gzip: gzipSync(body, { level: 9 }).length,
    encoding: res.headers()['content-encoding'] ?? 'none',
  };
}

/** Every response of the page from its first request until it is drawn and the network is quiet. */
async function visit(page: Page, path: string, drawn: (page: Page) => Promise<void>): Promise<Loaded[]> {
  const pending: Promise<Loaded | undefined>[] = [];
  page.on('response', (res) => void pending.push(measure(res).catch(() => undefined)));
  await page.goto(`${baseUrl}${path}`);
  await drawn(page);
  await page.waitForLoadState('networkidle');
  return (await Promise.all(pending)).filter((f) => f !== undefined);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function print(title: string, loaded: Loaded[], budgets: { wire?: number; assets: number }): void {
  console.log(`\n${title}`);
  for (const f of loaded.sort((a, b) => b.wire - a.wire)) {
    console.log(
      `${kb(f.wire).padStart(9)} wire ${kb(f.gzip).padStart(9)} gzip  ${f.encoding.padEnd(4)}  ${f.kind}  ${f.url}`,
    );
  }
  const sum = (pick: (f: Loaded) => number, kinds?: string[]) =>
    loaded.filter((f) => !kinds || kinds.includes(f.kind)).reduce((s, f) => s + pick(f), 0);
  const wireBudget = budgets.wire ? ` (budget ${budgets.wire} KB)` : '';
  console.log(`on the wire: ${kb(sum((f) => f.wire))} in ${loaded.length} responses${wireBudget}`);
  const js = sum((f) => f.gzip, ['js']);
  const css = sum((f) => f.gzip, ['css']);
  console.log(`JS ${kb(js)} + CSS ${kb(css)} = ${kb(js + css)} gzip (budget ${budgets.assets} KB)`);
}

/** A fresh context holding the demo admin's session, signed in on a context of its own. */
async function adminContext(browser: Browser): Promise<BrowserContext> {
  const login = await browser.newContext();
  const page = await login.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Tên đăng nhập').fill('admin1');
  await page.getByLabel('Mật khẩu').first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.waitForURL(/dashboard/);
  const storageState = await login.storageState();
  await login.close();
  return browser.newContext({ storageState });
}

const browser = await chromium.launch(CHROMIUM_LAUNCH);

const visitor = await browser.newContext();
const home = await visit(await visitor.newPage(), '/', (page) =>
  page.getByText('Bài viết mới nhất').waitFor(),
);
print('First visit of / (visitor)', home, { wire: 120, assets: 120 });

const admin = await adminContext(browser);
const statistics = await visit(await admin.newPage(), '/admin/statistics', async (page) => {
  await page.locator('svg[data-chart]').first().waitFor();
  await page.getByRole('table').first().waitFor();
});
print('First visit of /admin/statistics (admin, signed in)', statistics, { assets: 220 });

await browser.close();
