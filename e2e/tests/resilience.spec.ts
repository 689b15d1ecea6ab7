import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { DEMO_PASSWORD } from '../support/env.js';
import { loginAs, loginDemo, shoot } from '../support/pages.js';
import { onPhone } from './phone.js';

/** What nginx answers for an application server that is down. */
const PROXY_502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

/** Every API call but the session's own (login, logout) answers as the proxy does. */
async function proxyDown(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/Auth/'),
    (route) => route.fulfill({ status: 502, contentType: 'text/html', body: PROXY_502 }),
  );
}

/** Nothing on screen that came from the proxy's page. */
async function expectNoMarkup(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/<\/?[a-z]|Bad Gateway|nginx/i);
}

test("a proxy's HTML 502 on 'Sức khỏe của tôi' is a Vietnamese message with a retry, and the banner says the server is not answering", async ({
  page,
}, testInfo) => {
  await loginDemo(page, 'patient1');
  await proxyDown(page);
  await page.goto('/my-health');
  await expect(page.getByRole('heading', { name: 'Sức khỏe của tôi', level: 1 })).toBeVisible();

  const error = page.getByRole('alert').filter({ hasText: 'Máy chủ tạm thời không phản hồi (mã lỗi 502)' });
  await expect(error).toBeVisible();
  await expect(error.getByRole('button', { name: 'Thử lại' })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Không thể kết nối đến máy chủ: máy chủ đang không phản hồi' }),
  ).toBeVisible();
  await expectNoMarkup(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'proxy-502-my-health-1280');

  await onPhone(page);
  await expectNoMarkup(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'proxy-502-my-health-360');

  // The server is back: the banner's retry reloads what is on screen and the banner goes.
  await page.unrouteAll();
  await page.getByRole('alert').getByRole('button', { name: 'Thử lại' }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Không thể kết nối' })).toHaveCount(0);
  await expect(error).toHaveCount(0);
});

test("a proxy's HTML 502 to the login is a Vietnamese message, not markup", async ({ page }) => {
  await page.route('**/api/Auth/login', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: PROXY_502 }),
  );
  await page.goto('/login');
  await page.getByLabel('Tên đăng nhập').fill('patient1');
  await page.getByLabel('Mật khẩu', { exact: false }).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Máy chủ tạm thời không phản hồi (mã lỗi 502)' }).first(),
  ).toBeVisible();
  await expectNoMarkup(page);
});

test('a read that has not answered in 8 s stops its spinner and offers a retry, saying the server is slow', async ({
  page,
}, testInfo) => {
  await loginDemo(page, 'patient1');
  // Never answered: the request hangs until the app gives up on it.
  await page.route(
    (url) => url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/Auth/'),
    () => undefined,
  );
  const started = Date.now();
  await page.goto('/my-health');
  const slow = page.getByRole('alert').filter({ hasText: 'Máy chủ phản hồi quá chậm' });
  await expect(slow).toBeVisible({ timeout: 12_000 });
  // 8 s and no automatic second wait of 8 s more.
  expect(Date.now() - started).toBeLessThan(14_000);
  await expect(page.getByText('Đang tải...')).toHaveCount(0);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Không thể kết nối đến máy chủ: máy chủ đang không phản hồi' }),
  ).toBeVisible();
  await shoot(page, testInfo, 'slow-my-health-1280');

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await slow.getByRole('button', { name: 'Thử lại' }).click();
  await expect(slow).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Không thể kết nối' })).toHaveCount(0);
});

test('after login, focus is on the new screen heading, and a focused field has a 2 px ring', async ({
  page,
}) => {
  await page.goto('/login');
  const username = page.getByLabel('Tên đăng nhập');
  await username.focus();
  const ring = await username.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);

  await loginAs(page, 'patient2', DEMO_PASSWORD, /\/patient\/dashboard/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
