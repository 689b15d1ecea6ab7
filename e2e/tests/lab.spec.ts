import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { apiLogin, clinicToday, DEMO, formatDateVi } from '../support/clinic.js';
import { loginDemo, shoot } from '../support/pages.js';
import { onPhone } from './phone.js';

/**
 * The laboratory's round trip as doctor1 does it: patient1's viral load of today (seeded, accepted, its specimen
 * still to be taken) is marked collected, goes out on the printed manifest and comes back in the laboratory's CSV
 * at 12,500, which opens the high-viral-load episode on the patient's summary.
 */
test('a doctor marks a specimen collected, prints the manifest, imports a 12,500 and sees the report and the episode', async ({
  page,
  request,
}, testInfo) => {
  // Four screens' worth of work, each checked with axe.
  test.slow();
  // The print dialog of the browser is the browser's: the test only needs to know it was asked for.
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await loginDemo(page, 'doctor1', '/lab');
  await expect(page.getByRole('heading', { name: 'Xét nghiệm gửi đi', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Mẫu gửi đi - Phòng khám');

  const day = page.getByRole('table', { name: 'Lấy mẫu' });
  await day.getByRole('button', { name: `Đã lấy mẫu: ${DEMO.patient1.fullName}, 08:00` }).click();
  const barcode = day.getByRole('img', { name: /^XN\d{11}$/ }).first();
  await expect(barcode).toBeVisible();
  const code = (await barcode.getAttribute('aria-label')) as string;
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'lab-1280');

  // The manifest lists it with its barcode and no name; printed, and as the CSV that travels with the samples.
  const manifest = page.getByRole('table', { name: 'Danh sách gửi mẫu' });
  await expect(manifest.getByRole('img', { name: code })).toBeVisible();
  await expect(manifest).not.toContainText(DEMO.patient1.fullName);
  await page.getByRole('button', { name: 'In danh sách' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tải CSV' }).click();
  const csv = readFileSync((await (await download).path()) as string, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('ma_mau,ma_dieu_tri,nam_sinh,gioi_tinh,ngay_lay_mau,xet_nghiem');
  expect(csv).toContain(code);
  expect(csv).not.toContain(DEMO.patient1.fullName);

  // The laboratory's file comes back with a viral load of 12,500.
  const file = testInfo.outputPath('ket-qua.csv');
  writeFileSync(file, `ma_mau,xet_nghiem,ket_qua,don_vi\n${code},HIV VL,"12,500",copies/mL\n`);
  // Mantine's FileInput is a button over a hidden file input.
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Nhập tệp' }).click();
  const report = page.getByRole('table', { name: 'Kết quả nhập' });
  await expect(report.getByRole('row').nth(1)).toContainText('Đã nhập');
  await expect(page.getByText('Đã nhập: 1')).toBeVisible();
  await shoot(page, testInfo, 'lab-report-1280');
  await onPhone(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'lab-report-360');

  // The summary shows the result and the episode it opened, as a typed result would.
  const { patientId } = await apiLogin(request, 'patient1');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/patients/${patientId}/clinical-summary`);
  const results = page.getByRole('table', { name: 'Các kết quả tải lượng vi-rút' });
  await expect(
    results
      .getByRole('row')
      .filter({ hasText: formatDateVi(clinicToday()) })
      .first(),
  ).toContainText('12.500');
  await expect(page.getByText('Đang theo dõi', { exact: true })).toBeVisible();
});

test('an admin makes a laboratory connection, sees its key once, and revokes it after confirming', async ({
  page,
}, testInfo) => {
  await loginDemo(page, 'admin1', '/admin/lab-connections');
  await expect(page.getByRole('heading', { name: 'Kết nối phòng xét nghiệm', level: 1 })).toBeVisible();
  const name = `Phòng xét nghiệm tỉnh ${Date.now()}`;
  await page.getByLabel('Tên kết nối').fill(name);
  await page.getByRole('button', { name: 'Tạo kết nối' }).click();
  await expect(page.getByText(/^lab_[\w-]{43}$/)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Đang dùng');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'lab-connections-1280');

  await row.getByRole('button', { name: 'Thu hồi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thu hồi kết nối' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Thu hồi' }).click();
  await expect(row).toContainText('Đã thu hồi');
  await onPhone(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'lab-connections-360');
});
