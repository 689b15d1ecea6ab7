/** Texts of account closure: the patient's request on their profile and the administrator's list. */
export const accountClosureMessages = {
  // The patient's side (profile page).
  sectionTitle: 'Đóng tài khoản',
  sectionHint: 'Bạn có thể yêu cầu phòng khám đóng tài khoản này khi không còn muốn sử dụng.',
  requestAction: 'Yêu cầu đóng tài khoản',
  confirmTitle: 'Yêu cầu đóng tài khoản',
  confirmIntro: 'Khi quản trị viên hoàn tất yêu cầu:',
  consequences: [
    'Bạn sẽ không thể đăng nhập vào tài khoản này nữa.',
    'Họ tên, tên đăng nhập, email, số điện thoại và địa chỉ của bạn sẽ bị xóa khỏi tài khoản.',
    'Các lịch hẹn sắp tới của bạn sẽ bị hủy.',
    'Hồ sơ khám chữa bệnh (các lần khám, kết quả xét nghiệm, phác đồ điều trị) vẫn được phòng khám lưu giữ theo quy định của pháp luật.',
  ],
  confirmQuestion: 'Bạn có chắc chắn muốn gửi yêu cầu?',
  confirmAction: 'Gửi yêu cầu',
  requested: 'Đã gửi yêu cầu đóng tài khoản',
  requestedOn: (date: string) =>
    `Yêu cầu gửi ngày ${date}. Quản trị viên sẽ xử lý và tài khoản sẽ được đóng.`,
  requestFailed: 'Không thể gửi yêu cầu đóng tài khoản. Vui lòng thử lại.',
  statusFailed: 'Không thể tải trạng thái yêu cầu đóng tài khoản',

  // The administrator's side (/admin/closure-requests).
  pageTitle: 'Yêu cầu đóng tài khoản',
  pageIntro:
    'Bệnh nhân đã yêu cầu đóng tài khoản. Hoàn tất sẽ vô hiệu hóa đăng nhập và xóa thông tin định danh; hồ sơ khám chữa bệnh được giữ lại.',
  caption: 'Danh sách yêu cầu đóng tài khoản đang chờ',
  pagination: 'Phân trang danh sách yêu cầu đóng tài khoản',
  count: (n: number) => `${n} yêu cầu đang chờ`,
  empty: 'Không có yêu cầu đóng tài khoản nào đang chờ.',
  loadFailed: 'Không thể tải danh sách yêu cầu đóng tài khoản',
  colPatientId: 'Mã bệnh nhân',
  colName: 'Họ tên',
  colRequestedAt: 'Ngày yêu cầu',
  colActions: 'Thao tác',
  complete: 'Hoàn tất đóng tài khoản',
  completeLabel: (name: string) => `Hoàn tất đóng tài khoản của ${name}`,
  completeTitle: 'Hoàn tất đóng tài khoản',
  completeQuestion: (name: string, patientId: number) =>
    `Đóng tài khoản của ${name} (mã bệnh nhân ${patientId})?`,
  completeDetail:
    'Tài khoản sẽ không thể đăng nhập, mọi phiên đang mở bị kết thúc, họ tên, tên đăng nhập, email, số điện thoại và địa chỉ bị thay thế, các lịch hẹn sắp tới bị hủy. Hồ sơ khám chữa bệnh được giữ lại. Không thể hoàn tác.',
  completeFailed: 'Không thể hoàn tất đóng tài khoản',
} as const;
