import { reminderPrivateWordsIn } from '@clinic/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { DEMO } from '../support/clinic.js';
import { waitForMail } from '../support/mail.js';
import { loginDemo, openAs, shoot } from '../support/pages.js';
import { onPhone, openOnPhone, sidewaysOverflow } from './phone.js';

/** The strip's days that have a free hour; the tests book late in the two weeks, away from the other specs' days. */
const freeDays = (page: Page) =>
  page.getByRole('group', { name: 'Chọn ngày' }).getByRole('button').and(page.locator(':enabled'));

/** The free-hour buttons of the chosen day ("16:00, Thứ Hai 07/12/2026, Nguyễn Thị Mai Lan"). */
const hourButtons = (page: Page) => page.getByRole('button', { name: /^\d{2}:\d{2}, / });

/** What an hour button's name says: its time, its day dd/MM/yyyy and its doctor. */
async function slotOf(hour: Locator) {
  const name = (await hour.getAttribute('aria-label')) ?? '';
  const [, time, date, doctor] = /^(\d{2}:\d{2}), \S+ \S+ (\d{2}\/\d{2}\/\d{4}), (.+)$/.exec(name) ?? [];
  return { time: time ?? '', date: date ?? '', doctor: doctor ?? '' };
}

test('a patient books by picking a free hour in three interactions, sees the confirmation and gets the mail', async ({
  page,
}, testInfo) => {
  await openAs(page, 'patient1', '/appointments/create', 'Đặt lịch hẹn');
  await expect(page.getByRole('button', { name: /Lịch trống sớm nhất/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'booking-slots');

  // 1: the last day of the strip with a free hour; 2: its last free hour; 3: confirm.
  await freeDays(page).last().click();
  const hour = hourButtons(page).last();
  const slot = await slotOf(hour);
  await hour.click();
  await expect(hour).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`Thời gian: ${slot.date} · ${slot.time}`)).toBeVisible();
  await expect(page.getByText(`Bác sĩ: ${slot.doctor}`)).toBeVisible();
  await page.getByRole('button', { name: 'Xác nhận đặt lịch' }).click();

  await expect(page).toHaveURL(/\/appointments\/confirmation\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Đã đặt lịch hẹn', level: 1 })).toBeVisible();
  const details = page.getByRole('region', { name: 'Thông tin lịch hẹn' });
  await expect(details).toContainText(slot.date);
  await expect(details).toContainText(slot.time);
  await expect(details).toContainText(slot.doctor);
  await expect(page.getByRole('region', { name: 'Cần mang theo' })).toContainText('Giấy tờ tùy thân');
  await expect(page).toHaveTitle('Đã đặt lịch hẹn - Phòng khám');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'booking-confirmation');

  // The confirmation mail names the day and the hour, and nothing that reveals the service.
  const mail = await waitForMail(
    DEMO.patient1.email,
    (m) => m.text.includes(slot.date) && m.text.includes(slot.time),
  );
  expect(reminderPrivateWordsIn(`${mail.subject}\n${mail.text}`)).toEqual([]);
  expect(mail.text).not.toContain(slot.doctor);

  // The calendar file downloads under its neutral name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Thêm vào lịch (.ics)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);
});

/** Presses Tab until `target` has focus; focus never falls back to the page body on the way. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  }
  throw new Error('the target never got the focus');
}

test('the same booking by keyboard alone, focus never lost to the page', async ({ page }) => {
  await openAs(page, 'patient2', '/appointments/create', 'Đặt lịch hẹn');
  await expect(page.getByRole('button', { name: /Lịch trống sớm nhất/ })).toBeVisible();

  // The days are one Tab stop, as are each doctor's hours: the arrow keys, Home and End move inside them.
  const days = page.getByRole('group', { name: 'Chọn ngày' });
  await tabTo(page, days.locator('button[tabindex="0"]'));
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(freeDays(page).nth(-2)).toHaveAttribute('aria-pressed', 'true');
  const group = page.getByRole('group', { name: /^Giờ trống của / }).last();
  await tabTo(page, group.locator('button[tabindex="0"]'));
  await page.keyboard.press('End');
  const hour = group.getByRole('button').last();
  const slot = await slotOf(hour);
  await page.keyboard.press('Enter');
  await expect(hour).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Xác nhận đặt lịch' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/appointments\/confirmation\/\d+$/);
  // The new screen's heading has the focus, so a screen reader announces it.
  const heading = page.getByRole('heading', { name: 'Đã đặt lịch hẹn', level: 1 });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('region', { name: 'Thông tin lịch hẹn' })).toContainText(slot.time);
});

test('at 360 px the booking screen does not scroll sideways and every control is at least 44 px high', async ({
  page,
}, testInfo) => {
  await onPhone(page);
  await openAs(page, 'patient1', '/appointments/create', 'Đặt lịch hẹn');
  await expect(hourButtons(page).first()).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  const small = await page
    .locator('main')
    .locator('button:visible, input:visible:not([type=hidden]), select:visible, a[href]:visible')
    .evaluateAll((els) =>
      els
        .filter((el) => !el.closest('p'))
        // A radio, a checkbox or a switch is tapped on its row, label included.
        .map((el) =>
          /^(radio|checkbox)$/.test(el.getAttribute('type') ?? '')
            ? (el.closest('[class*="-body"]') ?? el)
            : el,
        )
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height < 44)
        .map(
          ({ el, box }) =>
            `${el.tagName} "${el.textContent?.trim() || el.getAttribute('aria-label')}" ${Math.round(box.height)}px`,
        ),
    );
  expect(small).toEqual([]);
  await shoot(page, testInfo, 'booking-slots-360');
});

test('a visitor on a phone reaches the articles and the contact page from the header menu', async ({
  page,
}) => {
  await openOnPhone(page, '/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  const nav = page.getByRole('navigation', { name: 'Menu' });
  await expect(nav.getByRole('link', { name: 'Liên hệ' })).toBeVisible();
  await nav.getByRole('link', { name: 'Bài viết' }).click();
  await expect(page).toHaveURL(/\/articles$/);
  await expect(page).toHaveTitle('Bài viết - Phòng khám');
  await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
});

test('a patient on a phone finds their own pages in the header menu, which Escape closes', async ({
  page,
}, testInfo) => {
  await onPhone(page);
  await loginDemo(page, 'patient1');
  // The clinic is named by its neutral short name, in the logo as in the tab title.
  await expect(page.getByRole('banner')).not.toContainText('HIV');
  await expect(page.getByRole('link', { name: 'Phòng khám - Trang chủ' })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  const nav = page.getByRole('navigation', { name: 'Menu' });
  const own = nav.getByRole('list', { name: 'Trang của tôi' });
  await expect(own.getByRole('link', { name: 'Sức khỏe của tôi' })).toBeVisible();
  await expect(own.getByRole('link', { name: 'Lịch hẹn của tôi' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Bài viết' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'header-menu-patient-360');
  await page.keyboard.press('Escape');
  await expect(nav).toHaveCount(0);
  await expect(menu).toBeFocused();
  // Reopened from the keyboard: the login's toast may still lie over the button.
  await page.keyboard.press('Enter');
  await own.getByRole('link', { name: 'Sức khỏe của tôi' }).click();
  await expect(page).toHaveURL(/\/my-health$/);
  await expect(page.getByRole('heading', { name: 'Sức khỏe của tôi', level: 1 })).toBeFocused();
  await expect(nav).toHaveCount(0);
});

test('with the server unreachable, an offline message shows within 5 s and the list already loaded stays', async ({
  page,
}) => {
  await loginDemo(page, 'patient1', '/appointments/list');
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const before = await rows.count();

  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  const started = Date.now();
  await page
    .getByRole('navigation', { name: 'Điều hướng chính' })
    .getByRole('link', { name: 'Bài viết' })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Không thể kết nối đến máy chủ' }).first(),
  ).toBeVisible({
    timeout: 5000,
  });
  expect(Date.now() - started).toBeLessThan(5000);

  await page.goBack();
  await expect(page).toHaveURL(/\/appointments\/list$/);
  await expect(rows).toHaveCount(before);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Không thể kết nối đến máy chủ' }).first(),
  ).toBeVisible();
});

test('each screen titles its tab neutrally and moving to it puts the focus on its heading', async ({
  page,
}) => {
  await loginDemo(page, 'patient1');
  await expect(page).toHaveTitle('Bảng điều khiển - Phòng khám');
  await page.goto('/appointments/create');
  await expect(page).toHaveTitle('Đặt lịch hẹn - Phòng khám');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Trang chủ' }).first().click();
  await expect(page).toHaveTitle('Trang chủ - Phòng khám');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await page.title()).not.toMatch(/HIV|ARV/);
});

test("the list's one 'Đổi lịch' opens the same doctor's free hours, without serious axe violations", async ({
  page,
}, testInfo) => {
  await loginDemo(page, 'patient1', '/appointments/list');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const reschedule = page.getByRole('button', { name: 'Đổi lịch' }).first();
  await reschedule.click();
  const dialog = page.getByRole('dialog', { name: 'Đổi ngày và giờ hẹn' });
  await expect(dialog.getByRole('button', { name: /Lịch trống sớm nhất/ })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /bác sĩ khác/ })).toBeVisible();
  // The dialog has finished fading in: axe reads the colours as they end up.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'reschedule-dialog');
});

test('an empty booking marks each missing field and puts the focus on the first', async ({ page }) => {
  await openAs(page, 'patient2', '/appointments/create', 'Đặt lịch hẹn');
  await page.getByRole('button', { name: 'Xác nhận đặt lịch' }).click();
  const date = page.getByLabel('Ngày hẹn');
  await expect(date).toBeFocused();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Giờ hẹn')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Vui lòng điền đầy đủ thông tin' }).first(),
  ).toBeVisible();
});
