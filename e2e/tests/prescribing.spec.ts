import { expect, test } from '@playwright/test';
import { doctorAppointmentRow, openClinicalSummary, submitTreatment } from '../support/booking.js';
import { bookConfirmedTest, daysFromToday, demoSlot, resultByApi } from '../support/clinic.js';
import { shoot } from '../support/pages.js';

test('the fixed-dose TDF + 3TC + DTG tablet is blocked for a clearance under 50; TAF + 3TC + DTG is prescribed instead', async ({
  page,
  request,
}, testInfo) => {
  // patient2 (30, 52 kg, creatinine 190 µmol/L in the seed: about 31 mL/min) has a CD4 test with doctor2.
  const { date, hour } = demoSlot('doctor2', 4, '15:00');
  const { doctor, booked } = await bookConfirmedTest(request, 'patient2', 'doctor2', {
    date,
    hour,
    kind: 'cd4',
  });
  await resultByApi(request, doctor, booked.appointmentId, { resultValue: '480' });

  const row = await doctorAppointmentRow(page, 'doctor2', date, hour);
  await row.getByRole('link', { name: 'Tạo đơn thuốc' }).click();
  await page.getByRole('link', { name: 'Phác đồ chuẩn' }).click();

  // The fixed-dose tablet: blocked, with the clearance it was computed from.
  await page.getByRole('radio', { name: 'Viên phối hợp TLD (liều cố định)' }).check();
  const check = page.getByRole('region', { name: 'Kiểm tra an toàn phác đồ' });
  await expect(check).toContainText(/Độ thanh thải creatinine \(Cockcroft-Gault\): 3\d,\d mL\/phút/);
  const block = check.locator('[data-severity="BLOCK"]');
  await expect(block).toContainText('S15');
  await expect(block).toContainText('Chặn');
  await shoot(page, testInfo, 'prescribing-block');

  // TAF instead: no block.
  await page.getByRole('radio', { name: 'TAF + 3TC + DTG' }).check();
  await expect(check.locator('[data-severity="BLOCK"]')).toHaveCount(0);
  await expect(check).not.toContainText('S15');
  await page.getByRole('button', { name: 'Tiếp tục' }).click();

  await expect(page).toHaveURL(/\/treatments\/create\?.*regimenId=\d+/);
  await expect(page.getByRole('region', { name: 'Kiểm tra an toàn phác đồ' })).toBeVisible();
  // patient2 is on TLD: the change says why.
  await submitTreatment(page, date, {
    endDate: daysFromToday(91),
    switchReason: 'Độc tính hoặc tác dụng phụ',
  });
  await expect(row).toContainText('Đã hoàn thành');

  // The regimen history on the patient's summary keeps the reason.
  await openClinicalSummary(page, row);
  const history = page.getByRole('region', { name: 'Lịch sử phác đồ' });
  await expect(history).toContainText('TAF + 3TC + DTG');
  await expect(history).toContainText('Lý do đổi phác đồ: Độc tính hoặc tác dụng phụ');
});
