import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { DEMO_PASSWORD } from './env.js';

/** Logs in through the real login form and waits for the role's dashboard. */
export async function loginAs(
  page: Page,
  username: string,
  password: string,
  dashboard: RegExp,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(dashboard);
}

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

const DASHBOARDS: Record<string, RegExp> = {
  admin: /\/admin\/dashboard/,
  manager: /\/manager\/dashboard/,
  staff: /\/staff\/dashboard/,
  doctor: /\/doctor\/dashboard/,
  patient: /\/patient\/dashboard/,
};

/**
 * The browser storage of each demo user's session, captured after their first login through the form in this
 * worker. The server allows 20 logins a minute from one address and the whole suite runs from 127.0.0.1, so later
 * logins of the same demo user reuse it (demo users are never deactivated nor have their password reset here).
 */
const demoSessions = new Map<string, Record<string, string>>();

/**
 * Logs a demo user (admin1, doctor2, patient1...) in with the demo password, after clearing any session of the
 * page, so one page can play several users in turn; the page ends on `path`, the role's dashboard by default. The
 * first time in a worker this goes through the real login form; afterwards the session it gave is put back in
 * storage from the server's plain /health answer, so the app itself loads once, on `path`.
 */
export async function loginDemo(page: Page, username: string, path?: string): Promise<void> {
  const role = /^[a-z]+/.exec(username)?.[0] ?? '';
  const dashboard = DASHBOARDS[role];
  if (!dashboard) throw new Error(`not a demo user: ${username}`);
  await page.goto('/health');
  const saved = demoSessions.get(username);
  await page.evaluate((items) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, saved ?? {});
  if (saved) {
    await page.goto(path ?? `/${role}/dashboard`);
    if (!path) await expect(page).toHaveURL(dashboard);
    return;
  }
  await loginAs(page, username, DEMO_PASSWORD, dashboard);
  demoSessions.set(username, await page.evaluate(() => ({ ...localStorage })));
  if (path) await page.goto(path);
}

/** A demo user opens a page, which has loaded once its heading shows. */
export async function openAs(page: Page, username: string, path: string, heading: string): Promise<void> {
  await loginDemo(page, username, path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

/** A full-page screenshot attached to the test's results, for a person to look at. */
export async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = path.join(testInfo.project.outputDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
