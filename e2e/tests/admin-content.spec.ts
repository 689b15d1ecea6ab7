import { adminMessages } from '@clinic/contract';
import { expect, type Page, test } from '@playwright/test';
import { confirmDialog, separatePage, submitForm, toast } from '../support/admin.js';
import { DEMO, formatDateVi } from '../support/clinic.js';
import { openAs, uniqueSuffix } from '../support/pages.js';

function newestArticles(page: Page) {
  return page.getByRole('region', { name: 'Bài viết mới nhất' });
}

test('an article created by staff appears on the public home page, is hidden with Hiện/Ẩn and disappears from it', async ({
  page,
  browser,
}) => {
  const title = `Dinh dưỡng khi điều trị ARV ${uniqueSuffix()}`;

  await openAs(page, 'staff1', '/articles/create', 'Thêm bài viết');
  await page.getByLabel('Tiêu đề').fill(title);
  const category = page.getByLabel('Danh mục');
  await category.selectOption({ index: 1 });
  await expect(category).not.toHaveValue('');
  await page
    .getByLabel('Nội dung')
    .fill('Ăn đủ bữa, uống thuốc đúng giờ và tái khám đúng hẹn giúp việc điều trị đạt hiệu quả.');
  await submitForm(page, 'Thêm', adminMessages.articleCreated, /\/articles-management$/);

  // A visitor (no session) sees it among the newest articles of the home page.
  const visitor = await separatePage(browser);
  await visitor.goto('/');
  await expect(newestArticles(visitor).getByRole('link', { name: title })).toBeVisible();

  // Staff hides it with the Hiện/Ẩn switch of its row.
  await page.getByLabel('Tìm bài viết').fill(title);
  await expect(page.getByText('1 bài viết', { exact: true })).toBeVisible();
  const shown = page.getByRole('switch', { name: `Hiện bài viết: ${title}` });
  await expect(shown).toBeChecked();
  // The switch follows the saved state: it flips once the server has answered.
  await shown.click();
  await expect(toast(page, 'Đã ẩn bài viết khỏi trang công khai')).toBeVisible();
  await expect(page.getByRole('switch', { name: `Ẩn bài viết: ${title}` })).not.toBeChecked();

  // The visitor reloads: it is gone from the home page and from its public view.
  await visitor.reload();
  await expect(newestArticles(visitor).getByRole('link').first()).toBeVisible();
  await expect(newestArticles(visitor).getByText(title)).toHaveCount(0);
  await visitor.context().close();
});

test('a certificate is created, listed with DD/MM/YYYY and Không có, edited and deleted after its confirmation', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const name = `Chứng chỉ điều trị HIV/AIDS ${suffix}`;
  const renamed = `Chứng chỉ chăm sóc người nhiễm HIV ${suffix}`;
  const doctor = DEMO.doctor1.fullName;

  await openAs(page, 'staff1', '/certificate/create', 'Thêm chứng chỉ');
  await page.getByLabel('Bác sĩ').selectOption({ label: doctor });
  await page.getByLabel('Tên chứng chỉ').fill(name);
  await page.getByLabel('Nơi cấp').fill('Bộ Y tế');
  await page.getByLabel('Ngày cấp').fill('2023-05-15');
  await submitForm(page, 'Thêm', adminMessages.certificateCreated, /\/certificate-management$/);

  await page.getByLabel('Tìm chứng chỉ').fill(suffix);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(doctor);
  await expect(row).toContainText('Bộ Y tế');
  await expect(row.getByRole('cell', { name: formatDateVi('2023-05-15'), exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Không có', exact: true })).toBeVisible();

  // Edit: a new name.
  await row.getByRole('link', { name: `Sửa chứng chỉ ${name} của ${doctor}` }).click();
  await expect(page).toHaveURL(/\/certificate\/update\/\d+$/);
  const nameField = page.getByLabel('Tên chứng chỉ');
  await expect(nameField).toHaveValue(name);
  await nameField.fill(renamed);
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(toast(page, adminMessages.certificateUpdated)).toBeVisible();
  await expect(page).toHaveURL(/\/certificate-management$/);

  await page.getByLabel('Tìm chứng chỉ').fill(suffix);
  const edited = page.getByRole('row').filter({ hasText: renamed });
  await expect(edited).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await expect(edited).toContainText('15/05/2023');

  // Delete, through its confirmation.
  await edited.getByRole('button', { name: `Xóa chứng chỉ ${renamed} của ${doctor}` }).click();
  await confirmDialog(page, 'Bạn có chắc chắn muốn xóa chứng chỉ này?', 'Xóa');
  await expect(toast(page, adminMessages.certificateDeleted)).toBeVisible();
  await expect(page.getByText('Không tìm thấy chứng chỉ nào phù hợp.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
});
