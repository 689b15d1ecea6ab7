/**
 * Every Vietnamese text the server or both sides need, in one place for review.
 * Texts quoted by the requirements are copied verbatim; keep them that way.
 */
const sessionExpired = 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.';

export const messages = {
  common: {
    ok: 'Thành công',
    notFound: 'Không tìm thấy dữ liệu',
    routeNotFound: 'Không tìm thấy đường dẫn yêu cầu',
    invalidJson: 'Dữ liệu gửi lên không đúng định dạng JSON',
    invalidInput: 'Dữ liệu không hợp lệ',
    payloadTooLarge: 'Dữ liệu gửi lên quá lớn',
    unsupportedMediaType: 'Định dạng dữ liệu không được hỗ trợ',
    rateLimited: 'Bạn đã thao tác quá nhiều lần. Vui lòng thử lại sau ít phút.',
    serverError: 'Lỗi máy chủ. Vui lòng thử lại sau hoặc liên hệ quản trị viên.',
    serverBusy: 'Máy chủ đang quá tải. Vui lòng thử lại sau ít giây.',
    unauthorized: sessionExpired,
    forbidden: 'Bạn không có quyền truy cập trang này',
    required: 'Trường này không được để trống',
    unknownField: (field: string) => `Trường không được phép: ${field}`,
    tooLong: (max: number) => `Không được vượt quá ${max} ký tự`,
    mustBeInteger: 'Phải là số nguyên dương',
    mustBeBoolean: 'Phải là true hoặc false',
    invalidDate: 'Ngày không hợp lệ (định dạng yyyy-MM-dd)',
    invalidTime: 'Giờ không hợp lệ (định dạng HH:mm:ss)',
    dateInFuture: 'Ngày không được ở tương lai',
    dateRangeReversed: 'Khoảng ngày không hợp lệ: "từ ngày" (from) không được sau "đến ngày" (to)',
    controlCharacters: 'Không được chứa ký tự điều khiển',
    doctorRequired: 'Vui lòng chọn bác sĩ',
    doctorNotFound: 'Không tìm thấy bác sĩ',
    testTypeInactive: 'Loại xét nghiệm không tồn tại hoặc đã ngừng sử dụng',
    imageUrlInvalid: 'Đường dẫn ảnh không hợp lệ',
    staffPasswordMin: 'Mật khẩu phải có ít nhất 6 ký tự',
    phoneTenDigits: 'Số điện thoại phải có 10 chữ số',
  },
  validation: {
    password: 'Mật khẩu phải tối thiểu 8 ký tự, gồm chữ hoa, chữ thường, số và ký tự đặc biệt.',
    phone: 'Số điện thoại không hợp lệ. Vui lòng nhập đúng định dạng số Việt Nam.',
    email: 'Email không hợp lệ',
    emailRequired: 'Vui lòng nhập email',
    usernameRequired: 'Vui lòng nhập tên đăng nhập',
    usernameFormat: 'Tên đăng nhập chỉ gồm chữ, số, dấu chấm, gạch dưới hoặc gạch ngang (3-50 ký tự)',
    passwordRequired: 'Vui lòng nhập mật khẩu',
    fullNameRequired: 'Vui lòng nhập họ và tên',
    phoneRequired: 'Vui lòng nhập số điện thoại',
    dateOfBirthRequired: 'Vui lòng chọn ngày sinh',
    addressRequired: 'Vui lòng nhập địa chỉ',
    gender: 'Giới tính phải là Nam hoặc Nữ',
    bloodType: 'Nhóm máu không hợp lệ',
    codeRequired: 'Vui lòng nhập mã xác thực',
    codeFormat: 'Mã xác thực gồm 6 chữ số',
    confirmPasswordMismatch: 'Mật khẩu xác nhận không khớp',
    confirmPasswordRequired: 'Vui lòng xác nhận mật khẩu',
  },
  auth: {
    invalidCredentials: 'Tên đăng nhập hoặc mật khẩu không chính xác',
    loginSuccess: 'Đăng nhập thành công',
    notVerified:
      'Tài khoản chưa được xác thực email. Vui lòng nhập mã xác thực đã gửi tới email của bạn hoặc yêu cầu gửi mã mới.',
    deactivated: 'Tài khoản đã bị vô hiệu hóa. Vui lòng liên hệ phòng khám.',
    usernameExists: 'Username already exists',
    emailExists: 'Email already exists',
    registerSuccess: 'Đăng ký thành công. Vui lòng kiểm tra email để lấy mã xác thực.',
    codeSent: 'Nếu email đã được đăng ký, mã xác thực đã được gửi tới hộp thư của bạn.',
    verifySuccess: 'Xác thực email thành công. Bạn có thể đăng nhập.',
    alreadyVerified: 'Email đã được xác thực. Bạn có thể đăng nhập.',
    codeInvalid: 'Mã xác thực không đúng hoặc đã hết hạn',
    codeBurned: 'Mã xác thực đã bị khóa do nhập sai quá nhiều lần. Vui lòng yêu cầu mã mới.',
    resetSuccess: 'Đặt lại mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới.',
    tokenInvalid: sessionExpired,
    sessionIdle: (minutes: number) =>
      `Phiên đăng nhập đã kết thúc vì không có thao tác nào trong ${minutes} phút. Vui lòng đăng nhập lại.`,
    loginLocked: (minutes: number) =>
      `Tài khoản tạm thời bị khóa do nhập sai mật khẩu quá nhiều lần. Vui lòng thử lại sau ${minutes} phút.`,
    loggedOut: 'Đăng xuất thành công',
    emailChangeConfirmed: 'Đã xác nhận email mới. Từ nay thông báo sẽ được gửi tới địa chỉ này.',
    linkInvalid:
      'Liên kết xác nhận không đúng hoặc đã hết hạn. Hãy yêu cầu đổi email lại để nhận liên kết mới.',
  },
  profile: {
    updated: 'Cập nhật thông tin thành công',
    emailTaken: 'Email này đã được sử dụng bởi tài khoản khác',
    cannotDeactivateSelf: 'Bạn không thể tự vô hiệu hóa tài khoản của mình',
    doctorKeyRequired: 'Vui lòng cung cấp userId hoặc doctorId của bác sĩ',
    emailChangePending:
      'Cập nhật thông tin thành công. Mã xác nhận đã được gửi tới email mới; email chỉ được đổi sau khi nhập mã.',
  },
  /** A patient asks for their account to be closed; an administrator completes it (POST /Patient/CompleteClosure). */
  accountClosure: {
    requested: 'Đã gửi yêu cầu đóng tài khoản',
    alreadyRequested: 'Yêu cầu đóng tài khoản đã được gửi trước đó',
    notRequested: 'Bệnh nhân này chưa yêu cầu đóng tài khoản',
    alreadyClosed: 'Tài khoản này đã được đóng',
    patientNotFound: 'Không tìm thấy bệnh nhân',
    completed: 'Đã hoàn tất đóng tài khoản',
    completedWithCancelled: (n: number) => `Đã hoàn tất đóng tài khoản và hủy ${n} lịch hẹn sắp tới`,
    /** The name a closed account keeps: its records stay, its owner is no longer named. */
    closedName: (patientId: number) => `Tài khoản đã đóng #${patientId}`,
  },
  mail: {
    verifySubject: 'Mã xác thực tài khoản - Phòng khám',
    verifyText: (name: string, code: string) =>
      `Xin chào ${name},\n\nMã xác thực email của bạn là: ${code}\nMã có hiệu lực trong 10 phút. Không chia sẻ mã này với bất kỳ ai.\n\nNếu bạn không đăng ký tài khoản, vui lòng bỏ qua email này.\n\nPhòng khám`,
    resetSubject: 'Mã đặt lại mật khẩu - Phòng khám',
    resetText: (name: string, code: string) =>
      `Xin chào ${name},\n\nMã đặt lại mật khẩu của bạn là: ${code}\nMã có hiệu lực trong 10 phút. Không chia sẻ mã này với bất kỳ ai.\n\nNếu bạn không yêu cầu đặt lại mật khẩu, vui lòng bỏ qua email này; mật khẩu của bạn vẫn giữ nguyên.\n\nPhòng khám`,
    changeEmailSubject: 'Mã xác nhận email mới - Phòng khám',
    changeEmailText: (name: string, code: string, link: string) =>
      `Xin chào ${name},\n\nMã xác nhận địa chỉ email mới của bạn là: ${code}\nMã có hiệu lực trong 10 phút. Nhập mã này trên trang hồ sơ cá nhân, hoặc mở liên kết sau để hoàn tất việc đổi email:\n${link}\nKhông chia sẻ mã hay liên kết này với bất kỳ ai.\n\nNếu bạn không yêu cầu đổi email, vui lòng bỏ qua email này.\n\nPhòng khám`,
    changeEmailNoticeSubject: 'Yêu cầu đổi email tài khoản - Phòng khám',
    changeEmailNoticeText: (name: string) =>
      `Xin chào ${name},\n\nCó yêu cầu đổi địa chỉ email của tài khoản bạn sang một địa chỉ mới. Email của tài khoản chỉ được đổi khi mã xác nhận gửi tới địa chỉ mới được nhập; cho đến lúc đó, thông báo vẫn được gửi tới địa chỉ này.\n\nNếu bạn không yêu cầu thay đổi này, vui lòng đổi mật khẩu và liên hệ phòng khám.\n\nPhòng khám`,
    passwordChangedSubject: 'Mật khẩu tài khoản đã được thay đổi - Phòng khám',
    passwordChangedText: (name: string) =>
      `Xin chào ${name},\n\nChúng tôi xin thông báo: mật khẩu của bạn vừa được thay đổi bằng mã đặt lại mật khẩu. Các phiên đăng nhập cũ đã được đăng xuất.\n\nNếu bạn không thực hiện thay đổi này, vui lòng đặt lại mật khẩu ngay và liên hệ phòng khám.\n\nPhòng khám`,
  },
  /**
   * Reminder e-mails of the scheduled jobs, which show on lock screens: a subject, a body or a calendar entry
   * never names the service, a drug, a regimen or a result, and says no more than a day and an hour; the details
   * are read after login. message-rule.ts checks them.
   */
  reminder: {
    appointmentSubject: 'Nhắc lịch hẹn - Phòng khám',
    /** date dd/MM/yyyy, time HH:mm */
    appointmentText: (name: string, date: string, time: string) =>
      `Xin chào ${name},\n\nBạn có lịch hẹn vào lúc ${time} ngày ${date}. Lịch hẹn được đính kèm để bạn thêm vào lịch của mình.\n\nVui lòng đăng nhập để xem chi tiết.\n\nPhòng khám`,
    refillSubject: 'Đến hẹn quay lại - Phòng khám',
    /** date dd/MM/yyyy: the day by which the patient should come back */
    refillText: (name: string, date: string) =>
      `Xin chào ${name},\n\nĐã đến lúc bạn sắp xếp quay lại phòng khám, chậm nhất vào ngày ${date}.\n\nVui lòng đăng nhập để xem chi tiết và đặt lịch.\n\nPhòng khám`,
    missedSubject: 'Mời bạn đặt lại lịch hẹn - Phòng khám',
    /** date dd/MM/yyyy: the day of the missed appointment */
    missedText: (name: string, date: string) =>
      `Xin chào ${name},\n\nChúng tôi chưa gặp bạn trong lịch hẹn ngày ${date}. Mời bạn đặt lại lịch hẹn vào thời gian thuận tiện.\n\nVui lòng đăng nhập để xem chi tiết và đặt lịch.\n\nPhòng khám`,
    /** The title (SUMMARY) of the calendar entry attached to an appointment reminder. */
    calendarTitle: 'Lịch hẹn',
    calendarDescription: 'Vui lòng đăng nhập để xem chi tiết.',
    /** The attachment's file name. */
    calendarFileName: 'lich-hen.ics',
  },
  /**
   * The confirmation mailed when a patient books, with the calendar file attached. It obeys the reminders' rule
   * (checked by message-rule.ts): a day, an hour and the clinic's address at most; no
   * doctor, no kind of visit, no test (a doctor's name or a test type would say what the visit is for); signed with
   * the clinic's neutral short name (CLINIC_SHORT_NAME). Details, changes and cancelling are done after login.
   */
  booking: {
    subject: (clinicName: string) => `Xác nhận đặt lịch hẹn - ${clinicName}`,
    /** name: null for an anonymous booking, whose mail names nobody; date dd/MM/yyyy, time HH:mm. */
    text: (p: { name: string | null; date: string; time: string; address?: string; clinicName: string }) =>
      `${p.name ? `Xin chào ${p.name},` : 'Xin chào,'}\n\n` +
      `Lịch hẹn của bạn đã được ghi nhận vào lúc ${p.time} ngày ${p.date}.\n` +
      (p.address ? `Địa chỉ: ${p.address}\n` : '') +
      'Lịch hẹn được đính kèm để bạn thêm vào lịch của mình.\n\n' +
      'Vui lòng đăng nhập để xem chi tiết, đổi hoặc hủy lịch hẹn.\n\n' +
      p.clinicName,
  },
} as const;
