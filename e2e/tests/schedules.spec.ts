import { expect, test } from '@playwright/test';
import { apiLogin, DEMO } from '../support/clinic.js';
import { loginDemo } from '../support/pages.js';

test('an admin creates a Sunday schedule for doctor1, edits its end hour and deletes it through the confirmation dialog', async ({
  page,
  request,
}) => {
  const { doctorId } = await apiLogin(request, 'doctor1');
  const manager = new RegExp(`/schedule-manager/${doctorId}$`);

  await loginDemo(page, 'admin1', `/schedule-manager/${doctorId}`);
  await expect(
    page.getByRole('heading', { name: `Lịch làm việc của bác sĩ ${DEMO.doctor1.fullName}` }),
  ).toBeVisible();
  const rows = page.getByRole('row');
  const sunday = rows.filter({ hasText: 'Chủ Nhật' });
  await expect(rows.filter({ hasText: 'Thứ Hai' })).toContainText('08:00');
  await expect(sunday).toHaveCount(0);

  // Create: choosing the start sets the end to 17:00.
  await page.getByRole('link', { name: 'Thêm lịch làm việc' }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule/create/${doctorId}$`));
  await expect(page.getByText(DEMO.doctor1.fullName)).toBeVisible();
  await page.getByLabel('Ngày làm việc').selectOption({ label: 'Chủ Nhật' });
  await page.getByLabel('Giờ bắt đầu').selectOption('09:00');
  await expect(page.getByLabel('Giờ kết thúc')).toHaveValue('17:00');
  await page.getByRole('button', { name: 'Tạo', exact: true }).click();

  await expect(page).toHaveURL(manager);
  await expect(page.getByText('Tạo lịch làm việc thành công')).toBeVisible();
  await expect(sunday).toHaveCount(1);
  await expect(sunday).toContainText('09:00');
  await expect(sunday).toContainText('17:00');

  // Edit: the end hour moves to 15:00.
  await sunday.getByRole('link', { name: 'Sửa lịch làm việc Chủ Nhật' }).click();
  await expect(page).toHaveURL(/\/update-schedule\/\d+$/);
  // The manager page can still be on screen while the form's chunk loads, so wait for the form.
  await expect(page.getByRole('heading', { name: 'Cập nhật lịch làm việc' })).toBeVisible();
  await expect(page.getByText('Chủ Nhật', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Giờ bắt đầu')).toHaveValue('09:00');
  await expect(page.getByLabel('Giờ kết thúc')).toHaveValue('17:00');
  await page.getByLabel('Giờ kết thúc').selectOption('15:00');
  await page.getByRole('button', { name: 'Cập nhật', exact: true }).click();

  await expect(page).toHaveURL(manager);
  await expect(page.getByText('Cập nhật lịch làm việc thành công')).toBeVisible();
  await expect(sunday).toContainText('15:00');
  await expect(sunday).not.toContainText('17:00');

  // Delete, through the dialog that names the weekday and says it cannot be undone.
  await sunday.getByRole('button', { name: 'Xóa lịch làm việc Chủ Nhật' }).click();
  const dialog = page.getByRole('dialog', { name: 'Xóa lịch làm việc' });
  await expect(dialog).toContainText('Bạn có chắc chắn muốn xóa lịch làm việc vào Chủ Nhật?');
  await expect(dialog).toContainText('Hành động này không thể hoàn tác.');
  await dialog.getByRole('button', { name: 'Xóa', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Xóa lịch làm việc thành công')).toBeVisible();
  await expect(sunday).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Thứ Hai' })).toHaveCount(1);
});
