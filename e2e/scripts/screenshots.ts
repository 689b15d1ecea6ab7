/**
 * Screenshots of screens at desktop and phone width, for looking at what we build.
 * Usage: npx tsx e2e/scripts/screenshots.ts <baseUrl> <outDir> [username] path...
 * With a username (password Demo@1234) it logs in first.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH, DEMO_PASSWORD } from '../support/env.js';

const [baseUrl = 'http://127.0.0.1:3000', outDir = '/tmp/shots', maybeUser, ...rest] = process.argv.slice(2);
const username = maybeUser && !maybeUser.startsWith('/') ? maybeUser : undefined;
const pages = username ? rest : [maybeUser ?? '/', ...rest].filter(Boolean);
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch(CHROMIUM_LAUNCH);
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 360, height: 780 }],
] as const) {
  const context = await browser.newContext({ viewport, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  const page = await context.newPage();
  if (username) {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Tên đăng nhập').fill(username);
    await page.getByLabel('Mật khẩu').first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await page.waitForURL(/dashboard/);
  }
  for (const p of pages) {
    await page.goto(`${baseUrl}${p}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    const file = path.join(outDir, `${label}${p.replaceAll('/', '_') || '_home'}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
