import type { Role } from '@clinic/contract';
import { paths } from './paths';

export interface MenuEntry {
  label: string;
  to: string;
  description: string;
}

const profile: MenuEntry = {
  label: 'Hồ sơ cá nhân',
  to: paths.profile,
  description: 'Xem và cập nhật thông tin cá nhân',
};

const contentEntries: MenuEntry[] = [
  {
    label: 'Quản lý danh mục',
    to: paths.admin.categories,
    description: 'Danh mục bài viết hiển thị công khai',
  },
  { label: 'Quản lý bài viết', to: paths.admin.articles, description: 'Soạn và cập nhật bài viết' },
];
const doctorsEntry: MenuEntry = {
  label: 'Quản lý bác sĩ',
  to: paths.admin.doctors,
  description: 'Tài khoản và lịch làm việc của bác sĩ',
};
const tracingEntry: MenuEntry = {
  label: 'Theo dõi tiếp cận bệnh nhân',
  to: paths.tracing,
  description: 'Bệnh nhân trễ hẹn, gián đoạn điều trị và kết quả liên lạc',
};
const programmeReportEntry: MenuEntry = {
  label: 'Báo cáo chương trình theo tuổi và giới',
  to: paths.programmeReport,
  description: 'Chỉ số của quý theo nhóm tuổi và giới tính, tải CSV',
};
const masterDataEntries: MenuEntry[] = [
  {
    label: 'Quản lý chứng chỉ bác sĩ',
    to: paths.admin.certificates,
    description: 'Chứng chỉ hành nghề của bác sĩ',
  },
  { label: 'Thành phần thuốc ARV', to: paths.admin.arvComponents, description: 'Danh mục thành phần thuốc' },
  { label: 'Loại xét nghiệm', to: paths.admin.testTypes, description: 'Đơn vị và khoảng bình thường' },
];

/**
 * The user menu entries, in the required order; every role starts with the profile. Each label is the heading
 * of the page it opens, word for word (app/menu-labels.test.ts), so that the user knows they arrived.
 */
export const ROLE_MENU: Record<Role, MenuEntry[]> = {
  Patient: [
    profile,
    {
      label: 'Đặt lịch hẹn',
      to: paths.patient.createAppointment,
      description: 'Đặt lịch khám hoặc xét nghiệm',
    },
    {
      label: 'Lịch hẹn của tôi',
      to: paths.patient.appointmentList,
      description: 'Lịch hẹn, kết quả và phác đồ',
    },
    {
      label: 'Sức khỏe của tôi',
      to: paths.patient.myHealth,
      description: 'Kết quả theo dõi và xét nghiệm sắp tới',
    },
    {
      label: 'Ai đã xem hồ sơ của tôi',
      to: paths.patient.recordAccess,
      description: 'Ai đã xem hồ sơ của bạn và khi nào',
    },
    {
      label: 'Dữ liệu của tôi',
      to: paths.patient.myData,
      description: 'Xem, in hoặc tải xuống toàn bộ dữ liệu của bạn',
    },
  ],
  Doctor: [
    profile,
    {
      label: 'Quản lý lịch hẹn',
      to: paths.doctor.appointmentManagement,
      description: 'Chấp nhận lịch hẹn, ghi kết quả, kê phác đồ',
    },
    { label: 'Lịch làm việc của tôi', to: paths.doctor.mySchedules, description: 'Lịch làm việc trong tuần' },
    {
      label: 'Quản lý kết quả xét nghiệm',
      to: paths.doctor.testResultManagement,
      description: 'Kết quả xét nghiệm của bệnh nhân',
    },
    {
      label: 'Xét nghiệm gửi đi',
      to: paths.doctor.lab,
      description: 'Lấy mẫu, danh sách gửi mẫu, nhập kết quả phòng xét nghiệm',
    },
    {
      label: 'Thống kê bác sĩ',
      to: paths.doctor.statistics,
      description: 'Số bệnh nhân và kết quả xét nghiệm',
    },
  ],
  Admin: [
    profile,
    ...contentEntries,
    ...masterDataEntries,
    doctorsEntry,
    { label: 'Danh sách bệnh nhân', to: paths.admin.patients, description: 'Tài khoản bệnh nhân' },
    { label: 'Quản lý nhân viên', to: paths.admin.staff, description: 'Tài khoản nhân viên' },
    tracingEntry,
    {
      label: 'Kết nối phòng xét nghiệm',
      to: paths.admin.labConnections,
      description: 'Khóa cho hệ thống phòng xét nghiệm, các lần nhập kết quả',
    },
    {
      label: 'Tin nhắn gửi bệnh nhân',
      to: paths.admin.messages,
      description: 'Kênh email, SMS, Zalo và nhật ký gửi tin',
    },
    {
      label: 'Thống kê hệ thống',
      to: paths.admin.statistics,
      description: 'Lịch khám và số liệu toàn hệ thống',
    },
    programmeReportEntry,
    {
      label: 'Cấu hình lâm sàng',
      to: paths.admin.clinicalSettings,
      description: 'Ngưỡng xét nghiệm và khoảng thời gian theo dõi',
    },
    {
      label: 'Yêu cầu đóng tài khoản',
      to: paths.admin.closureRequests,
      description: 'Bệnh nhân yêu cầu đóng tài khoản',
    },
    {
      label: 'Nhật ký truy cập',
      to: paths.admin.audit,
      description: 'Ai đã xem hoặc thay đổi hồ sơ bệnh nhân',
    },
  ],
  Staff: [
    profile,
    ...contentEntries,
    doctorsEntry,
    ...masterDataEntries,
    { label: 'Thống kê nhân viên', to: paths.staffStatistics, description: 'Số liệu tổng hợp' },
  ],
  Manager: [
    profile,
    ...contentEntries,
    doctorsEntry,
    ...masterDataEntries,
    tracingEntry,
    { label: 'Thống kê quản lý', to: paths.managerStatistics, description: 'Số liệu tổng hợp' },
    programmeReportEntry,
  ],
};

export const ROLE_NAME_VI: Record<Role, string> = {
  Admin: 'Quản trị viên',
  Doctor: 'Bác sĩ',
  Patient: 'Bệnh nhân',
  Staff: 'Nhân viên',
  Manager: 'Quản lý',
};
