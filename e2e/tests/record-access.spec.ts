import { expect, test } from '@playwright/test';
import { expectAuditPatientCell, exportAuditCsv } from '../support/admin.js';
import { seriousViolations } from '../support/axe.js';
import { apiCall, apiLogin, bookConfirmedTest, DEMO, workingDay } from '../support/clinic.js';
import { loginDemo, shoot, uniqueSuffix } from '../support/pages.js';

interface AccessEvent {
  actorName: string | null;
  action: string;
  category: string;
  outcome: string;
}

/** How often doctor1 has read patient1's results, by the patient's own access log. */
async function doctorResultReads(request: Parameters<typeof apiLogin>[0]): Promise<number> {
  const patient = await apiLogin(request, 'patient1');
  const events = await apiCall<AccessEvent[]>(request, patient, 'GET', '/Audit/MyRecordAccess?pageSize=100');
  return events.filter(
    (e) => e.actorName === DEMO.doctor1.fullName && e.category === 'result' && e.action === 'read',
  ).length;
}

test('the patient sees that the doctor opened their test result, on the page of who opened their record', async ({
  page,
  request,
}, testInfo) => {
  // A CD4 test of patient1 with doctor1 on doctor1's fifth working day at 10:00, with its result, through the API.
  const date = workingDay(DEMO.doctor1.workDays, 5);
  const { doctor, booked } = await bookConfirmedTest(request, 'patient1', 'doctor1', {
    date,
    hour: '10:00',
    kind: 'cd4',
  });
  // A value no other test writes, to find this result in the doctor's list.
  const value = String(600 + (Number.parseInt(uniqueSuffix().slice(-3), 36) % 300));
  const result = await apiCall<{ testResultId: number }>(request, doctor, 'POST', '/TestResult/Create', {
    appointmentId: booked.appointmentId,
    resultValue: value,
    notes: `Kiểm tra nhật ký ${uniqueSuffix()}`,
  });
  const readsBefore = await doctorResultReads(request);

  // The doctor opens the result from the list of results.
  await loginDemo(page, 'doctor1', '/testResult-management');
  await expect(page.getByRole('heading', { name: 'Quản lý kết quả xét nghiệm', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: /Tìm theo bệnh nhân/ }).fill(value);
  const edit = page.getByRole('link', {
    name: `Sửa kết quả xét nghiệm #${result.testResultId} của ${DEMO.patient1.fullName}`,
  });
  await edit.first().click();
  await expect(page).toHaveURL(new RegExp(`/test-results/update/${result.testResultId}$`));
  await expect(page.getByRole('heading', { name: 'Cập nhật kết quả xét nghiệm', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Kết quả xét nghiệm' })).toHaveValue(value);

  // That read is in the log.
  await expect.poll(() => doctorResultReads(request)).toBeGreaterThan(readsBefore);

  // The patient finds it from the menu, the doctor by name with what was read.
  await loginDemo(page, 'patient1');
  await page
    .getByRole('region', { name: 'Truy cập nhanh' })
    .getByRole('link', { name: 'Ai đã xem hồ sơ của tôi' })
    .click();
  await expect(page).toHaveURL(/\/patient\/record-access$/);
  await expect(page.getByRole('heading', { name: 'Ai đã xem hồ sơ của tôi', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Lịch sử truy cập hồ sơ - Phòng khám');
  const table = page.getByRole('table', { name: 'Các lần truy cập hồ sơ của bạn, mới nhất trước' });
  const row = table
    .getByRole('row')
    .filter({ hasText: `BS. ${DEMO.doctor1.fullName}` })
    .filter({ hasText: 'Kết quả xét nghiệm' })
    .filter({ has: page.getByRole('cell', { name: 'Xem', exact: true }) });
  await expect(row.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'record-access-patient');
});

test('the access log of the admin: filters, the CSV export and no serious axe violations', async ({
  page,
}, testInfo) => {
  const patient = await apiLogin(page.request, 'patient1');
  await loginDemo(page, 'admin1', '/admin/audit');
  await expect(page.getByRole('heading', { name: 'Nhật ký truy cập', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Nhật ký truy cập - Phòng khám');
  await expect(page.getByRole('table').first()).toBeVisible();

  // Only patient1's events once their id is given.
  await page.getByRole('textbox', { name: 'Mã bệnh nhân' }).fill(String(patient.patientId));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expectAuditPatientCell(page, patient.patientId);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);

  await exportAuditCsv(page);
  await shoot(page, testInfo, 'audit-log-admin');

  // The admin dashboard has the alerts card.
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Cảnh báo truy cập bất thường', level: 2 })).toBeVisible();
});
