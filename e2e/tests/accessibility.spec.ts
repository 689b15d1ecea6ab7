import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.js';
import { loginAs } from '../support/pages.js';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [name, path, ready] of [
  ['home', '/', 'Bài viết mới nhất'],
  ['login', '/login', 'Quên mật khẩu?'],
  ['register', '/register', 'Thông tin y tế'],
] as const) {
  test(`${name} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('profile has no serious or critical axe violations, in view and in edit mode', async ({ page }) => {
  await loginAs(page, 'patient2', DEMO_PASSWORD, /\/patient\/dashboard/);
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Chỉnh sửa' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Chỉnh sửa' }).click();
  await expect(page.getByRole('button', { name: 'Lưu thay đổi' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
