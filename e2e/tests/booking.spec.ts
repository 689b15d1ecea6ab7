import { appointmentMessages } from '@clinic/contract';
import { expect, test } from '@playwright/test';
import {
  appointmentRow,
  confirmBooking,
  doctorAppointmentRow,
  openListFromConfirmation,
  openManualEntry,
  startBooking,
} from '../support/booking.js';
import { bookDemoSlot, DEMO, demoSlot } from '../support/clinic.js';
import { loginDemo } from '../support/pages.js';

test('the hour field clears an hour outside 08:00-18:00 or off the whole hour when it is left', async ({
  page,
}) => {
  await loginDemo(page, 'patient1', '/appointments/create');
  await openManualEntry(page);
  const time = page.getByLabel('Giờ hẹn');
  await expect(page.getByText('Chỉ nhận giờ chẵn từ 08:00 đến 18:00 (ví dụ 08:00, 09:00)')).toBeVisible();

  await time.fill('07:00');
  await time.blur();
  await expect(time).toHaveValue('');
  await expect(page.getByText(appointmentMessages.hourRange)).toBeVisible();

  // Typing again clears the message; a half hour is refused the same way.
  await time.fill('9:30');
  await expect(page.getByText(appointmentMessages.hourRange)).toHaveCount(0);
  await time.blur();
  await expect(time).toHaveValue('');
  await expect(page.getByText(appointmentMessages.hourRange)).toBeVisible();

  // Letters are dropped as they are typed; "9" is read as 09:00.
  await time.fill('');
  await time.pressSequentially('9h');
  await expect(time).toHaveValue('9');
  await time.blur();
  await expect(time).toHaveValue('09:00');
  await expect(page.getByText(appointmentMessages.hourRange)).toHaveCount(0);
});

test('a slot taken while the patient was choosing gives the doctor-slot message and the doctor is no longer offered', async ({
  page,
  request,
}) => {
  // doctor1's second working day at 15:00.
  const { date, hour } = demoSlot('doctor1', 2, '15:00');

  await startBooking(page, 'patient1', date, hour, DEMO.doctor1.fullName);

  // Meanwhile patient2 books the same slot.
  await bookDemoSlot(request, 'patient2', 'doctor1', date, hour);

  await confirmBooking(page);
  await expect(
    page.getByRole('alert').filter({ hasText: appointmentMessages.doctorSlotTaken }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/appointments\/create$/);
  // The screen searches again: doctor1 is gone from the free doctors of that slot.
  await expect(page.getByRole('radio', { name: new RegExp(DEMO.doctor1.fullName) })).toHaveCount(0);
  await expect(page.getByText(appointmentMessages.noDoctorsFound)).toBeVisible();

  // Nothing was booked for patient1.
  await page.goto('/appointments/list');
  await expect(page.getByRole('heading', { name: 'Lịch hẹn của tôi' })).toBeVisible();
  await expect(page.getByRole('row').first()).toBeVisible();
  await expect(appointmentRow(page, date, hour)).toHaveCount(0);
});

test("an anonymous booking shows 'Ẩn danh' to the doctor and none of the patient's identity", async ({
  page,
}) => {
  // doctor2's third working day at 16:00 (the seed and the custom-regimen test use other days).
  const { date, hour } = demoSlot('doctor2', 3, '16:00');

  await startBooking(page, 'patient2', date, hour, DEMO.doctor2.fullName);
  await page.getByRole('switch', { name: 'Đặt lịch ẩn danh' }).check();
  await expect(page.getByText('Ẩn danh: Có')).toBeVisible();
  await confirmBooking(page);

  await openListFromConfirmation(page);
  await expect(page).toHaveURL(/\/appointments\/list$/);
  const own = appointmentRow(page, date, hour);
  await expect(own).toContainText('Đã lên lịch');
  await expect(own).toContainText('Ẩn danh');

  const row = await doctorAppointmentRow(page, 'doctor2', date, hour);
  await expect(row).toContainText('Ẩn danh');
  await expect(row).toContainText('Đã lên lịch');
  await expect(page.getByText('Hiển thị 1 trên 1 lịch hẹn')).toBeVisible();
  const body = page.locator('body');
  await expect(body).not.toContainText(DEMO.patient2.fullName);
  await expect(body).not.toContainText(DEMO.patient2.email);
  await expect(body).not.toContainText('0709258413');
});
