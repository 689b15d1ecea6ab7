import { appMessages } from '../messages';
/**
 * Texts that several clinic screens show alike (the appointment's fields and kinds, the test result's, the
 * regimen's, the free-doctor search), defined once; each feature's messages.ts names them for its own screens.
 */
export const clinicMessages = {
  doctor: appMessages.doctor,
  patient: appMessages.patient,
  date: 'Ngày',
  time: 'Giờ',
  kind: 'Loại',
  status: appMessages.status,
  actions: appMessages.actions,
  appointmentDate: 'Ngày hẹn',
  appointmentTime: 'Giờ hẹn',
  appointmentType: 'Loại lịch hẹn',
  typeAppointment: appMessages.typeAppointment,
  typeMedication: appMessages.typeMedication,
  testType: appMessages.testType,
  yes: appMessages.yes,
  no: appMessages.no,
  update: 'Cập nhật',
  saving: appMessages.saving,
  noAppointments: 'Bạn chưa có lịch hẹn nào.',
  cancelAppointment: 'Hủy lịch hẹn',
  backToAppointments: 'Quay lại danh sách lịch hẹn',
  networkError: appMessages.networkError,
  anonymousHint: 'Bệnh nhân đặt lịch ẩn danh',
  createResult: 'Tạo kết quả xét nghiệm',
  createPrescription: 'Tạo đơn thuốc',
  clinicalSummary: 'Theo dõi lâm sàng',
  result: 'Kết quả',
  testResult: appMessages.testResult,
  unit: appMessages.unit,
  normalRange: appMessages.normalRange,
  notes: 'Ghi chú',
  saveResult: 'Lưu kết quả',
  regimenName: 'Tên phác đồ',
  description: appMessages.description,
  sideEffects: 'Tác dụng phụ',
  usageInstructions: 'Hướng dẫn sử dụng',
  frequency: 'Số lần dùng mỗi ngày',
  timesPerDay: (n: number) => `${n} lần/ngày`,
  startDate: 'Ngày bắt đầu',
  endDate: 'Ngày kết thúc',
} as const;

/** The free-doctor search of the booking and of a reschedule with another doctor. */
export const doctorSearchMessages = {
  search: 'Tìm bác sĩ',
  searching: 'Đang tìm...',
  doctors: 'Bác sĩ còn trống',
  phone: 'Điện thoại',
  searchError: 'Đã xảy ra lỗi khi tìm kiếm. Vui lòng thử lại.',
  slotChanged: 'Ngày hoặc giờ đã thay đổi. Vui lòng tìm lại bác sĩ.',
} as const;

/** The free-slot picker of booking and rescheduling (components/slot-picker.tsx). */
export const slotPickerMessages = {
  earliest: 'Lịch trống sớm nhất',
  earliestOwn: 'Lịch trống sớm nhất với bác sĩ của bạn',
  hoursOf: (doctor: string) => `Giờ trống của ${doctor}`,
  earliestAt: (day: string, time: string, doctor: string) => `${day} lúc ${time} – ${doctor}`,
  days: 'Chọn ngày',
  dayFull: 'hết lịch',
  noFreeDay: 'Không còn giờ trống trong 14 ngày tới. Bạn vẫn có thể nhập ngày và giờ bên dưới.',
  noDoctorThatDay: 'Ngày này không còn giờ trống.',
  loading: 'Đang tải lịch trống...',
  loadError: 'Không tải được lịch trống.',
  hourLabel: (time: string, day: string, doctor: string) => `${time}, ${day}, ${doctor}`,
  doctorHours: 'Giờ làm việc',
} as const;

/** The header and the footer of every screen (site-header.tsx, site-footer.tsx, logo.tsx). */
export const siteMessages = {
  // Names the phone menu's group of the signed-in user's own pages.
  myPages: 'Trang của tôi',
  footerCopyright: (year: number, clinicName: string) =>
    `© ${year} ${clinicName}. Bảo mật thông tin là ưu tiên của chúng tôi.`,
} as const;
