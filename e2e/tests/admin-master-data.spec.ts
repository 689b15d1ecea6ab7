import { clinicalMessages, messages } from '@clinic/contract';
import { expect, type Page, test } from '@playwright/test';
import { confirmDialog, submitForm, toast } from '../support/admin.js';
import { loginDemo, openAs, uniqueSuffix } from '../support/pages.js';

/** The booking screen's test-type select, once the patient has chosen 'Xét nghiệm'. */
async function bookingTestTypes(page: Page) {
  await page.goto('/appointments/create');
  await page.getByRole('radio', { name: 'Xét nghiệm', exact: true }).check();
  const select = page.getByLabel('Loại xét nghiệm');
  await expect(select).toBeEnabled();
  // The seeded types are listed: the list has loaded.
  await expect(select.locator('option')).not.toHaveCount(1);
  return select;
}

test('a test type created by the admin is offered when booking, and gone once deactivated', async ({
  page,
}) => {
  const name = `Định lượng HBsAg ${uniqueSuffix()}`;

  await openAs(page, 'admin1', '/test-types/create', 'Thêm loại xét nghiệm');
  await page.getByLabel('Tên loại xét nghiệm').fill(name);
  const unit = page.getByLabel('Đơn vị');
  await expect(unit).toHaveValue('mg/dL');
  await unit.selectOption('IU/mL');
  await page.getByLabel('Khoảng bình thường').fill('< 0.05');
  await submitForm(page, 'Tạo loại xét nghiệm', clinicalMessages.testTypeCreated, /\/testType-management$/);

  await loginDemo(page, 'patient1');
  let select = await bookingTestTypes(page);
  await expect(select.locator('option', { hasText: name })).toHaveText(`${name} (IU/mL)`);

  // The admin deactivates it on /test-types, after the confirmation.
  await loginDemo(page, 'admin1', '/test-types');
  await page.getByLabel('Tìm theo tên, đơn vị hoặc khoảng bình thường').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Ngừng sử dụng loại xét nghiệm ${name}` }).click();
  await confirmDialog(
    page,
    `Bạn có chắc chắn muốn ngừng sử dụng loại xét nghiệm "${name}"?`,
    'Ngừng sử dụng',
  );
  await expect(toast(page, `Đã ngừng sử dụng loại xét nghiệm "${name}"`)).toBeVisible();
  await expect(page.getByText('Không tìm thấy loại xét nghiệm nào khớp với tìm kiếm.')).toBeVisible();

  await loginDemo(page, 'patient1');
  select = await bookingTestTypes(page);
  await expect(select.locator('option', { hasText: name })).toHaveCount(0);
});

test('an empty ARV component form shows the messages of the original app and saves nothing', async ({
  page,
}) => {
  await loginDemo(page, 'admin1', '/ARVcomponents');
  const count = page.getByText(/^\d+ mục đang sử dụng$/);
  await expect(count).toBeVisible();
  const before = await count.textContent();

  await page.goto('/ARVcomponents/create');
  await expect(page.getByRole('heading', { name: 'Thêm thành phần thuốc ARV' })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm thành phần', exact: true }).click();
  await expect(page.getByText(clinicalMessages.componentNameRequired)).toBeVisible();
  await expect(page.getByText(clinicalMessages.componentDescriptionRequired)).toBeVisible();
  await expect(page.getByLabel('Tên thành phần')).toBeFocused();
  await expect(page).toHaveURL(/\/ARVcomponents\/create$/);

  // Spaces only are blank too (the fields are trimmed).
  await page.getByLabel('Tên thành phần').fill('   ');
  await page.getByLabel('Mô tả').fill('  ');
  await page.getByRole('button', { name: 'Thêm thành phần', exact: true }).click();
  await expect(page.getByText(clinicalMessages.componentNameRequired)).toBeVisible();
  await expect(page.getByText(clinicalMessages.componentDescriptionRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/ARVcomponents\/create$/);

  await page.goto('/ARVcomponents');
  await expect(count).toHaveText(before ?? '');
});

test('staff opening /staff-management (Admin only) are told so there, with the way to their own dashboard', async ({
  page,
}) => {
  await loginDemo(page, 'staff1', '/staff-management');
  await expect(page.getByRole('heading', { name: messages.common.forbidden, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quản lý nhân viên' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Về bảng điều khiển của tôi' }).click();
  await expect(page).toHaveURL(/\/staff\/dashboard$/);
});
