import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, registerVerifiedPatient } from '../support/clinic.js';
import { waitForMail } from '../support/mail.js';
import { shoot } from '../support/pages.js';
import { openOnPhone } from './phone.js';

/**
 * A client of the original API changes the e-mail with PUT /Patient/Update alone and has no screen for the code:
 * the mailed link finishes the change, on a phone, without signing in.
 */
test('the link mailed to a new address confirms the change without signing in', async ({
  page,
  request,
}, testInfo) => {
  const { username, email } = await registerVerifiedPatient(request, {
    usernamePrefix: 'lienket',
    fullName: 'Phạm Thị Liên',
    dateOfBirth: '1990-03-08',
    address: '8 Hùng Vương, Huế',
  });
  const session = await apiLogin(request, username);
  const profile = await apiCall<Record<string, unknown>>(
    request,
    session,
    'GET',
    `/Patient/GetByID/${session.patientId}`,
  );
  const newEmail = `moi.${email}`;
  await apiCall(request, session, 'PUT', '/patient/Update', {
    userId: session.userId,
    patientId: session.patientId,
    fullName: profile.fullName,
    phoneNumber: profile.phoneNumber,
    dateOfBirth: profile.dateOfBirth,
    gender: profile.gender,
    address: profile.address,
    bloodType: 'O+',
    isPregnant: false,
    email: newEmail,
  });
  const mail = await waitForMail(newEmail);
  const link = /(https?:\/\/\S+\/confirm-email\?token=\S+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link as string);

  await openOnPhone(page, `${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'Xác nhận email mới', level: 1 })).toBeVisible();
  await shoot(page, testInfo, 'confirm-email-360');
  await page.getByRole('button', { name: 'Xác nhận email mới' }).click();
  await expect(page.getByRole('status')).toContainText('Đã xác nhận email mới');
  await shoot(page, testInfo, 'confirm-email-done-360');
  const after = await apiCall<{ email: string }>(
    request,
    session,
    'GET',
    `/Patient/GetByID/${session.patientId}`,
  );
  expect(after.email).toBe(newEmail);

  // The same link a second time says it no longer works, in words.
  await page.reload();
  await page.getByRole('button', { name: 'Xác nhận email mới' }).click();
  await expect(page.getByRole('alert')).toContainText('Liên kết xác nhận không đúng hoặc đã hết hạn');
});

test('a link without a usable token says so', async ({ page }) => {
  await page.goto('/confirm-email?token=abc');
  await expect(page.getByRole('alert')).toContainText('Liên kết xác nhận không đúng hoặc đã hết hạn');
  await expect(page.getByRole('link', { name: 'Đến trang đăng nhập' })).toBeVisible();
});
