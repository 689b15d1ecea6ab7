import { adminMessages, messages } from '@clinic/contract';
import { expect, test } from '@playwright/test';
import { confirmDialog, randomPhone, separatePage, submitForm, toast } from '../support/admin.js';
import { loginAs, openAs, uniqueSuffix } from '../support/pages.js';

test('a doctor account created by the admin logs in, is deactivated, loses its open session and can no longer log in', async ({
  page,
  browser,
}) => {
  const suffix = uniqueSuffix();
  const username = `bs.${suffix}`;
  const password = 'Bs@123456';
  const fullName = `Phạm Minh Khoa ${suffix}`;

  await openAs(page, 'admin1', '/doctors/create', 'Thêm bác sĩ');
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu').first().fill(password);
  await page.getByLabel('Họ và tên').fill(fullName);
  await page.getByLabel('Email').fill(`${username}@example.vn`);
  await page.getByLabel('Số điện thoại').fill(randomPhone());
  await page.getByLabel('Ngày sinh').fill('1985-09-02');
  await page.getByLabel('Địa chỉ').fill('215 Hồng Bàng, Quận 5, TP. Hồ Chí Minh');
  await page
    .getByLabel('Chuyên môn / giới thiệu')
    .fill('Bác sĩ chuyên khoa Truyền nhiễm, 10 năm điều trị HIV.');
  await submitForm(page, 'Lưu', adminMessages.doctorCreated, /\/doctors-management$/);

  // The new doctor logs in, in a browser of their own, and keeps that session open.
  const doctorPage = await separatePage(browser);
  await loginAs(doctorPage, username, password, /\/doctor\/dashboard/);

  // The admin deactivates the account from the doctor list.
  await page.getByLabel('Tìm kiếm').fill(suffix);
  const row = page.getByRole('row').filter({ hasText: fullName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Xóa ${fullName}` }).click();
  await confirmDialog(page, 'Bạn có chắc chắn muốn xóa bác sĩ này?', 'Xóa');
  await expect(toast(page, 'Xóa bác sĩ thành công')).toBeVisible();
  await expect(row).toContainText('Đã vô hiệu hóa');
  await expect(row.getByRole('button', { name: `Xóa ${fullName}` })).toHaveCount(0);

  // The open session stops working at its next call to the API.
  await doctorPage.goto('/profile');
  await expect(doctorPage).toHaveURL(/\/login/);
  await expect(doctorPage.getByText(messages.common.unauthorized)).toBeVisible();
  expect(await doctorPage.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // And the account can no longer log in: the login page shows the server's message.
  await doctorPage.getByLabel('Tên đăng nhập').fill(username);
  await doctorPage.getByLabel('Mật khẩu').first().fill(password);
  await doctorPage.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(toast(doctorPage, messages.auth.deactivated)).toBeVisible();
  await expect(doctorPage).toHaveURL(/\/login/);
  await doctorPage.context().close();
});
