import { appointmentMail, clinicalMessages, reminderPrivateWordsIn } from '@clinic/contract';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import {
  appointmentRow,
  confirmBooking,
  doctorAppointmentRow,
  openListFromConfirmation,
  startBooking,
  submitTreatment,
} from '../support/booking.js';
import {
  bookDemoSlot,
  confirmByApi,
  DEMO,
  daysFromToday,
  demoSlot,
  formatDateVi,
  resultByApi,
  storedAppointment,
} from '../support/clinic.js';
import { waitForMail } from '../support/mail.js';
import { loginDemo, uniqueSuffix } from '../support/pages.js';

const TLD = 'TDF + 3TC + DTG (TLD)';

test('the care loop: a patient books a test, the doctor confirms, records the result and prescribes a standard regimen, the patient reads both and gets the mails', async ({
  page,
}) => {
  // doctor1's next working day; the seed's own appointment that day is at 09:00.
  const { date, hour } = demoSlot('doctor1', 1, '14:00');
  const dmy = formatDateVi(date);

  // The patient books a CD4 test with doctor1.
  await startBooking(page, 'patient1', date, hour, DEMO.doctor1.fullName);
  await page.getByRole('radio', { name: 'Xét nghiệm', exact: true }).check();
  await page.getByLabel('Loại xét nghiệm').selectOption({ label: 'CD4 (cells/mm³)' });
  await expect(page.getByText('Xét nghiệm - CD4')).toBeVisible();
  await confirmBooking(page);

  await openListFromConfirmation(page);
  await expect(page).toHaveURL(/\/appointments\/list$/);
  const patientRow = appointmentRow(page, date, hour);
  await expect(patientRow).toContainText(DEMO.doctor1.fullName);
  await expect(patientRow).toContainText('Xét nghiệm: CD4');
  await expect(patientRow).toContainText('Đã lên lịch');

  // The doctor sees it and accepts it; the patient is told by e-mail.
  const doctorRow = await doctorAppointmentRow(page, 'doctor1', date, hour);
  await expect(doctorRow).toContainText(DEMO.patient1.fullName);
  await expect(doctorRow).toContainText('Xét nghiệm CD4');
  await expect(doctorRow).toContainText('Đã lên lịch');
  await doctorRow.getByRole('button', { name: 'Chấp nhận' }).click();
  await expect(doctorRow).toContainText('Đã chấp nhận');

  const confirmation = await waitForMail(
    DEMO.patient1.email,
    (m) => m.subject === appointmentMail.confirmedSubject && m.text.includes(dmy) && m.text.includes(hour),
  );
  // The day and the hour only: neither the doctor nor the test on a lock screen.
  expect(reminderPrivateWordsIn(`${confirmation.subject}\n${confirmation.text}`)).toEqual([]);
  expect(confirmation.text).not.toContain(DEMO.doctor1.fullName);
  expect(confirmation.text).not.toContain('CD4');

  // The result: the appointment is still ahead, so the early-result warning comes first.
  await doctorRow.getByRole('button', { name: 'Tạo kết quả xét nghiệm' }).click();
  const early = page.getByRole('dialog', { name: 'Chưa đến ngày hẹn' });
  await expect(early).toContainText(dmy);
  await early.getByRole('button', { name: 'Vẫn tiếp tục' }).click();
  await expect(page).toHaveURL(/\/test-result\/create\?.*appointmentId=\d+/);
  await expect(page.getByRole('heading', { name: 'Tạo kết quả xét nghiệm', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Loại xét nghiệm' })).toHaveValue('CD4');
  await page.getByRole('textbox', { name: 'Kết quả', exact: true }).fill('512');
  await page.getByRole('textbox', { name: 'Ghi chú' }).fill('CD4 ổn định, tiếp tục điều trị.');
  await page.getByRole('button', { name: 'Lưu kết quả' }).click();

  // A standard regimen, from the result's next step.
  await page
    .getByRole('region', { name: 'Bước tiếp theo' })
    .getByRole('link', { name: 'Kê đơn hoặc đổi phác đồ' })
    .click();
  await expect(page).toHaveURL(/\/choose-regiment\?.*testResultId=\d+/);
  await page.getByRole('link', { name: 'Phác đồ chuẩn' }).click();
  await expect(page).toHaveURL(/\/standard-protocol\?.*testResultId=\d+/);
  await page.getByRole('radio', { name: TLD }).check();
  await page.getByRole('button', { name: 'Tiếp tục' }).click();

  // The treatment.
  await expect(page).toHaveURL(/\/treatments\/create\?.*regimenId=\d+/);
  await expect(page.getByText(TLD)).toBeVisible();
  await expect(page.getByLabel('Ngày bắt đầu')).toHaveValue(formatDateVi(daysFromToday(1)));
  await submitTreatment(page, date, { endDate: daysFromToday(91), note: 'Uống thuốc đều đặn mỗi sáng.' });
  await expect(doctorRow).toContainText('Đã hoàn thành');

  // The patient sees the completed, shaded row and opens the treatment and the result.
  await loginDemo(page, 'patient1', '/appointments/list');
  await expect(patientRow).toContainText('Đã hoàn thành');
  await expect(patientRow).toHaveAttribute('data-status', 'Completed');
  await expect(patientRow).toHaveAttribute('style', /teal-0/);

  await patientRow.getByRole('link', { name: 'Xem phác đồ' }).click();
  await expect(page).toHaveURL(/\/treatment-for-patient\/\d+$/);
  const appointmentId = /(\d+)$/.exec(page.url())?.[1];
  await expect(page.getByRole('heading', { name: TLD })).toBeVisible();
  await expect(page.getByText('Uống thuốc đều đặn mỗi sáng.')).toBeVisible();
  await expect(page.getByText(DEMO.doctor1.fullName)).toBeVisible();

  await page.getByRole('link', { name: 'Quay lại danh sách lịch hẹn' }).first().click();
  await expect(page).toHaveURL(/\/appointments\/list$/);
  await patientRow.getByRole('link', { name: 'Xem kết quả' }).click();
  await expect(page).toHaveURL(new RegExp(`/test-result-for-patient/${appointmentId}$`));
  await expect(page.getByRole('heading', { name: 'Kết quả xét nghiệm', level: 1 })).toBeVisible();
  await expect(page.getByText('512 cells/mm³')).toBeVisible();
  await expect(page.getByText('CD4 ổn định, tiếp tục điều trị.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const treatmentMail = await waitForMail(
    DEMO.patient1.email,
    (m) => m.subject === clinicalMessages.treatmentMailSubject,
  );
  // Neither the regimen nor the doctor on a lock screen: both are read after login.
  expect(reminderPrivateWordsIn(`${treatmentMail.subject}\n${treatmentMail.text}`)).toEqual([]);
  expect(treatmentMail.text).not.toContain(TLD);
  expect(treatmentMail.text).not.toContain(DEMO.doctor1.fullName);
});

test('a custom regimen: the doctor composes one from three components and prescribes it; the appointment is Completed', async ({
  page,
  request,
}) => {
  // An accepted appointment with its result, set up through the API: doctor2's second working day at 13:00.
  const { date, hour } = demoSlot('doctor2', 2, '13:00');
  const { doctor, booked } = await bookDemoSlot(request, 'patient2', 'doctor2', date, hour);
  await confirmByApi(request, doctor, booked.appointmentId);
  await resultByApi(request, doctor, booked.appointmentId, {
    resultValue: '< 50',
    notes: 'Không phát hiện vi rút.',
  });

  const row = await doctorAppointmentRow(page, 'doctor2', date, hour);
  await expect(row).toContainText('Đã chấp nhận');
  await row.getByRole('link', { name: 'Tạo đơn thuốc' }).click();

  await expect(page).toHaveURL(/\/choose-regiment\?.*testResultId=\d+/);
  await page.getByRole('link', { name: 'Phác đồ tùy chỉnh' }).click();
  await expect(page).toHaveURL(/\/regimens\/create\?.*testResultId=\d+/);

  const name = `TAF + FTC + DTG (tùy chỉnh ${uniqueSuffix()})`;
  await page.getByLabel('Tên phác đồ').fill(name);
  await page.getByLabel('Thành phần 1').selectOption({ label: 'TAF 25 mg' });
  await page.getByLabel('Thành phần 2').selectOption({ label: 'FTC 200 mg' });
  await expect(page.getByLabel('Thành phần 3')).toBeEnabled();
  await expect(page.getByLabel('Thành phần 4')).toBeDisabled();
  // Once a day (twice would double TAF's dose, S30). Two NRTIs are no regimen yet (S20); DTG completes it.
  await page.getByRole('radio', { name: '1 lần/ngày' }).check();
  const blocks = page
    .getByRole('region', { name: 'Kiểm tra an toàn phác đồ' })
    .locator('[data-severity="BLOCK"]');
  await expect(blocks).toHaveCount(1);
  await expect(blocks).toContainText('S20');
  await page.getByLabel('Thành phần 3').selectOption({ label: 'DTG 50 mg' });
  await expect(blocks).toHaveCount(0);
  await page
    .getByLabel('Mô tả')
    .fill('Phác đồ với TAF cho bệnh nhân đồng nhiễm viêm gan B, chức năng thận giảm.');
  await page.getByLabel('Đối tượng phù hợp').fill('Người lớn có chức năng thận bình thường');
  await page.getByLabel('Tác dụng phụ').fill('Buồn nôn nhẹ');
  await page.getByLabel('Hướng dẫn sử dụng').fill('Uống 1 lần mỗi ngày vào buổi sáng.');
  await page.getByRole('button', { name: 'Tạo phác đồ và tiếp tục' }).click();

  await expect(page).toHaveURL(/\/treatments\/create\?.*regimenId=\d+/);
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText('TAF 25 mg + FTC 200 mg + DTG 50 mg · 1 lần/ngày')).toBeVisible();
  // patient2 is on TLD: a change of regimen says why.
  await submitTreatment(page, date, {
    endDate: daysFromToday(60),
    switchReason: 'Nguyện vọng của người bệnh',
  });

  await expect(row).toContainText('Đã hoàn thành');
  await expect(row).toContainText('Đã kê đơn');
  expect((await storedAppointment(request, doctor, booked.appointmentId)).status).toBe('Completed');
});
