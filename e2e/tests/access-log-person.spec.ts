import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectAuditPatientCell, exportAuditCsv } from '../support/admin.js';
import { seriousViolations } from '../support/axe.js';
import { apiCall, apiLogin, DEMO } from '../support/clinic.js';
import { loginDemo, shoot } from '../support/pages.js';
import { onPhone, sidewaysOverflow } from './phone.js';

/** The instant a CSV time names, read as clinic time (Asia/Ho_Chi_Minh, UTC+7 all year): "dd/MM/yyyy HH:mm:ss". */
function clinicInstant(text: string): number {
  const [, d, mo, y, h, mi, s] = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text) ?? [];
  return Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}+07:00`);
}

/** The log's table row of doctor2 opening patient2's clinical summary. */
const summaryRead = (page: Page) =>
  page
    .getByRole('table', { name: 'Nhật ký truy cập hồ sơ bệnh nhân, mới nhất trước' })
    .getByRole('row')
    .filter({ hasText: `BS. ${DEMO.doctor2.fullName}` })
    .filter({ hasText: DEMO.patient2.fullName })
    .filter({ hasText: 'Tóm tắt lâm sàng' });

test('an admin finds who opened a named patient record in the last 24 hours and downloads a Vietnamese CSV', async ({
  page,
}, testInfo) => {
  // doctor2, patient2's doctor, opens her clinical summary.
  const patient = await apiLogin(page.request, 'patient2');
  const doctor = await apiLogin(page.request, 'doctor2');
  await apiCall(page.request, doctor, 'GET', `/Clinical/Summary/${patient.patientId}`);
  const openedAt = Date.now();

  await loginDemo(page, 'admin1', '/admin/audit');
  await expect(page.getByRole('heading', { name: 'Nhật ký truy cập', level: 1 })).toBeVisible();

  // Her name typed without accents, and the last 24 hours.
  await page.getByRole('textbox', { name: 'Tên hoặc mã bệnh nhân' }).fill('dang thi ngoc');
  const last24 = page.getByRole('button', { name: '24 giờ qua' });
  await last24.click();
  await expect(last24).toHaveAttribute('aria-pressed', 'true');
  await expect(summaryRead(page).first()).toBeVisible();
  // Every row is hers, named, with the patient id beside the name.
  // (The header row is the only one without her name.)
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasNotText: DEMO.patient2.fullName })).toHaveCount(1);
  await expectAuditPatientCell(page, patient.patientId);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'access-log-person-1280');

  // The same search as a CSV in Vietnamese, at clinic time.
  const file = await exportAuditCsv(page);
  const lines = readFileSync((await file.path()) as string, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const header = lines[0]?.split(',') ?? [];
  expect(header).toEqual([
    'Mã sự kiện',
    'Thời gian (giờ phòng khám)',
    'Mã tài khoản',
    'Vai trò',
    'Người thực hiện',
    'Mã bệnh nhân',
    'Tên bệnh nhân',
    'Thao tác',
    'Nội dung',
    'Mã bản ghi',
    'Kết quả',
    'Địa chỉ IP',
    'Mã yêu cầu',
  ]);
  const cells = lines.slice(1).map((line) => line.split(','));
  const col = (name: string) => header.indexOf(name);
  const read = cells.find(
    (r) => r[col('Người thực hiện')] === DEMO.doctor2.fullName && r[col('Nội dung')] === 'Tóm tắt lâm sàng',
  );
  expect(read).toBeDefined();
  expect(read?.[col('Vai trò')]).toBe('Bác sĩ');
  expect(read?.[col('Thao tác')]).toBe('Xem');
  expect(read?.[col('Kết quả')]).toBe('Được phép');
  expect(read?.[col('Tên bệnh nhân')]).toBe(DEMO.patient2.fullName);
  // Clinic time: the read happened moments ago, which UTC would put 7 hours off.
  expect(Math.abs(clinicInstant(read?.[col('Thời gian (giờ phòng khám)')] ?? '') - openedAt)).toBeLessThan(
    10 * 60_000,
  );
  expect(cells.every((r) => r[col('Mã bệnh nhân')] === String(patient.patientId))).toBe(true);

  // On a phone: the same search as cards, nothing sideways, axe clean.
  await onPhone(page);
  await expect(
    page
      .getByRole('list', { name: 'Nhật ký truy cập hồ sơ bệnh nhân, mới nhất trước' })
      .getByText(`Bệnh nhân: ${DEMO.patient2.fullName} (#${patient.patientId})`)
      .first(),
  ).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'access-log-person-360');
});
