import type { AuditAction, AuditCategory, Role } from '@clinic/contract';
import { appMessages, personFieldLabels } from '../../messages';

/** One part of the privacy notice: its heading, an optional sentence, its points. */
export interface NoticeSection {
  id: string;
  title: string;
  lead?: string;
  points: readonly string[];
}

/** Texts of the privacy notice (/privacy) and of the patient's copy of their data (/patient/my-data). */
export const privacyMessages = {
  // The notice.
  noticeTitle: 'Chính sách quyền riêng tư',
  noticeIntro:
    'Phòng khám tôn trọng và bảo vệ dữ liệu cá nhân của bạn theo pháp luật Việt Nam về bảo vệ dữ liệu cá nhân ' +
    'và về khám bệnh, chữa bệnh. Trang này cho biết chúng tôi thu thập dữ liệu gì, vì sao, ai được xem, lưu ' +
    'trong bao lâu và bạn có những quyền gì.',
  noticeVersion: (label: string) => `Phiên bản ${label}`,
  noticeSections: [
    {
      id: 'collected',
      title: 'Dữ liệu chúng tôi thu thập',
      points: [
        'Thông tin định danh: họ tên, ngày sinh, giới tính, tên đăng nhập.',
        'Thông tin liên hệ: email, số điện thoại, địa chỉ.',
        'Lịch hẹn: ngày giờ, bác sĩ, loại lịch hẹn, trạng thái, kể cả lịch hẹn ẩn danh.',
        'Kết quả xét nghiệm và ghi chú của bác sĩ.',
        'Điều trị ARV: phác đồ, ngày cấp thuốc và hẹn tái khám; nhóm máu, tình trạng mang thai và ghi chú y tế ' +
          'bạn cung cấp.',
        'Nhật ký truy cập: ai đã xem hoặc thay đổi hồ sơ của bạn và vào lúc nào.',
      ],
    },
    {
      id: 'purposes',
      title: 'Vì sao chúng tôi sử dụng dữ liệu',
      points: [
        'Để khám, điều trị và theo dõi sức khỏe của bạn.',
        'Để nhắc bạn lịch hẹn và lịch nhận thuốc qua email; thư nhắc không ghi tên dịch vụ hay kết quả xét nghiệm.',
        'Để báo cáo cho cơ quan y tế theo quy định của pháp luật, chỉ dưới dạng số liệu tổng hợp, không kèm ' +
          'thông tin định danh của bạn.',
        'Chúng tôi không bán dữ liệu của bạn và không dùng dữ liệu cho quảng cáo.',
      ],
    },
    {
      id: 'access',
      title: 'Ai được xem dữ liệu của bạn',
      points: [
        'Bạn.',
        'Các bác sĩ điều trị của bạn. Khi bạn đặt lịch ẩn danh, bác sĩ không thấy thông tin định danh của bạn.',
        'Nhân viên và quản trị viên của phòng khám, chỉ khi cần cho công việc của họ (ví dụ hỗ trợ tài khoản, ' +
          'liên lạc nhắc tái khám).',
        'Mọi lần truy cập hồ sơ đều được ghi vào nhật ký truy cập, và bạn xem được nhật ký này.',
      ],
    },
    {
      id: 'retention',
      title: 'Dữ liệu được lưu trong bao lâu',
      points: [
        'Hồ sơ bệnh án (lịch khám, kết quả xét nghiệm, điều trị) được lưu theo quy định của pháp luật về hồ sơ ' +
          'bệnh án, ít nhất 10 năm.',
        'Dữ liệu tài khoản (tên đăng nhập, thông tin liên hệ) được lưu cho đến khi tài khoản được đóng.',
      ],
    },
    {
      id: 'rights',
      title: 'Quyền của bạn',
      lead: 'Theo pháp luật Việt Nam về bảo vệ dữ liệu cá nhân, bạn có quyền:',
      points: [
        'Được biết dữ liệu nào được xử lý, vì sao và bởi ai (chính sách này).',
        'Truy cập và xem dữ liệu của mình.',
        'Nhận bản sao dữ liệu của mình: trang "Dữ liệu của tôi" cho phép in hoặc tải xuống (JSON).',
        'Yêu cầu chỉnh sửa dữ liệu chưa đúng: tự sửa trong trang Hồ sơ, hoặc đề nghị bác sĩ với thông tin y tế.',
        'Rút lại sự đồng ý. Việc rút lại không ảnh hưởng đến những gì đã xử lý trước đó, và hồ sơ bệnh án vẫn ' +
          'được lưu theo thời hạn luật định.',
        'Yêu cầu đóng tài khoản.',
        'Khiếu nại với phòng khám hoặc với cơ quan nhà nước có thẩm quyền.',
        'Được thông báo khi xảy ra sự cố lộ hoặc mất dữ liệu: phòng khám báo cho cơ quan có thẩm quyền chậm nhất ' +
          '72 giờ sau khi phát hiện và báo cho bạn khi sự cố có thể ảnh hưởng đến bạn.',
      ],
    },
  ] satisfies readonly NoticeSection[],
  contactTitle: 'Liên hệ về dữ liệu cá nhân',
  contactText: 'Mọi yêu cầu về dữ liệu cá nhân của bạn, xin gửi cho phòng khám qua trang',
  contactLink: 'Thông tin liên hệ',
  myDataLink: 'Xem và tải dữ liệu của tôi',
  profileLink: 'Sửa thông tin cá nhân',

  // The patient's copy of their data.
  myDataTitle: 'Dữ liệu của tôi',
  myDataIntro:
    'Bản sao toàn bộ dữ liệu phòng khám đang lưu về bạn. Bạn có thể in trang này hoặc tải xuống tệp JSON. ' +
    'Hãy cất bản in và tệp ở nơi an toàn: chúng chứa thông tin sức khỏe của bạn.',
  print: 'In trang này',
  download: 'Tải xuống (JSON)',
  downloaded: 'Đã tải xuống tệp dữ liệu của bạn',
  actions: 'Thao tác với dữ liệu',
  loadFailed: 'Không thể tải dữ liệu của bạn',
  extractedAt: (when: string) => `Trích xuất lúc ${when}`,
  noticeLink: 'Chính sách quyền riêng tư',
  profileTitle: 'Thông tin cá nhân',
  /** Each kind of record's section: its title, and what it says when there is none. */
  records: {
    appointments: { title: 'Lịch hẹn', empty: 'Chưa có lịch hẹn nào.' },
    results: { title: 'Kết quả xét nghiệm', empty: 'Chưa có kết quả xét nghiệm nào.' },
    treatments: { title: 'Phác đồ điều trị', empty: 'Chưa có phác đồ điều trị nào.' },
  },
  recordAccessTitle: 'Nhật ký truy cập hồ sơ',
  count: (n: number) => `${n} mục`,
  noRecordAccess: 'Chưa có lần truy cập nào được ghi lại.',
  recordAccessPartial: (shown: number, total: number) =>
    `Hiển thị ${shown} lần truy cập gần nhất trên tổng số ${total}.`,
  recordAccessAll: 'Xem toàn bộ nhật ký truy cập',

  // Field labels.
  ...personFieldLabels,
  reminders: 'Nhận email nhắc',
  remindAppointments: 'lịch hẹn',
  remindRefills: 'nhận thuốc',
  remindMissed: 'lịch hẹn bị lỡ',
  noReminders: 'Không nhận email nhắc',
  consent: 'Chính sách quyền riêng tư đã đồng ý',
  consentGiven: (version: string, when: string) => `Phiên bản ${version}, lúc ${when}`,
  consentNone: 'Chưa ghi nhận (tài khoản tạo trước khi có chính sách này)',
  pendingEmail: 'Email mới chờ xác nhận',
  accountStatus: 'Trạng thái tài khoản',
  accountActive: 'Đang hoạt động',
  accountInactive: 'Đã vô hiệu hóa',
  verified: 'đã xác thực email',
  notVerified: 'chưa xác thực email',
  date: 'Ngày',
  time: 'Giờ',
  doctor: appMessages.doctor,
  kind: 'Loại',
  status: appMessages.status,
  anonymous: 'Ẩn danh',
  typeAppointment: appMessages.typeAppointment,
  typeMedication: appMessages.typeMedication,
  testType: appMessages.testType,
  result: 'Kết quả',
  normalRange: appMessages.normalRange,
  notes: 'Ghi chú',
  regimen: 'Phác đồ',
  components: 'Thành phần',
  period: 'Thời gian',
  periodText: (from: string, to: string) => `${from} – ${to}`,
  usage: 'Cách dùng',
  timesPerDay: (n: number) => `${n} lần/ngày`,
  nextVisit: 'Hẹn tái khám',
  runOut: 'Ngày hết thuốc',
  refused: 'Bị từ chối',
  you: 'Bạn',
  doctorName: (name: string) => `BS. ${name}`,
  unknownActor: 'Không xác định',
  yes: appMessages.yes,
  no: appMessages.no,
  none: '—',
} as const;

/** What was done to the record, in the access log. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  read: 'Xem',
  create: 'Tạo',
  update: 'Cập nhật',
  delete: 'Xóa',
  export: 'Xuất dữ liệu',
};

/** Which part of the record, in the access log. */
export const CATEGORY_LABELS: Record<AuditCategory, string> = {
  profile: 'Hồ sơ cá nhân',
  appointment: 'Lịch hẹn',
  result: 'Kết quả xét nghiệm',
  treatment: 'Phác đồ điều trị',
  clinicalSummary: 'Theo dõi lâm sàng',
  tracing: 'Liên lạc nhắc tái khám',
  caseReport: 'Hồ sơ trong báo cáo cho cơ quan y tế',
};

/** Who accessed the record, when it was not a doctor (doctors are named). */
export const ROLE_LABELS: Record<Role, string> = {
  Admin: 'Quản trị viên',
  Doctor: 'Bác sĩ',
  Patient: 'Bệnh nhân',
  Staff: 'Nhân viên',
  Manager: 'Quản lý',
};
