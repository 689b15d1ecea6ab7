import { expect, type Page, test } from '@playwright/test';
import {
  after,
  at,
  chartDrawn,
  checkScreens,
  contrastRatio,
  focusRingOf,
  type Screen,
  shown,
  via,
  WIDTHS,
  walkTimeout,
} from '../support/axe.js';
import { apiLogin, bookConfirmedTest, demoSlot, registerVerifiedPatient } from '../support/clinic.js';
import { E2E_BASE_URL } from '../support/env.js';
import { loginDemo } from '../support/pages.js';

/** Opens the calendar of a date field of the screen. */
const calendarOf = (field: string, heading: string | RegExp): Screen => ({
  ...after(
    `${heading} with the calendar of '${field}' open`,
    heading,
    (page) => page.getByLabel(field).first().click(),
    (page) => page.locator('.mantine-Popover-dropdown').first(),
  ),
  reopen: true,
});

/** The signed-in user's profile, as it opens and in edit mode with the birth date's calendar open. */
const PROFILE: Screen[] = [
  at('/profile', 'Hồ sơ cá nhân', shown('Chỉnh sửa')),
  after(
    '/profile in edit mode',
    'Hồ sơ cá nhân',
    (page) => page.getByRole('button', { name: 'Chỉnh sửa' }).click(),
    shown('Lưu thay đổi'),
  ),
  calendarOf('Ngày sinh', 'Hồ sơ cá nhân'),
];

/** The id at the end of the address of the first visible link of that name. */
async function idOfLink(page: Page, name: string | RegExp): Promise<string> {
  const href = await page.getByRole('link', { name }).first().getAttribute('href');
  const id = /(\d+)$/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`no id in the link ${String(name)}: ${href}`);
  return id;
}

test('a visitor: every public screen has no serious or critical axe violation at 1280 and 360 px', async ({
  page,
  request,
}) => {
  const [article] = (await (await request.get(`${E2E_BASE_URL}/api/Article/GetAll`)).json()).data as {
    title: string;
    categoryName: string;
  }[];
  if (!article) throw new Error('the seed has no article');
  const screens: Screen[] = [
    at('/', 'Chăm sóc HIV toàn diện, tận tâm và bảo mật', shown('Bài viết mới nhất')),
    at('/articles', 'Bài viết', shown(article.title)),
    via('an article', article.title, article.title),
    via('a category', article.categoryName, article.categoryName, shown(article.title)),
    at('/privacy', 'Chính sách quyền riêng tư', shown('Dữ liệu chúng tôi thu thập')),
    at('/contact-info', 'Liên hệ'),
    at('/learn-more', 'Tìm hiểu thêm về dịch vụ'),
    at('/login', 'Đăng nhập', shown('Quên mật khẩu?')),
    at('/forgot-password', 'Quên mật khẩu'),
    at('/verify?email=nguoi.dung@example.vn', 'Xác thực email', shown('nguoi.dung@example.vn')),
    at('/register', 'Đăng ký tài khoản', shown('Thông tin y tế')),
    calendarOf('Ngày sinh', 'Đăng ký tài khoản'),
    at('/no-such-page', 'Không tìm thấy trang'),
  ];
  test.setTimeout(walkTimeout(screens.length));
  await checkScreens(page, screens);
});

test("patient1: every patient's screen has no serious or critical axe violation at 1280 and 360 px", async ({
  page,
}) => {
  const screens: Screen[] = [
    at('/patient/dashboard', 'Xin chào, Võ Thanh Hùng', shown('Sức khỏe của tôi')),
    ...PROFILE,
    at('/appointments/create', 'Đặt lịch hẹn', shown('Lịch trống sớm nhất')),
    at('/appointments/list', 'Lịch hẹn của tôi', shown('Đổi lịch')),
    after(
      'the reschedule dialog',
      'Lịch hẹn của tôi',
      (p) => p.getByRole('button', { name: 'Đổi lịch' }).first().click(),
      (p) => p.getByRole('dialog', { name: 'Đổi ngày và giờ hẹn' }),
    ),
    via('an appointment to update', /Mở trang cập nhật lịch hẹn/, 'Cập nhật lịch hẹn'),
    at('/appointments/list', 'Lịch hẹn của tôi', shown('Hủy lịch')),
    after(
      'the cancel dialog',
      'Lịch hẹn của tôi',
      (p) => p.getByRole('button', { name: 'Hủy lịch' }).first().click(),
      (p) => p.getByRole('dialog'),
    ),
    at('/appointments/list', 'Lịch hẹn của tôi', shown('Chi tiết')),
    via('an appointment in detail', 'Chi tiết', 'Chi tiết lịch hẹn'),
    after('a booking confirmation', 'Đã đặt lịch hẹn', async (p) => {
      await p.goto('/appointments/list');
      await p.goto(`/appointments/confirmation/${await idOfLink(p, 'Chi tiết')}`);
    }),
    at('/appointments/list', 'Lịch hẹn của tôi', shown('Xem phác đồ')),
    via('a treatment', 'Xem phác đồ', 'Phác đồ điều trị'),
    at('/appointments/list', 'Lịch hẹn của tôi', shown('Xem kết quả')),
    via('a test result', 'Xem kết quả', 'Kết quả xét nghiệm'),
    at('/my-health', 'Sức khỏe của tôi', shown('Kết quả gần nhất')),
    at('/patient/record-access', 'Ai đã xem hồ sơ của tôi'),
    at('/patient/my-data', 'Dữ liệu của tôi'),
  ];
  test.setTimeout(walkTimeout(screens.length));
  await loginDemo(page, 'patient1');
  await checkScreens(page, screens);
});

test("doctor1: every doctor's screen, the prescribing flow included, has no serious or critical axe violation at 1280 and 360 px", async ({
  page,
  request,
}) => {
  // The flow needs an accepted test without a result: one of a patient of this test's own, far enough ahead that
  // no other test's slot is taken.
  const who = {
    usernamePrefix: 'axe',
    fullName: 'Lý Thị Kiểm Tra',
    dateOfBirth: '1990-04-12',
    address: 'Huế',
  };
  const { username } = await registerVerifiedPatient(request, who);
  const slot = { ...demoSlot('doctor1', 7, '11:00'), kind: 'cd4' } as const;
  const { patient, doctor, booked } = await bookConfirmedTest(request, username, 'doctor1', slot);
  const patient1 = await apiLogin(request, 'patient1');
  const flowQuery = `appointmentId=${booked.appointmentId}&patientId=${patient.patientId}&doctorId=${doctor.doctorId}`;

  const screens: Screen[] = [
    at('/doctor/dashboard', 'Xin chào, Nguyễn Thị Mai Lan'),
    at('/appointments/management', 'Quản lý lịch hẹn', shown('Theo dõi lâm sàng')),
    at(
      `/patients/${patient1.patientId}/clinical-summary`,
      'Tóm tắt theo dõi lâm sàng',
      shown('Võ Thanh Hùng'),
    ),
    at(`/test-result/create?${flowQuery}`, 'Tạo kết quả xét nghiệm', shown('Lưu kết quả')),
    after(
      'the next step after a result',
      'Tạo kết quả xét nghiệm',
      async (p) => {
        await p.getByRole('textbox', { name: 'Kết quả', exact: true }).fill('420');
        await p.getByRole('button', { name: 'Lưu kết quả' }).click();
      },
      (p) => p.getByRole('region', { name: 'Bước tiếp theo' }),
    ),
    via('the choice of a regimen', 'Kê đơn hoặc đổi phác đồ', 'Chọn phác đồ điều trị'),
    via('the standard regimens', 'Phác đồ chuẩn', 'Chọn phác đồ chuẩn'),
    after(
      'a standard regimen checked for the patient',
      'Chọn phác đồ chuẩn',
      (p) => p.getByRole('radio', { name: 'TDF + 3TC + DTG (TLD)' }).check(),
      (p) => p.getByRole('region', { name: 'Kiểm tra an toàn phác đồ' }),
    ),
    after('the treatment form', 'Kê đơn điều trị', (p) =>
      p.getByRole('button', { name: 'Tiếp tục' }).click(),
    ),
    calendarOf('Ngày kết thúc', 'Kê đơn điều trị'),
    after('the custom regimen form', 'Tạo phác đồ tùy chỉnh', async (p) => {
      await p.goBack();
      await p.goBack();
      await p.getByRole('link', { name: 'Phác đồ tùy chỉnh' }).click();
    }),
    at('/testResult-management', 'Quản lý kết quả xét nghiệm', shown(/^Sửa$/)),
    via('a test result to update', /^Sửa kết quả xét nghiệm/, 'Cập nhật kết quả xét nghiệm'),
    at('/my-schedules', 'Lịch làm việc của tôi'),
    via(
      'their schedules to manage',
      'Thêm, sửa hoặc xóa lịch làm việc',
      'Quản lý lịch làm việc',
      shown(/^Sửa$/),
    ),
    via('a new schedule', 'Thêm lịch làm việc', 'Tạo lịch làm việc'),
    at('/schedule-manager', 'Quản lý lịch làm việc', shown(/^Sửa$/)),
    via('a schedule to update', /^Sửa lịch làm việc/, 'Cập nhật lịch làm việc'),
    at('/doctor/statistics', 'Thống kê bác sĩ', chartDrawn),
    at('/certificate-management', 'Chứng chỉ của tôi'),
    ...PROFILE,
  ];
  test.setTimeout(walkTimeout(screens.length));
  await loginDemo(page, 'doctor1');
  await checkScreens(page, screens);
});

for (const size of WIDTHS) {
  test(`the focus ring of a field and of a button is at least 2 px and 3:1 against what is around it, at ${size.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/login');
    for (const control of [
      page.getByLabel('Tên đăng nhập'),
      page.getByRole('button', { name: 'Đăng nhập', exact: true }),
    ]) {
      await expect(control).toBeVisible();
      expect((await focusRingOf(control)).width, 'no ring without focus').toBe(0);
      // From the keyboard, as :focus-visible asks: onto the control from the one before it.
      await control.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
      const ring = await focusRingOf(control);
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(contrastRatio(ring.color, ring.background)).toBeGreaterThanOrEqual(3);
    }
  });
}
