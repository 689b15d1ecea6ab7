import { expect, type Page } from '@playwright/test';
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
 * Logs a demo user (admin1, doctor2, patient1...) in with the demo password, after clearing any session of the
 * page, so one page can play several users in turn.
 */
export async function loginDemo(page: Page, username: string): Promise<void> {
  const role = /^[a-z]+/.exec(username)?.[0] ?? '';
  const dashboard = DASHBOARDS[role];
  if (!dashboard) throw new Error(`not a demo user: ${username}`);
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, username, DEMO_PASSWORD, dashboard);
}
