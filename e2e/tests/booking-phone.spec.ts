import type { TestTypeItem } from '@clinic/contract';
import { expect, type Locator, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import {
  apiCall,
  apiLogin,
  bookByApi,
  confirmByApi,
  DEMO,
  daysFromToday,
  demoSlot,
  registerVerifiedPatient,
  resultByApi,
} from '../support/clinic.js';
import { DEMO_PASSWORD } from '../support/env.js';
import { loginAs, loginDemo, shoot } from '../support/pages.js';
import { onPhone } from './phone.js';

/**
 * A patient of doctor2 whose first viral load is due (ART started 200 days ago, none done yet): "Sức khỏe của
 * tôi" invites them to book it.
 */
async function patientWithViralLoadDue(request: Parameters<typeof apiLogin>[0]) {
  const { username } = await registerVerifiedPatient(request, {
    usernamePrefix: 'datlich',
    fullName: 'Trương Minh Tâm',
    dateOfBirth: '1987-09-21',
    address: '3 Nguyễn Trãi, Cần Thơ',
  });
  const patient = await apiLogin(request, username);
  const doctor = await apiLogin(request, 'doctor2');
  const types = await apiCall<TestTypeItem[]>(request, patient, 'GET', '/TestType/GetAll');
  const cd4 = types.find((t) => t.kind === 'cd4');
  // A CD4 with doctor2, its result recorded: doctor2 is the doctor who saw them last.
  const { date, hour } = demoSlot('doctor2', 6, '08:00');
  const booked = await bookByApi(request, patient, doctor.doctorId as number, date, hour, {
    testTypeId: cd4?.testTypeId,
  });
  await confirmByApi(request, doctor, booked.appointmentId);
  await resultByApi(request, doctor, booked.appointmentId, { resultValue: '450' });
  await apiCall(request, doctor, 'PUT', '/Clinical/ArtStartDate', {
    patientId: patient.patientId,
    artStartDate: daysFromToday(-200),
  });
  return { username };
}

test('a phone patient books the viral load due from "Sức khỏe của tôi" in three taps, the confirm button always on screen', async ({
  page,
  request,
}, testInfo) => {
  const { username } = await patientWithViralLoadDue(request);
  await onPhone(page);
  await loginAs(page, username, DEMO_PASSWORD, /\/patient\/dashboard/);
  await page.goto('/my-health');

  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };

  await tap(page.getByRole('link', { name: 'Đặt lịch xét nghiệm' }));
  await expect(page).toHaveURL(/\/appointments\/create\?testTypeId=\d+&doctorId=\d+$/);
  await expect(page.getByText(/^Xét nghiệm đã chọn: Tải lượng/)).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Xác nhận đặt lịch' });
  // The confirmation sits at the bottom of the screen from the start: no scrolling to reach it.
  await expect(confirm).toBeInViewport();
  await shoot(page, testInfo, 'booking-phone-start-360');

  // The earliest hour offered is with the patient's own doctor.
  const earliest = page.getByRole('button', { name: /Lịch trống sớm nhất với bác sĩ của bạn/ });
  await expect(earliest).toContainText(DEMO.doctor2.fullName);
  await tap(earliest);
  await expect(page.getByText(`Bác sĩ: ${DEMO.doctor2.fullName}`)).toBeVisible();
  await expect(confirm).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'booking-phone-picked-360');

  await tap(confirm);
  await expect(page).toHaveURL(/\/appointments\/confirmation\/\d+$/);
  const details = page.getByRole('region', { name: 'Thông tin lịch hẹn' });
  await expect(details).toContainText(DEMO.doctor2.fullName);
  await expect(details).toContainText('Tải lượng');
  expect(taps).toBeLessThanOrEqual(5);
});

test('the days and each doctor’s hours are one Tab stop each; the arrow keys move inside them', async ({
  page,
}, testInfo) => {
  await loginDemo(page, 'patient1', '/appointments/create');
  const days = page.getByRole('group', { name: 'Chọn ngày' });
  await expect(days.getByRole('button').first()).toBeVisible();
  expect(await days.locator('button[tabindex="0"]').count()).toBe(1);

  const current = days.locator('button[tabindex="0"]');
  await current.focus();
  const before = await current.getAttribute('aria-label');
  await page.keyboard.press('ArrowRight');
  // The focus moved to the next free day, which is now the one shown, and still the only Tab stop.
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('aria-pressed', 'true');
  expect(await focused.getAttribute('aria-label')).not.toBe(before);
  expect(await days.locator('button[tabindex="0"]').count()).toBe(1);

  const hours = page.getByRole('group', { name: /^Giờ trống của / }).first();
  await expect(hours.getByRole('button').first()).toBeVisible();
  expect(await hours.locator('button[tabindex="0"]').count()).toBe(1);
  // One Tab from the days' group reaches the first doctor's hours, not the day after.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^\d{2}:\d{2}, /);
  const firstHour = await page.locator(':focus').getAttribute('aria-label');
  await page.keyboard.press('ArrowRight');
  const secondHour = (await page.locator(':focus').getAttribute('aria-label')) as string;
  expect(secondHour).not.toBe(firstHour);
  // Enter picks the hour with the focus; the next step, the kind of visit, comes into view with the focus.
  await page.keyboard.press('Enter');
  await expect(page.locator(`[aria-label="${secondHour}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: '3. Loại lịch hẹn' })).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'booking-keyboard-1280');
});
