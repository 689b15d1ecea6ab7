import type { Role } from '@clinic/contract';

export const dashboardMessages = {
  greeting: (name: string) => `Xin chào, ${name}`,
  shortcuts: 'Truy cập nhanh',
  intro: {
    Admin: 'Quản trị nội dung, danh mục dữ liệu, tài khoản và thống kê toàn hệ thống.',
    Doctor: 'Theo dõi lịch hẹn, ghi kết quả xét nghiệm, kê phác đồ ARV và quản lý lịch làm việc của bạn.',
    Patient: 'Đặt lịch khám, theo dõi lịch hẹn, xem kết quả xét nghiệm và phác đồ điều trị của bạn.',
    Staff: 'Cập nhật bài viết, danh mục và dữ liệu chuyên môn của phòng khám.',
    Manager: 'Quản lý nội dung, bác sĩ, dữ liệu chuyên môn và theo dõi số liệu của phòng khám.',
  } satisfies Record<Role, string>,
} as const;
