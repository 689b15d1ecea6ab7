import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { apiLogin, daysFromToday, formatDateVi } from '../support/clinic.js';
import { loginDemo, shoot } from '../support/pages.js';
import { onPhone } from './phone.js';

/**
 * patient2 enters their CCCD and an insurance card that expires in 20 days on the profile; their dashboard warns
 * them, and doctor2, who treats them, sees the ART number and the same warning on the summary and corrects the CCCD.
 */
test('the patient enters their documents, both dashboards warn of the card, the doctor corrects the CCCD', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const expiry = daysFromToday(20);
  await loginDemo(page, 'patient2', '/profile');
  await page.getByRole('button', { name: 'Chỉnh sửa' }).click();
  await page.getByLabel('Số CCCD').fill('0790950123');
  await page.getByLabel('Số thẻ BHYT').fill('dn4790123456789');
  await page.getByLabel('Hạn thẻ BHYT').fill(expiry);
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Số CCCD phải gồm đúng 12 chữ số')).toBeVisible();
  await page.getByLabel('Số CCCD').fill('079095012345');
  await shoot(page, testInfo, 'profile-documents-1280');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Cập nhật thông tin thành công')).toBeVisible();
  await expect(page.getByText('DN4790123456789')).toBeVisible();
  await expect(page.getByText('79-0002/2025')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Thẻ BHYT của bạn hết hạn ngày' })).toContainText(
    formatDateVi(expiry),
  );

  await onPhone(page);
  await page.goto('/patient/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Thẻ BHYT của bạn hết hạn ngày' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'patient-dashboard-insurance-360');

  const { patientId } = await apiLogin(request, 'patient2');
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginDemo(page, 'doctor2', `/patients/${patientId}/clinical-summary`);
  await expect(page.getByText('Mã số điều trị ARV: 79-0002/2025')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thẻ BHYT của bệnh nhân hết hạn ngày' }),
  ).toContainText(formatDateVi(expiry));
  const panel = page.getByRole('region', { name: 'Mã số và giấy tờ' });
  await expect(panel.getByLabel('Số thẻ BHYT')).toHaveValue('DN4790123456789');
  await panel.getByLabel('Số CCCD').fill('079095012346');
  await panel.getByRole('button', { name: 'Lưu giấy tờ' }).click();
  await expect(page.getByText('Đã lưu giấy tờ của bệnh nhân')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The page is long: the panel alone shows what changed.
  await panel.screenshot({ path: testInfo.outputPath('summary-identifiers-1280.png') });
  await onPhone(page);
  await panel.screenshot({ path: testInfo.outputPath('summary-identifiers-360.png') });

  const { token } = await apiLogin(request, 'patient2');
  const profile = await request.get(`/api/Patient/GetByID/${patientId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await profile.json()).data).toMatchObject({
    nationalId: '079095012346',
    insuranceNumber: 'DN4790123456789',
    insuranceExpiry: expiry,
  });
});
