import { test } from '@playwright/test';
import { after, at, chartDrawn, checkScreens, type Screen, shown, via, walkTimeout } from '../support/axe.js';
import { loginDemo } from '../support/pages.js';

/** The first row's edit link of a list: its name says "Sửa" and what it edits. */
const EDIT = /^Sửa /;

/** A list's confirmation of a delete (or a deactivation), asked for its first row. */
const deleteDialog = (heading: string, button: RegExp): Screen =>
  after(
    `${heading}: the confirmation of '${button.source}'`,
    heading,
    (page) => page.getByRole('button', { name: button }).first().click(),
    (page) => page.getByRole('dialog'),
  );

/** Each management role's screens, walked once per role with its own session. */
const WALKS: Record<'staff1' | 'manager1' | 'admin1', Screen[]> = {
  staff1: [
    at('/staff/dashboard', 'Xin chào, Phạm Minh Tuấn'),
    at('/staff/statistics', 'Thống kê nhân viên', chartDrawn),
    at('/schedule-manager', 'Lịch làm việc của các bác sĩ', shown(/^Sửa$/)),
    at('/ARVcomponents', 'Thành phần thuốc ARV', shown(/^Sửa$/)),
    via('an ARV component to update', EDIT, 'Cập nhật thành phần thuốc ARV'),
    at('/ARVcomponents/create', 'Thêm thành phần thuốc ARV'),
    at('/test-types', 'Loại xét nghiệm', shown(/^\d+ mục đang sử dụng$/)),
    deleteDialog('Loại xét nghiệm', /^Ngừng sử dụng/),
    at('/test-types', 'Loại xét nghiệm', shown(/^\d+ mục đang sử dụng$/)),
    via('a test type to update', EDIT, 'Cập nhật loại xét nghiệm'),
    at('/test-types/create', 'Thêm loại xét nghiệm'),
  ],
  manager1: [
    at('/manager/dashboard', 'Xin chào, Lê Thị Thu Hà'),
    at('/manager/statistics', 'Thống kê quản lý', chartDrawn),
    at('/programme-report', 'Báo cáo chương trình theo tuổi và giới', chartDrawn),
    at('/tracing', 'Theo dõi tiếp cận bệnh nhân', shown(/^\d+ bệnh nhân$/)),
    {
      name: 'the tracing outcome dialog',
      heading: 'Theo dõi tiếp cận bệnh nhân',
      open: (page) =>
        page
          .getByRole('button', { name: /^Ghi kết quả liên lạc với/ })
          .first()
          .click(),
      ready: (page) => page.getByRole('dialog', { name: 'Ghi kết quả liên lạc' }),
    },
    at('/doctors-management', 'Quản lý bác sĩ', shown(/^\d+ tài khoản$/)),
    via('a doctor to update', EDIT, 'Cập nhật thông tin bác sĩ'),
    at('/doctors/create', 'Thêm bác sĩ'),
    at('/categories', 'Quản lý danh mục', shown(/^Sửa$/)),
    deleteDialog('Quản lý danh mục', /^Xóa/),
    at('/categories', 'Quản lý danh mục', shown(/^Sửa$/)),
    via('a category to update', EDIT, 'Cập nhật danh mục'),
    at('/categories/create', 'Thêm danh mục'),
    at('/articles-management', 'Quản lý bài viết', shown(/^\d+ bài viết$/)),
    via('an article to update', EDIT, 'Cập nhật bài viết'),
    at('/articles/create', 'Thêm bài viết'),
    at('/certificate-management', 'Quản lý chứng chỉ bác sĩ', shown(/^\d+ chứng chỉ$/)),
    via('a certificate to update', EDIT, 'Cập nhật chứng chỉ'),
    at('/certificate/create', 'Thêm chứng chỉ'),
  ],
  admin1: [
    at('/admin/dashboard', 'Xin chào, Trần Quốc Bảo'),
    at('/admin/statistics', 'Thống kê hệ thống', chartDrawn),
    at('/admin/audit', 'Nhật ký truy cập', shown(/^\d+ lần truy cập$/)),
    at(
      '/admin/closure-requests',
      'Yêu cầu đóng tài khoản',
      shown(/^\d+ yêu cầu đang chờ$|^Không có yêu cầu/),
    ),
    at('/admin/clinical-settings', 'Cấu hình lâm sàng'),
    at('/managers', 'Quản lý tài khoản quản lý', shown(/^\d+ tài khoản$/)),
    via('a manager to update', EDIT, 'Cập nhật thông tin quản lý'),
    at('/managers/create', 'Tạo tài khoản quản lý'),
    at('/staff-management', 'Quản lý nhân viên', shown(/^\d+ tài khoản$/)),
    via('a staff member to update', EDIT, 'Cập nhật thông tin nhân viên'),
    at('/staffs/create', 'Thêm nhân viên'),
    at('/admin/patients', 'Danh sách bệnh nhân', shown(/^\d+ tài khoản$/)),
    at('/doctors-management', 'Quản lý bác sĩ', shown(/^\d+ tài khoản$/)),
    via('a doctor’s schedules', /^Lịch làm việc của /, /^Lịch làm việc của bác sĩ /),
  ],
};

for (const [user, screens] of Object.entries(WALKS)) {
  test(`${user}: every screen of the role has no serious or critical axe violation at 1280 and 360 px`, async ({
    page,
  }) => {
    test.setTimeout(walkTimeout(screens.length));
    await loginDemo(page, user);
    await checkScreens(page, screens);
  });
}
