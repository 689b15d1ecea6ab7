import { appMessages } from '../../messages';
export const infoMessages = {
  contactTitle: appMessages.navContact,
  contactIntro:
    'Liên hệ với phòng khám để được tư vấn, đặt lịch hoặc hỗ trợ sử dụng hệ thống. Mọi thông tin của bạn đều được bảo mật.',
  emailLabel: 'Email',
  hotlineLabel: 'Đường dây nóng',
  hoursLabel: 'Giờ làm việc',
  addressLabel: appMessages.address,
  backHome: appMessages.backHome,
  learnMoreTitle: appMessages.navLearnMore,
  learnMoreIntro:
    'Những điều người bệnh cần biết khi sử dụng hệ thống chăm sóc HIV trực tuyến của phòng khám.',
  back: appMessages.back,
  cards: [
    {
      title: 'Đăng nhập và bảo mật thông tin',
      text: 'Tạo tài khoản bằng email của bạn, xác thực email và đăng nhập để sử dụng dịch vụ. Thông tin sức khỏe của bạn chỉ bạn và bác sĩ điều trị được xem.',
    },
    {
      title: 'Đặt lịch và quản lý lịch hẹn',
      text: 'Chọn ngày, giờ (8:00 - 18:00) và bác sĩ còn trống để đặt lịch khám hoặc xét nghiệm; có thể đặt lịch ẩn danh, đổi lịch hoặc hủy lịch khi cần.',
    },
    {
      title: 'Tra cứu kết quả và lịch sử khám',
      text: 'Sau mỗi lần khám hoàn tất, bạn xem được kết quả xét nghiệm (CD4, tải lượng virus...) và phác đồ điều trị ARV mà bác sĩ đã kê.',
    },
    {
      title: 'Nhắc nhở và hỗ trợ',
      text: 'Phòng khám gửi email thông báo khi có phác đồ mới. Đội ngũ tư vấn luôn sẵn sàng hỗ trợ bạn qua đường dây nóng và email.',
    },
    {
      title: 'Bài viết và tin tức',
      text: 'Đọc các bài viết về điều trị, dinh dưỡng, phòng ngừa và sống khỏe cùng HIV do đội ngũ y tế biên soạn.',
    },
  ],
} as const;
