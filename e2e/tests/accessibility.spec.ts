import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { DEMO_PASSWORD } from '../support/env.js';
import { loginAs, loginDemo } from '../support/pages.js';

for (const [name, path, ready] of [
  ['home', '/', 'Bài viết mới nhất'],
  ['login', '/login', 'Quên mật khẩu?'],
  ['register', '/register', 'Thông tin y tế'],
  ['privacy', '/privacy', 'Dữ liệu chúng tôi thu thập'],
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

/** The screens of a patient and of a doctor, each once it has drawn what it loads. */
const SIGNED_IN_SCREENS = [
  ['patient1', '/patient/dashboard', 'heading'],
  ['patient1', '/appointments/list', 'table'],
  ['patient1', '/appointments/create', 'Lịch trống sớm nhất'],
  ['patient1', '/my-health', 'heading'],
  ['patient1', '/contact-info', 'heading'],
  ['patient1', '/learn-more', 'heading'],
  ['patient1', '/patient/record-access', 'heading'],
  ['patient1', '/patient/my-data', 'heading'],
  ['doctor1', '/doctor/dashboard', 'heading'],
  ['doctor1', '/appointments/management', 'table'],
  ['doctor1', '/my-schedules', 'heading'],
  ['doctor1', '/testResult-management', 'heading'],
  ['doctor1', '/doctor/statistics', 'heading'],
] as const;

for (const [user, path, ready] of SIGNED_IN_SCREENS) {
  test(`${path} has no serious or critical axe violations (${user})`, async ({ page }) => {
    await loginDemo(page, user, path);
    if (ready === 'table') await expect(page.getByRole('table').first()).toBeVisible();
    else if (ready === 'heading') await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    else await expect(page.getByText(ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
