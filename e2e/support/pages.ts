import { expect, type Page } from '@playwright/test';

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
