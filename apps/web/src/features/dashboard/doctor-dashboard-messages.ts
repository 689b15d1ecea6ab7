import {
  APPOINTMENT_ACCEPT_VI,
  APPOINTMENT_STATUS_VI,
  type AppointmentStatus,
  appointmentMessages,
} from '@clinic/contract';
import { appMessages } from '../../messages';

/** Texts of the doctor's dashboard content (kept apart from the shared dashboard messages). */
export const doctorDashboardMessages = {
  overview: 'Tổng quan lịch hẹn',
  today: 'Lịch hẹn hôm nay',
  todayEmpty: 'Hôm nay bạn không có lịch hẹn nào.',
  upcoming: appMessages.upcomingAppointments,
  upcomingEmpty: 'Chưa có lịch hẹn sắp tới.',
  waitingConfirmation: APPOINTMENT_ACCEPT_VI.waiting,
  waitingConfirmationEmpty: `Không có lịch hẹn nào ${APPOINTMENT_ACCEPT_VI.waiting.toLowerCase()}.`,
  waitingResult: 'Chờ nhập kết quả',
  waitingResultEmpty: 'Không có lịch hẹn nào chờ nhập kết quả.',
  count: (n: number) => `${n} lịch hẹn`,
  more: (n: number) => `và ${n} lịch hẹn khác`,
  openManager: 'Mở trang quản lý',
  openManagerFor: (title: string) => `Mở trang quản lý: ${title}`,
  loadError: 'Không thể tải lịch hẹn',
  anonymous: appointmentMessages.anonymousName,
  status: (s: AppointmentStatus) => APPOINTMENT_STATUS_VI[s],
  typeAppointment: appMessages.typeAppointment,
  typeTestWith: (name: string | null) => (name ? `Xét nghiệm ${name}` : appMessages.typeMedication),
  worklistTitle: 'Bệnh nhân cần xử lý',
  worklistEmpty: 'Không có bệnh nhân cần xử lý.',
  worklistError: 'Không tải được danh sách bệnh nhân cần xử lý.',
  worklistCount: (n: number) => `${n} việc`,
  worklistDue: (date: string) => `Hạn ${date}`,
  worklistSince: (date: string) => `Từ ${date}`,
  noDoctorId: 'Không tìm thấy thông tin bác sĩ. Vui lòng đăng nhập lại.',
} as const;
