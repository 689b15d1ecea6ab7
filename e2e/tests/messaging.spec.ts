import {
  addDays,
  formatDateVi,
  reminderPrivateWordsIn,
  toInternationalPhone,
  weekdayOf,
} from '@clinic/contract';
import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, clinicToday, DEMO } from '../support/clinic.js';
import { E2E_BASE_URL } from '../support/env.js';
import { loginDemo, shoot } from '../support/pages.js';
import { providerRequests, waitForProviderRequests } from '../support/providers.js';

/**
 * patient2 allows Zalo with SMS as its fallback, confirming the phone with the code the SMS provider received,
 * books doctor2 a few days ahead, and the Zalo provider receives one reminder that names nothing but the clinic, the
 * day, the hour and a link; the link, opened without signing in, tells doctor2's agenda that the patient will come.
 */
test('a patient allows Zalo with SMS fallback, books, gets one neutral reminder and confirms through its link', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const patient = await apiLogin(request, 'patient2');
  const { phoneNumber } = await apiCall<{ phoneNumber: string }>(
    request,
    patient,
    'GET',
    '/Messaging/Preferences',
  );

  await loginDemo(page, 'patient2', '/profile');
  const channels = page.getByRole('region', { name: 'Kênh nhận tin nhắn' });
  await channels.getByRole('button', { name: 'Gửi mã xác nhận qua SMS' }).click();
  const [sms] = await waitForProviderRequests(
    (r) => r.path === '/SendMultipleMessage_V4_post_json/' && r.body.Phone === phoneNumber,
  );
  const code = /(\d{6})/.exec(String(sms?.body.Content))?.[1] as string;
  await channels.locator('input[inputmode="numeric"]').first().click();
  await page.keyboard.type(code);
  await channels.getByRole('button', { name: 'Xác nhận số điện thoại' }).click();
  await expect(channels.getByText('Đã xác nhận', { exact: true })).toBeVisible();
  for (const name of [/^SMS/, /^Zalo/]) {
    await channels.getByRole('switch', { name }).click();
    await expect(channels.getByRole('switch', { name })).toBeChecked();
  }
  await shoot(page, testInfo, 'profile-channels-1280');

  // doctor2's first working day 2 to 5 days ahead: its phone reminder is due at once (MESSAGE_EARLY_REMINDER_DAYS).
  const date = [2, 3, 4, 5]
    .map((days) => addDays(clinicToday(), days))
    .find((day) => DEMO.doctor2.workDays.includes(weekdayOf(day))) as string;
  const doctor = await apiLogin(request, 'doctor2');
  // The first of a few hours that day that no other booking holds.
  let hour = '';
  for (const candidate of ['11:00', '09:00', '14:00', '10:00', '15:00', '16:00']) {
    const res = await request.post(`${E2E_BASE_URL}/api/Appointment/Create`, {
      headers: { Authorization: `Bearer ${patient.token}` },
      data: {
        doctorId: doctor.doctorId,
        appointmentDate: date,
        appointmentTime: `${candidate}:00`,
        appointmentType: 'Appointment',
      },
    });
    if (res.status() === 201) {
      hour = candidate;
      break;
    }
  }
  expect(hour, 'a free hour of doctor2').not.toBe('');
  const forThisVisit = (r: { path: string; body: Record<string, unknown> }) =>
    r.path === '/message/template' &&
    r.body.phone === toInternationalPhone(phoneNumber) &&
    (r.body.template_data as { date?: string }).date === formatDateVi(date) &&
    (r.body.template_data as { time?: string }).time === hour;
  const [reminder] = await waitForProviderRequests(forThisVisit);
  const data = reminder?.body.template_data as Record<string, string>;
  expect(reminder?.body.template_id).toBe('301');
  expect(Object.keys(data).sort()).toEqual(['clinic', 'date', 'link', 'time']);
  expect(reminderPrivateWordsIn(JSON.stringify(data))).toEqual([]);
  // The jobs run again meanwhile: still one reminder for this visit.
  await page.waitForTimeout(12_000);
  expect(providerRequests().filter(forThisVisit)).toHaveLength(1);

  // The link needs no sign-in and shows only the day and hour before its buttons.
  await page.context().clearCookies();
  await page.goto(data.link as string);
  await expect(page.getByText(`Ngày ${formatDateVi(date)} lúc ${hour}`)).toBeVisible();
  await shoot(page, testInfo, 'reminder-link-1280');
  await page.getByRole('button', { name: 'Tôi sẽ đến' }).click();
  await expect(page.getByText('Cảm ơn bạn. Phòng khám đã ghi nhận bạn sẽ đến.')).toBeVisible();

  await loginDemo(page, 'doctor2', '/appointments/management');
  await page.getByLabel('Từ ngày').fill(date);
  await page.getByLabel('Đến ngày').fill(date);
  const row = page
    .getByRole('row')
    .filter({ hasText: DEMO.patient2.fullName })
    .filter({ hasText: `${formatDateVi(date)}` })
    .filter({ hasText: hour });
  await expect(row).toContainText('Bệnh nhân báo sẽ đến');
});
