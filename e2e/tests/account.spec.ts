import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.js';
import { codeIn, waitForMail } from '../support/mail.js';
import { loginAs, uniqueSuffix } from '../support/pages.js';

test('a visitor registers, verifies with the mailed code, logs in, edits the profile and logs out', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const username = `lan${suffix}`;
  const email = `lan${suffix}@example.vn`;
  const password = 'Abcdef1!';

  await page.goto('/register');
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').first().fill(password);
  await page.getByLabel('Họ và tên').fill('Nguyễn Thị Lan');
  await page.getByLabel('Số điện thoại').fill('0912345678');
  await page.getByLabel('Ngày sinh').fill('1995-04-12');
  await page.getByRole('radio', { name: 'Nữ' }).check();
  await page.getByLabel('Địa chỉ').fill('12 Lê Lợi, Huế');
  await page.getByRole('checkbox', { name: /Tôi đã đọc và đồng ý/ }).check();
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();

  await expect(page).toHaveURL(/\/verify/);
  const mail = await waitForMail(email);
  expect(mail.subject).not.toMatch(/HIV/i);
  await page.getByLabel('Mã xác thực').fill(codeIn(mail));
  await page.getByRole('button', { name: 'Xác thực', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);

  await loginAs(page, username, password, /\/patient\/dashboard/);
  await expect(page.getByText('Nguyễn Thị Lan').first()).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByText(username).first()).toBeVisible();
  await expect(page.getByText('Nữ', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Chỉnh sửa' }).click();
  await page.getByLabel('Địa chỉ').fill('45 Trần Hưng Đạo, Đà Nẵng');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Cập nhật thông tin thành công')).toBeVisible();
  await expect(page.getByText('45 Trần Hưng Đạo, Đà Nẵng')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lưu thay đổi' })).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userDetails') ?? '{}'));
  expect(stored.address).toBe('45 Trần Hưng Đạo, Đà Nẵng');

  await page.reload();
  await expect(page.getByText('45 Trần Hưng Đạo, Đà Nẵng')).toBeVisible();

  // A new e-mail address waits for the code mailed to it; the old address is told and keeps working until then.
  const newEmail = `lan.moi${suffix}@example.vn`;
  await page.getByRole('button', { name: 'Chỉnh sửa' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(newEmail);
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  const pending = page.getByRole('region', { name: 'Email mới đang chờ xác nhận' });
  await expect(pending).toContainText(newEmail);
  const notice = await waitForMail(email, (m) => /đổi địa chỉ email/.test(m.text));
  expect(notice.text).not.toContain(newEmail);
  const changeCode = await waitForMail(newEmail);
  expect(changeCode.subject).not.toMatch(/HIV|ARV/i);
  await pending.getByLabel('Mã xác nhận').fill('000000');
  await pending.getByRole('button', { name: 'Xác nhận', exact: true }).click();
  await expect(pending.getByText('Mã xác thực không đúng hoặc đã hết hạn')).toBeVisible();
  await pending.getByLabel('Mã xác nhận').fill(codeIn(changeCode));
  await pending.getByRole('button', { name: 'Xác nhận', exact: true }).click();
  await expect(pending).toHaveCount(0);
  await expect(page.getByText(newEmail).first()).toBeVisible();
  const afterChange = await page.evaluate(() => JSON.parse(localStorage.getItem('userDetails') ?? '{}'));
  expect(afterChange.email).toBe(newEmail);

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const profileUrl = `/api/Patient/GetByID/${afterChange.patientId}`;
  expect(
    (await page.request.get(profileUrl, { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(200);
  await page.getByRole('button', { name: /Nguyễn Thị Lan/ }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Logging out ended the token on the server too, not only in this browser.
  await expect
    .poll(async () =>
      (await page.request.get(profileUrl, { headers: { authorization: `Bearer ${token}` } })).status(),
    )
    .toBe(401);
});

test('a wrong password shows the message of the original app and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Tên đăng nhập').fill('patient1');
  await page.getByLabel('Mật khẩu').first().fill('Wrong@9999');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByText('Tên đăng nhập hoặc mật khẩu không chính xác').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

/**
 * Stores a patient's session as the web app writes it, with a token the server never signed, then opens a
 * protected page: the app must end the session and send the user to /login with the expired-session toast.
 */
async function openProfileWithForgedToken(
  page: Page,
  claims: { exp: number; tv?: number },
  signature: string,
) {
  await page.goto('/');
  await page.evaluate(
    ({ claims, signature }) => {
      const b64 = (o: object) =>
        btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
      const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '6', role: 'Patient', ...claims })}.${signature}`;
      localStorage.setItem('token', token);
      localStorage.setItem('userRole', 'Patient');
      localStorage.setItem(
        'userDetails',
        JSON.stringify({ userId: 6, patientId: 1, role: 'Patient', fullName: 'X' }),
      );
    },
    { claims, signature },
  );
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.')).toBeVisible();
}

test('an expired token in storage sends the user to /login with the expired-session toast', async ({
  page,
}) => {
  await openProfileWithForgedToken(page, { exp: 1_600_000_000 }, 'x');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a token the server rejects also runs the expired-session routine', async ({ page }) => {
  await openProfileWithForgedToken(page, { exp: Math.floor(Date.now() / 1000) + 3600, tv: 0 }, 'forged');
});

test('a protected page sends a visitor to /login and comes back after login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Tên đăng nhập').fill('doctor1');
  await page.getByLabel('Mật khẩu').first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('doctor1').first()).toBeVisible();
});

test('/tests takes each role to where its test results are', async ({ page }) => {
  await loginAs(page, 'patient2', DEMO_PASSWORD, /\/patient\/dashboard/);
  await page.goto('/tests');
  await expect(page).toHaveURL(/\/appointments\/list$/);
});
