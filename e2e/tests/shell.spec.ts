import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.js';
import { loginDemo, shoot } from '../support/pages.js';
import { onPhone } from './phone.js';

const NO_ACCESS = 'Bạn không có quyền truy cập trang này';
const OWN_DASHBOARD = 'Về bảng điều khiển của tôi';

/** Logs in through the form; the success toast is then on screen. */
async function loginThroughForm(page: Page, username: string, landing: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: false }).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(landing);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** Whether the element drawn at the centre of `locator` is that element or inside it: nothing covers it. */
const drawnOnTop = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && el.contains(top);
  });

test("on a phone the login's toast leaves the header and its menu button in sight", async ({
  page,
}, testInfo) => {
  await onPhone(page);
  await loginThroughForm(page, 'patient1', /\/patient\/dashboard$/);
  const toast = page.getByRole('alert').filter({ hasText: 'Đăng nhập thành công' });
  await expect(toast).toBeVisible();
  const header = await box(page.getByRole('banner'));
  const shown = await box(toast);
  expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(await drawnOnTop(page.getByRole('button', { name: 'Menu', exact: true }))).toBe(true);
  await shoot(page, testInfo, 'login-toast-360');
});

test('a toast whose code cannot be downloaded is not shown, and the screen stays', async ({ page }) => {
  await page.route(/\/assets\/notifications-container-[^/]*\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await loginThroughForm(page, 'patient1', /\/patient\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('toasts never cover the open account menu', async ({ page }, testInfo) => {
  // The admin's menu is the longest, down towards the bottom of a laptop's screen.
  await loginThroughForm(page, 'admin1', /\/admin\/dashboard$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Đăng nhập thành công' })).toBeVisible();
  await page.getByRole('button', { name: /^Menu tài khoản/ }).click();
  const items = page.getByRole('menuitem');
  await expect(items.last()).toBeVisible();
  // The menu scrolls within the window: each item, brought into view, is drawn over anything else there.
  for (const item of await items.all()) {
    await item.scrollIntoViewIfNeeded();
    expect(await drawnOnTop(item)).toBe(true);
  }
  await shoot(page, testInfo, 'account-menu-with-toast-1280');
});

test('a patient opening the access log is told it is not theirs, where they are, with the way to their own dashboard', async ({
  page,
}, testInfo) => {
  await loginDemo(page, 'patient1', '/admin/audit');
  await expect(page.getByRole('heading', { name: NO_ACCESS, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Nhật ký truy cập' })).toHaveCount(0);
  await shoot(page, testInfo, 'no-access-patient-1280');
  await onPhone(page);
  await shoot(page, testInfo, 'no-access-patient-360');
  await page.getByRole('main').getByRole('link', { name: OWN_DASHBOARD }).click();
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
});

test("a doctor opening the articles' management is refused in place and led to the doctor's dashboard", async ({
  page,
}) => {
  await loginDemo(page, 'doctor1', '/articles-management');
  await expect(page.getByRole('heading', { name: NO_ACCESS, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/articles-management$/);
  await page.getByRole('main').getByRole('link', { name: OWN_DASHBOARD }).click();
  await expect(page).toHaveURL(/\/doctor\/dashboard$/);
});

test("the header's and the footer's links open pages headed with the links' own words", async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Điều hướng chính' })
    .getByRole('link', { name: 'Liên hệ' })
    .click();
  await expect(page.getByRole('heading', { name: 'Liên hệ', level: 1 })).toBeVisible();
  await shoot(page, testInfo, 'contact-1280');
  await onPhone(page);
  await shoot(page, testInfo, 'contact-360');
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Tìm hiểu thêm về dịch vụ' }).click();
  await expect(page.getByRole('heading', { name: 'Tìm hiểu thêm về dịch vụ', level: 1 })).toBeVisible();
});

test('offline, the banner on a phone is a strip of two lines at most beside its retry, and says all of it to a screen reader', async ({
  page,
  context,
}, testInfo) => {
  await onPhone(page);
  await loginDemo(page, 'patient1', '/appointments/list');
  await expect(page.getByRole('heading', { name: 'Lịch hẹn của tôi', level: 1 })).toBeVisible();
  // The header's account button comes in a file of its own: loaded before the network goes.
  await expect(page.getByRole('button', { name: /^Menu tài khoản/ })).toBeVisible();
  await context.setOffline(true);
  const banner = page.getByRole('alert').filter({ hasText: 'Thiết bị của bạn đang mất kết nối mạng' });
  await expect(banner).toContainText(
    'Thiết bị của bạn đang mất kết nối mạng. Vui lòng kiểm tra Wi-Fi hoặc dữ liệu di động. Dữ liệu đang hiển thị có thể chưa được cập nhật.',
  );
  const retry = banner.getByRole('button', { name: 'Thử lại' });
  await expect(retry).toBeVisible();
  // Two lines of its text, or the retry's 44 px, whichever is higher, and its padding.
  expect((await box(banner)).height).toBeLessThanOrEqual(56);
  expect((await box(retry)).height).toBeGreaterThanOrEqual(44);
  await shoot(page, testInfo, 'offline-banner-360');
  await page.setViewportSize({ width: 1280, height: 720 });
  expect((await box(banner)).height).toBeLessThanOrEqual(40);
  await shoot(page, testInfo, 'offline-banner-1280');
  await context.setOffline(false);
});
