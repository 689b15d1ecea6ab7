import { expect, test } from '@playwright/test';
import { doctorAppointmentRow, openClinicalSummary, submitTreatment } from '../support/booking.js';
import {
  apiCall,
  bookConfirmedTest,
  daysFromToday,
  demoSlot,
  registerVerifiedPatient,
  resultByApi,
} from '../support/clinic.js';
import { shoot, uniqueSuffix } from '../support/pages.js';

/**
 * Version 2 of the prescribing check in the browser: a regimen that is not one (DTG alone) is blocked, and the WHO
 * regimen for a patient on rifampicin (the TLD tablet once a day and DTG 50 mg twelve hours later) is prescribed
 * without a block, where version 1 blocked it as a duplicate.
 */
test('DTG alone is blocked as no regimen; TLD plus DTG 50 mg with rifampicin is prescribed without a block', async ({
  page,
  request,
}, testInfo) => {
  // A patient of their own, so that the rifampicin recorded here reaches no other test's prescriptions.
  const { username } = await registerVerifiedPatient(request, {
    usernamePrefix: 'lao',
    fullName: 'Trần Văn Lao',
    dateOfBirth: '1984-05-20',
    address: '8 Hùng Vương, Huế',
  });

  const { date, hour } = demoSlot('doctor1', 5, '16:00');
  const { patient, doctor, booked } = await bookConfirmedTest(request, username, 'doctor1', {
    date,
    hour,
    kind: 'cd4',
  });
  await apiCall(request, doctor, 'PUT', '/Clinical/CoMedications', {
    patientId: patient.patientId,
    coMedications: ['RIFAMPICIN'],
  });
  await resultByApi(request, doctor, booked.appointmentId, { resultValue: '420' });

  const row = await doctorAppointmentRow(page, 'doctor1', date, hour);
  await row.getByRole('link', { name: 'Tạo đơn thuốc' }).click();
  await page.getByRole('link', { name: 'Phác đồ tùy chỉnh' }).click();
  await expect(page.getByRole('heading', { name: 'Tạo phác đồ tùy chỉnh' })).toBeVisible();

  // DTG alone: no backbone, blocked by S20 with the rule's words.
  await page.getByLabel('Thành phần 1').selectOption({ label: 'DTG 50 mg' });
  const check = page.getByRole('region', { name: 'Kiểm tra an toàn phác đồ' });
  const block = check.locator('[data-severity="BLOCK"]');
  await expect(block).toHaveCount(1);
  await expect(block).toContainText('S20');
  await expect(block).toContainText('Phác đồ chưa đủ');
  await shoot(page, testInfo, 'prescribing-dtg-alone');

  // The TLD tablet with a second DTG 50 mg, once a day, with rifampicin: DTG 100 mg a day, no duplicate, no block.
  await page.getByLabel('Thành phần 1').selectOption({ label: 'TLD 300/300/50 mg' });
  await page.getByLabel('Thành phần 2').selectOption({ label: 'DTG 50 mg' });
  await page.getByRole('radio', { name: '1 lần/ngày' }).check();
  await expect(check.locator('[data-severity="BLOCK"]')).toHaveCount(0);
  await expect(page.getByText('Dị ứng thuốc ARV: chưa ghi nhận · HLA-B*5701: chưa xét nghiệm')).toBeVisible();
  await expect(check).not.toContainText('S3');
  await expect(check).not.toContainText('S4');
  // No weight or creatinine yet: the check says what it could not judge, and where to record it.
  await expect(check).toContainText('Chưa kiểm tra được đầy đủ');
  await expect(check.getByRole('link', { name: /tóm tắt lâm sàng/ })).toBeVisible();

  await page.getByLabel('Tên phác đồ').fill(`TLD + DTG 50 mg khi điều trị lao ${uniqueSuffix()}`);
  await page.getByLabel('Mô tả').fill('TLD buổi sáng và DTG 50 mg buổi tối trong khi dùng rifampicin');
  await page.getByLabel('Đối tượng phù hợp').fill('Người lớn đang điều trị lao bằng rifampicin');
  await page.getByLabel('Tác dụng phụ').fill('Mất ngủ, đau đầu');
  await page.getByLabel('Hướng dẫn sử dụng').fill('TLD 1 viên buổi sáng, DTG 50 mg 1 viên sau 12 giờ');
  await page.getByRole('button', { name: 'Tạo phác đồ và tiếp tục' }).click();

  await expect(page).toHaveURL(/\/treatments\/create\?.*regimenId=\d+/);
  const findings = page.getByRole('region', { name: 'Kiểm tra an toàn phác đồ' });
  await expect(findings).toContainText('Chưa kiểm tra được đầy đủ');
  await expect(findings.locator('[data-severity="BLOCK"]')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, testInfo, 'treatment-findings-1280');
  await page.setViewportSize({ width: 360, height: 740 });
  await shoot(page, testInfo, 'treatment-findings-360');
  await page.setViewportSize({ width: 1280, height: 900 });
  await submitTreatment(page, date, { endDate: daysFromToday(91) });
  await expect(row).toContainText('Đã hoàn thành');

  // The clinical summary shows what the check reads, and takes the hypersensitivities and HLA-B*5701.
  await openClinicalSummary(page, row);
  const data = page.getByRole('region', { name: 'Dữ liệu cho kiểm tra kê đơn' });
  await expect(data).toContainText('HBsAg (viêm gan B): chưa có kết quả.');
  await data.getByRole('checkbox', { name: 'Abacavir (ABC)' }).check();
  await data.getByRole('radio', { name: 'Dương tính' }).check();
  await data.getByRole('button', { name: 'Lưu dị ứng thuốc' }).click();
  await expect(page.getByText('Đã lưu tiền sử dị ứng thuốc ARV và HLA-B*5701')).toBeVisible();
  await data.scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'summary-prescribing-1280');
  await page.setViewportSize({ width: 360, height: 740 });
  await shoot(page, testInfo, 'summary-prescribing-360');
});
