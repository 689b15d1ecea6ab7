import { expect, type Locator, type Page } from '@playwright/test';
import { formatDateVi } from './clinic.js';
import { loginDemo, openAs } from './pages.js';

/** On the booking screen: unfolds the date and hour fields, which wait behind a link under the free hours. */
export async function openManualEntry(page: Page): Promise<void> {
  // The free hours above the fields load on their own (with the doctors' weekly hours, components/slot-picker.tsx);
  // once they show, the link below no longer moves.
  await expect(page.getByText('Đang tải lịch trống...')).toHaveCount(0);
  await page.getByRole('button', { name: 'Nhập ngày giờ khác' }).click();
}

/** On the booking screen: fills the date and the hour, leaves the hour field and searches for free doctors. */
export async function searchSlot(page: Page, date: string, hour: string): Promise<void> {
  await openManualEntry(page);
  await page.getByLabel('Ngày hẹn').fill(date);
  const time = page.getByLabel('Giờ hẹn');
  await time.fill(hour);
  await time.blur();
  await expect(time).toHaveValue(hour);
  await page.getByRole('button', { name: 'Tìm bác sĩ', exact: true }).click();
}

/** A demo patient opens the booking screen, searches one slot and picks the doctor. */
export async function startBooking(
  page: Page,
  patientName: string,
  date: string,
  hour: string,
  doctorName: string,
): Promise<void> {
  await openAs(page, patientName, '/appointments/create', 'Đặt lịch hẹn');
  await searchSlot(page, date, hour);
  await pickDoctor(page, doctorName);
}

/** Picks a doctor among the search's cards and waits for the doctor's details. */
export async function pickDoctor(page: Page, fullName: string): Promise<void> {
  const card = page.getByRole('radio', { name: new RegExp(fullName) });
  await card.click();
  await expect(card).toBeChecked();
  await expect(page.getByRole('region', { name: 'Thông tin bác sĩ' })).toContainText(fullName);
}

export async function confirmBooking(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Xác nhận đặt lịch' }).click();
}

/** From the confirmation page of a booking just made, on to the patient's list. */
export async function openListFromConfirmation(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/appointments\/confirmation\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Đã đặt lịch hẹn', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Xem danh sách lịch hẹn' }).click();
}

/** The table row of one appointment (date and hour) on /appointments/list or the doctor's manager. */
export function appointmentRow(page: Page, date: string, hour: string): Locator {
  return page
    .getByRole('row')
    .filter({ hasText: formatDateVi(date) })
    .filter({ hasText: hour });
}

/** A demo doctor signs in and narrows their manager to the appointment's day: the appointment's row there. */
export async function doctorAppointmentRow(
  page: Page,
  doctorName: string,
  date: string,
  hour: string,
): Promise<Locator> {
  await loginDemo(page, doctorName);
  await openDoctorManager(page, date);
  return appointmentRow(page, date, hour);
}

/**
 * From the doctor's row, the patient's clinical summary. The list may still be redrawing from its search when the
 * link is clicked, which can swallow the click: it is clicked again until the summary's address shows.
 */
export async function openClinicalSummary(page: Page, row: Locator): Promise<void> {
  const link = row.getByRole('link', { name: /Theo dõi lâm sàng/ });
  await expect(async () => {
    if (await link.isVisible()) await link.click();
    await expect(page).toHaveURL(/\/patients\/\d+\/clinical-summary$/, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * From the doctor's row of an appointment still ahead, the result form past the early-result warning: records
 * `value` and saves it.
 */
export async function recordResultAhead(page: Page, row: Locator, value: string): Promise<void> {
  await row.getByRole('button', { name: 'Tạo kết quả xét nghiệm' }).click();
  await page
    .getByRole('dialog', { name: 'Chưa đến ngày hẹn' })
    .getByRole('button', { name: 'Vẫn tiếp tục' })
    .click();
  await page.getByRole('textbox', { name: 'Kết quả', exact: true }).fill(value);
  await page.getByRole('button', { name: 'Lưu kết quả' }).click();
}

/**
 * The doctor's manager, narrowed to one day with its search box (the table pages by 10). The search is sent once
 * typing pauses and the unfiltered rows stay until its answer arrives, in another order: this returns once the
 * narrowed rows are on screen, so that no click lands on a row that is about to move.
 */
export async function openDoctorManager(page: Page, date: string): Promise<void> {
  await page.goto('/appointments/management');
  await expect(page.getByRole('heading', { name: 'Quản lý lịch hẹn' })).toBeVisible();
  const day = formatDateVi(date);
  const narrowed = page.waitForResponse(
    (res) =>
      res.url().includes('/Appointment/GetByDoctorId/') &&
      new URL(res.url()).searchParams.get('search') === day,
  );
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(day);
  await narrowed;
  await expect(page.getByRole('button', { name: 'Tải lại' })).toBeEnabled();
}

/**
 * On the treatment form: the end date, the note to the patient and why the regimen changed (each when given), then
 * creates it; the doctor is back on the manager, narrowed again to the appointment's day.
 */
export async function submitTreatment(
  page: Page,
  date: string,
  fields: { endDate: string; note?: string; switchReason?: string },
): Promise<void> {
  await page.getByLabel('Ngày kết thúc').fill(fields.endDate);
  if (fields.note !== undefined) await page.getByLabel('Ghi chú cho bệnh nhân').fill(fields.note);
  if (fields.switchReason !== undefined) {
    await page.getByLabel('Lý do đổi phác đồ').selectOption({ label: fields.switchReason });
  }
  await page.getByRole('button', { name: 'Tạo đơn điều trị' }).click();
  await expect(page).toHaveURL(/\/appointments\/management/);
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(formatDateVi(date));
}
