import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { loginDemo } from '../support/pages.js';

/** Each administration screen, with a text that shows its data has loaded. */
const SCREENS = [
  ['/articles-management', 'Quản lý bài viết', /^\d+ bài viết$/],
  ['/certificate-management', 'Quản lý chứng chỉ bác sĩ', /^\d+ chứng chỉ$|^Chưa có chứng chỉ nào\.$/],
  ['/test-types', 'Loại xét nghiệm', /^\d+ mục đang sử dụng$/],
  ['/doctors-management', 'Quản lý bác sĩ', /^\d+ tài khoản$/],
  ['/admin/statistics', 'Thống kê hệ thống', /^Tổng số tài khoản$/],
  ['/tracing', 'Theo dõi tiếp cận bệnh nhân', /^\d+ bệnh nhân$/],
  ['/admin/audit', 'Nhật ký truy cập', /^\d+ lần truy cập$/],
  ['/admin/closure-requests', 'Yêu cầu đóng tài khoản', /^\d+ yêu cầu đang chờ$|^Không có yêu cầu/],
] as const;

for (const [path, heading, loaded] of SCREENS) {
  test(`${path} has no serious or critical axe violations (admin1)`, async ({ page }) => {
    await loginDemo(page, 'admin1', path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(loaded).first()).toBeVisible();
    if (path === '/admin/statistics') {
      // The chart is drawn once its container has been measured.
      await expect(page.locator('svg[data-chart] [data-part="value"]').first()).toBeAttached();
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
}
