import { appMessages } from '../../messages';

/** Texts this feature shows in more than one place (a button and the title it opens, a column and its field). */
const t = {
  countsSeries: 'Số lượng',
} as const;

/** Texts of the statistics screens. */
export const statisticsMessages = {
  adminTitle: 'Thống kê hệ thống',
  doctorTitle: 'Thống kê bác sĩ',
  staffTitle: 'Thống kê nhân viên',
  managerTitle: 'Thống kê quản lý',
  appointmentsChartTitle: 'Lịch khám 6 tháng gần nhất',
  appointmentsChartDescription: 'Số lịch khám của tháng hiện tại và 5 tháng trước.',
  appointmentsSeries: appMessages.appointments,
  appointmentsLoadFailed: 'Không thể tải số lịch khám theo tháng',
  countsChartTitle: 'Biểu đồ số liệu',
  countsTableTitle: 'Bảng số liệu',
  countsSeries: t.countsSeries,
  colItem: 'Hạng mục',
  colCount: t.countsSeries,
  monthAxis: 'Tháng',
  accountsTotal: 'Tổng số tài khoản',
  showAccounts: 'Hiện chi tiết tài khoản',
  hideAccounts: 'Ẩn chi tiết tài khoản',
  patients: appMessages.patient,
  doctors: appMessages.doctor,
  staff: 'Nhân viên',
  articles: appMessages.navArticles,
  treatments: 'Đơn thuốc (phác đồ điều trị)',
  regimens: appMessages.regimens,
  testTypes: appMessages.testType,
  testResults: appMessages.testResult,
  arvComponents: appMessages.arvComponents,
  patientAccounts: 'Tài khoản bệnh nhân',
  doctorAccounts: 'Tài khoản bác sĩ',
  myPatients: 'Số bệnh nhân (không tính lịch hẹn ẩn danh)',
  myTestResults: 'Số kết quả xét nghiệm',
  countsNote: 'Tài khoản chỉ tính tài khoản đã xác thực và đang hoạt động.',
  chartSummary: (items: string) => `Dữ liệu biểu đồ: ${items}`,
  retry: appMessages.retry,
} as const;
