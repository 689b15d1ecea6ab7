import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, clinicToday, daysFromToday, formatDateVi } from '../support/clinic.js';
import { loginDemo, openAs, shoot } from '../support/pages.js';

// The seed's retention histories (apps/server/src/db/seed/people.ts): patient3 of doctor1 is late with a
// missed visit, patient4 of doctor2 has interrupted treatment. No other test file uses them.
const LATE = 'Lý Văn Phúc';
const INTERRUPTED = 'Hồ Thị Mai Lan';

interface TracingRow {
  patientId: number;
  fullName: string;
}

test('patients who fell out of care are traced, invited back, refilled, and counted in the indicators', async ({
  page,
  request,
}, testInfo) => {
  // The manager sees both, most days late first, and records a call to the interrupted one.
  await openAs(page, 'manager1', '/tracing', 'Theo dõi tiếp cận bệnh nhân');
  const table = page.getByRole('table', { name: 'Danh sách bệnh nhân cần liên lạc' });
  const interruptedRow = table.getByRole('row').filter({ hasText: INTERRUPTED });
  await expect(interruptedRow).toContainText('Gián đoạn điều trị');
  await expect(table.getByRole('row').filter({ hasText: LATE })).toContainText('Trễ hẹn');
  await interruptedRow.getByRole('button', { name: `Ghi kết quả liên lạc với ${INTERRUPTED}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Ghi kết quả liên lạc' });
  await expect(dialog.getByLabel('Ngày liên lạc')).toHaveValue(formatDateVi(clinicToday()));
  await dialog.getByLabel('Kết quả').selectOption({ label: 'Đã liên lạc được' });
  await dialog.getByLabel('Ghi chú').fill('Hẹn quay lại tuần sau');
  await dialog.getByRole('button', { name: 'Lưu kết quả' }).click();
  await expect(dialog).toBeHidden();
  await expect(interruptedRow).toContainText(`Đã liên lạc được (${formatDateVi(clinicToday())})`);
  await shoot(page, testInfo, 'tracing-manager');

  // The doctor's dashboard: today's agenda first, then the tracing list of their own patients only.
  await loginDemo(page, 'doctor1');
  const tracing = page.getByRole('region', { name: 'Liên lạc bệnh nhân' });
  await expect(tracing.getByRole('table')).toContainText(LATE);
  await expect(tracing).not.toContainText(INTERRUPTED);
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf('Liên lạc bệnh nhân')).toBeGreaterThan(0);

  // The late patient is invited back from their dashboard.
  await loginDemo(page, 'patient3');
  await expect(page.getByText('Bạn đã lỡ một lịch hẹn')).toBeVisible();
  await shoot(page, testInfo, 'patient-missed');
  await page.getByRole('link', { name: 'Đặt lịch hẹn mới' }).click();
  await expect(page).toHaveURL(/\/appointments\/create|\/create-appointment|booking/);

  // The doctor records a 90-day dispense on the clinical summary; the patient is back in care.
  const doctor = await apiLogin(request, 'doctor1');
  const list = await apiCall<{ items: TracingRow[] }>(request, doctor, 'GET', '/Retention/Tracing');
  const late = list.items.find((row) => row.fullName === LATE);
  expect(late).toBeDefined();
  await loginDemo(page, 'doctor1', `/patients/${late?.patientId}/clinical-summary`);
  const supply = page.getByRole('region', { name: 'Cấp thuốc' });
  await supply.getByRole('textbox', { name: 'Ngày cấp thuốc' }).fill(clinicToday());
  await supply.getByRole('combobox', { name: 'Số ngày cấp thuốc' }).selectOption('90');
  await supply.getByRole('button', { name: 'Ghi nhận cấp thuốc' }).click();
  await expect(supply).toContainText(
    `Ngày cần tái khám lấy thuốc mới: ${formatDateVi(daysFromToday(83))}; ngày hết thuốc: ${formatDateVi(daysFromToday(90))}.`,
  );
  await shoot(page, testInfo, 'doctor-refill');
  const after = await apiCall<{ items: TracingRow[] }>(request, doctor, 'GET', '/Retention/Tracing');
  expect(after.items.map((row) => row.fullName)).not.toContain(LATE);

  // The programme indicators, with their CSV.
  await openAs(page, 'admin1', '/admin/statistics', 'Thống kê hệ thống');
  const indicators = page.getByRole('region', { name: 'Chỉ số chương trình' });
  await expect(indicators).toContainText('TX_CURR');
  await expect(indicators).toContainText('TX_PVLS');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    indicators.getByRole('button', { name: 'Tải CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^chi-so-month-\d{4}-\d{1,2}\.csv$/);
  const csv = readFileSync((await download.path()) as string, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.trim().split(/\r?\n/)).toHaveLength(6);
  await shoot(page, testInfo, 'indicators-admin');
});
