import { CLINICAL_FLAG_TEXTS, VIRAL_LOAD_BAND_TEXTS } from '@clinic/contract';
import { expect, test } from '@playwright/test';
import { doctorAppointmentRow, openDoctorManager, recordResultAhead } from '../support/booking.js';
import { bookConfirmedTest, clinicToday, demoSlot, formatDateVi } from '../support/clinic.js';
import { loginDemo, shoot } from '../support/pages.js';

test('a viral load of 12,500 recorded by the doctor opens a high-viral-load episode on the doctor summary and the patient page', async ({
  page,
  request,
}, testInfo) => {
  // patient1's earlier episode closed with an undetectable load; a new lab test with doctor1 at 16:00.
  const { date, hour } = demoSlot('doctor1', 3, '16:00');
  await bookConfirmedTest(request, 'patient1', 'doctor1', {
    date,
    hour,
    kind: 'viralLoad',
  });

  // The doctor records the result through the result form (ahead of the appointment, after the warning).
  const row = await doctorAppointmentRow(page, 'doctor1', date, hour);
  await recordResultAhead(page, row, '12500');

  // The result's next step leads to the patient's summary: the episode is open since today.
  await page
    .getByRole('region', { name: 'Bước tiếp theo' })
    .getByRole('link', { name: 'Theo dõi lâm sàng' })
    .click();
  await expect(page).toHaveURL(/\/patients\/\d+\/clinical-summary$/);
  const summaryPath = new URL(page.url()).pathname;
  const today = formatDateVi(clinicToday());
  await expect(page.getByRole('heading', { name: 'Tóm tắt theo dõi lâm sàng', level: 1 })).toBeVisible();
  await expect(page.getByText(CLINICAL_FLAG_TEXTS.highViralLoad)).toBeVisible();
  await expect(page.getByText('Đang theo dõi', { exact: true })).toBeVisible();
  await expect(page.getByText(`Mở ngày ${today}`)).toBeVisible();
  const doctorTable = page.getByRole('table', { name: 'Các kết quả tải lượng vi-rút' });
  // lab.spec.ts imports a 12,500 for patient1 today too: either row reads the same.
  await expect(doctorTable.getByRole('row').filter({ hasText: today }).first()).toContainText('12.500');
  await expect(doctorTable.getByRole('row').filter({ hasText: today }).first()).toContainText(
    VIRAL_LOAD_BAND_TEXTS.unsuppressed.label,
  );
  // Page titles show in tabs and history: no name, no result.
  await expect(page).toHaveTitle('Tóm tắt theo dõi lâm sàng - Phòng khám');
  await shoot(page, testInfo, 'monitoring-doctor-summary');
  // The appointment manager's row of the named patient leads there too.
  await openDoctorManager(page, date);
  await expect(row.getByRole('link', { name: /Theo dõi lâm sàng/ })).toHaveAttribute('href', summaryPath);

  // The patient's own page says what it means in plain words; its title carries no result.
  await loginDemo(page, 'patient1', '/my-health');
  await expect(page.getByRole('heading', { name: 'Sức khỏe của tôi', level: 1 })).toBeVisible();
  await expect(page.getByText(VIRAL_LOAD_BAND_TEXTS.unsuppressed.patient)).toBeVisible();
  const patientTable = page.getByRole('table', { name: 'Các kết quả tải lượng vi-rút' });
  await expect(patientTable.getByRole('row').filter({ hasText: today }).first()).toContainText('12.500');
  await expect(page).toHaveTitle('Sức khỏe của tôi - Phòng khám');
  await shoot(page, testInfo, 'monitoring-patient-page');

  // After a high result the page asks the patient to see their doctor, not to book a lab test.
  await expect(page.getByRole('link', { name: 'Đặt lịch xét nghiệm' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Đặt lịch gặp bác sĩ' }).click();
  await expect(page).toHaveURL(/\/appointments\/create(\?doctorId=\d+)?$/);
  await expect(page.getByRole('radio', { name: 'Khám bệnh', exact: true })).toBeChecked();
});
