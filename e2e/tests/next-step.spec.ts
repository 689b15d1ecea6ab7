import { VIRAL_LOAD_BAND_TEXTS, WORKLIST_TEXTS } from '@clinic/contract';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { doctorAppointmentRow, recordResultAhead } from '../support/booking.js';
import {
  bookConfirmedTest,
  clinicToday,
  demoSlot,
  formatDateVi,
  registerVerifiedPatient,
  storedAppointment,
} from '../support/clinic.js';
import { shoot } from '../support/pages.js';

/** axe at a desktop and a phone width, the page as it is now. */
async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 740 });
    expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('after a viral load of 12,500 the doctor is shown the episode, records counselling in the next-step panel, and closes the lab-only visit', async ({
  page,
  request,
}, testInfo) => {
  // A patient of their own: the episode, its counselling and the worklist entry reach no other test.
  const fullName = 'Phan Văn Bước';
  const { username } = await registerVerifiedPatient(request, {
    usernamePrefix: 'buoc',
    fullName,
    dateOfBirth: '1990-03-15',
    address: '12 Lê Lợi, Huế',
  });

  // A viral-load test with doctor1 on their fourth working day at 10:00, accepted.
  const { date, hour } = demoSlot('doctor1', 4, '10:00');
  const { doctor, booked } = await bookConfirmedTest(request, username, 'doctor1', {
    date,
    hour,
    kind: 'viralLoad',
  });

  // The doctor records 12,500 through the result form (ahead of the appointment, after the warning).
  await recordResultAhead(page, await doctorAppointmentRow(page, 'doctor1', date, hour), '12500');

  // The same screen says what it means: the band, its meaning, the episode open since today, counselling due.
  const panel = page.getByRole('region', { name: 'Bước tiếp theo' });
  await expect(panel).toBeVisible();
  const resultPage = page.url();
  expect(new URL(resultPage).pathname).toBe('/test-result/create');
  await expect(panel.getByRole('heading', { name: 'Bước tiếp theo' })).toBeFocused();
  await expect(panel).toContainText('12.500 copies/mL');
  await expect(panel).toContainText(VIRAL_LOAD_BAND_TEXTS.unsuppressed.label);
  await expect(panel).toContainText(VIRAL_LOAD_BAND_TEXTS.unsuppressed.patient);
  await expect(panel).toContainText('Đợt tải lượng vi-rút cao đang mở');
  const today = formatDateVi(clinicToday());
  await expect(panel).toContainText(`Mở ngày ${today}`);
  await expect(panel).toContainText('Cần tư vấn tăng cường tuân thủ (EAC)');
  await expect(panel.getByRole('link', { name: 'Theo dõi lâm sàng' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Kê đơn hoặc đổi phác đồ' })).toBeVisible();
  await shoot(page, testInfo, 'next-step-episode');
  await axeAtBothWidths(page);

  // Meanwhile, in another tab, the dashboard's worklist asks for the counselling.
  const dashboard = await page.context().newPage();
  await dashboard.goto('/doctor/dashboard');
  const worklist = dashboard.getByRole('region', { name: /Bệnh nhân cần xử lý/ });
  const entry = worklist.getByRole('listitem').filter({ hasText: fullName });
  await expect(entry).toContainText(WORKLIST_TEXTS.eacDue);

  // Counselling recorded in the panel, without leaving it: it says so and the episode counts it.
  const eac = panel.getByRole('form', { name: 'Ghi nhận buổi tư vấn tuân thủ (EAC)' });
  await expect(eac.getByRole('textbox', { name: 'Ngày tư vấn' })).toHaveValue(today);
  await eac
    .getByRole('textbox', { name: 'Ghi chú buổi tư vấn' })
    .fill('Quên thuốc khi làm ca đêm; đặt báo thức.');
  await eac.getByRole('button', { name: 'Ghi nhận buổi tư vấn' }).click();
  await expect(eac.getByRole('status')).toContainText(`Đã ghi nhận buổi tư vấn ngày ${today}.`);
  await expect(panel).toContainText('Đã tư vấn tuân thủ 1 buổi');
  expect(page.url()).toBe(resultPage);

  // The worklist, read again, no longer asks for it.
  await dashboard.reload();
  await expect(worklist).toBeVisible();
  await expect(worklist.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(entry.filter({ hasText: WORKLIST_TEXTS.eacDue })).toHaveCount(0);
  await dashboard.close();

  // A lab-only visit: closed without a new prescription, after a confirmation.
  await panel.getByRole('button', { name: 'Kết thúc lượt khám' }).click();
  await expect(panel).toContainText('Kết thúc lượt khám mà không kê đơn mới?');
  await panel.getByRole('button', { name: 'Xác nhận kết thúc' }).click();
  await expect(panel).toContainText('Lượt khám đã kết thúc, không kê đơn mới.');
  await expect(panel.getByRole('link', { name: 'Kê đơn hoặc đổi phác đồ' })).toHaveCount(0);
  await expect(page.getByText('Đã hoàn thành', { exact: true })).toBeVisible();
  await shoot(page, testInfo, 'next-step-closed');
  await axeAtBothWidths(page);
  expect((await storedAppointment(request, doctor, booked.appointmentId)).status).toBe('Completed');
});
