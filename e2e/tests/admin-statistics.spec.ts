import path from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import { clinicToday } from '../support/clinic.js';
import { loginDemo } from '../support/pages.js';

/** The current clinic month and the five before it, oldest first, as m/yyyy. */
function lastSixMonths(): string[] {
  const [year, month] = clinicToday().split('-').map(Number) as [number, number];
  return Array.from({ length: 6 }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (5 - i), 1));
    return `${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`;
  });
}

/** The count in the row of the counts table headed by `label`. */
async function countOf(table: Locator, label: string): Promise<number> {
  const row = table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: label, exact: true }) });
  await expect(row).toBeVisible();
  return Number((await row.getByRole('cell').textContent())?.replace(/\D/g, ''));
}

test('the admin statistics page draws the six-month chart and the counts from the seeded data', async ({
  page,
}, testInfo) => {
  await loginDemo(page, 'admin1', '/admin/statistics');
  await expect(page.getByRole('heading', { name: 'Thống kê hệ thống', level: 1 })).toBeVisible();

  const chart = page.getByRole('region', { name: 'Lịch khám 6 tháng gần nhất' });
  const svg = chart.locator('svg[data-chart="columns"]');
  await expect(svg).toBeVisible();

  // Six month labels m/yyyy, the current month last.
  await expect(svg.locator('[data-part="category"]')).toHaveText(lastSixMonths());
  // The series 'Lịch khám' (its legend).
  await expect(chart.getByText('Lịch khám', { exact: true })).toBeVisible();

  // At least one bar of non-zero height.
  const bars = svg.locator('[data-part="bar"]');
  expect(
    Math.max(0, ...(await bars.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height)))),
  ).toBeGreaterThan(0);
  // The screen-reader summary carries the same six months and their counts.
  const summary = await chart.getByText(/^Dữ liệu biểu đồ: /).textContent();
  const counts = [...(summary ?? '').matchAll(/(\d{1,2}\/\d{4}): (\d+)/g)];
  expect(counts.map((c) => c[1])).toEqual(lastSixMonths());
  expect(counts.reduce((sum, c) => sum + Number(c[2]), 0)).toBeGreaterThan(0);
  await expect(bars).toHaveCount(counts.filter((c) => Number(c[2]) > 0).length);

  // The counts table, with the account total opened to its patients, doctors and staff.
  const table = page.getByRole('region', { name: 'Bảng số liệu' });
  const accounts = table.getByRole('button', { name: 'Tổng số tài khoản' });
  await accounts.click();
  await expect(accounts).toHaveAttribute('aria-expanded', 'true');
  const patients = await countOf(table, 'Bệnh nhân');
  const doctors = await countOf(table, 'Bác sĩ');
  const staff = await countOf(table, 'Nhân viên');
  expect(patients).toBeGreaterThanOrEqual(2);
  expect(doctors).toBeGreaterThanOrEqual(2);
  expect(staff).toBeGreaterThanOrEqual(1);
  expect(await countOf(table, 'Thành phần thuốc ARV')).toBeGreaterThanOrEqual(13);
  expect(await countOf(table, 'Loại xét nghiệm')).toBeGreaterThanOrEqual(1);
  expect(await countOf(table, 'Bài viết')).toBeGreaterThanOrEqual(1);
  const total = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Tổng số tài khoản' }) });
  expect(Number((await total.getByRole('cell').textContent())?.replace(/\D/g, ''))).toBe(
    patients + doctors + staff,
  );

  // The y-axis counts in steps of 1 from 0.
  const yTicks = await svg.locator('[data-part="count-tick"]').allTextContents();
  expect(yTicks.length).toBeGreaterThan(1);
  expect(yTicks).toEqual(yTicks.map((_, i) => String(i)));

  // Every month's count above its bar, a month without appointments included ("0", depending on where today
  // falls in the seeded history).
  await expect(svg.locator('[data-part="value"]')).toHaveText(counts.map((c) => c[2] as string));
  const shot = path.join(testInfo.project.outputDir, 'admin-statistics.png');
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach('admin-statistics', { path: shot, contentType: 'image/png' });
});
