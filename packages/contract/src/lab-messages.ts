/** Texts of the laboratory work: specimens, manifests, imports and their review. */
export const labMessages = {
  artNumberInvalid: 'Mã số điều trị ARV chỉ gồm 1–30 chữ cái, chữ số, dấu "-" hoặc "/", ví dụ 79-001/2024',
  artNumberTaken: 'Mã số điều trị ARV này đã được dùng cho một bệnh nhân khác',
  nationalIdInvalid: 'Số CCCD phải gồm đúng 12 chữ số',
  insuranceNumberInvalid:
    'Số thẻ BHYT gồm 2 chữ cái, 1 chữ số mức hưởng (1–5), 2 chữ số mã tỉnh và 10 chữ số, ví dụ HS4010120878811',
  insuranceExpiryInvalid: 'Ngày hết hạn thẻ BHYT không hợp lệ',
  insuranceExpiringSoon: (date: string) => `Thẻ BHYT hết hạn ngày ${date}: nhắc bệnh nhân gia hạn`,
  insuranceExpired: (date: string) => `Thẻ BHYT đã hết hạn ngày ${date}`,

  patientRequired: 'Vui lòng chọn bệnh nhân',
  appointmentRequired: 'Vui lòng chọn lịch hẹn xét nghiệm',
  artNumberSaved: 'Đã lưu mã số điều trị ARV',
  collectedAtInvalid: 'Thời điểm lấy mẫu không hợp lệ',
  collectedInFuture: 'Thời điểm lấy mẫu không được sau thời điểm hiện tại',
  collectedBeforeDay: 'Thời điểm lấy mẫu không được trước ngày của lịch hẹn',
  specimenSaved: 'Đã ghi nhận lấy mẫu',
  specimenExists: 'Lịch hẹn này đã được lấy mẫu',
  specimenNotLabTest: 'Chỉ lấy mẫu cho lịch hẹn xét nghiệm',
  specimenNotConfirmed: 'Chỉ lấy mẫu cho lịch hẹn đã được xác nhận',
  specimenNotYet: 'Chưa đến ngày của lịch hẹn này',
  appointmentNotFound: 'Không tìm thấy lịch hẹn',
  patientNotFound: 'Không tìm thấy bệnh nhân',
  fromRequired: 'Vui lòng chọn ngày bắt đầu',
  toRequired: 'Vui lòng chọn ngày kết thúc',
  rangeReversed: 'Ngày kết thúc phải từ ngày bắt đầu trở đi',
  formatInvalid: 'Định dạng chỉ có thể là json hoặc csv',

  valueMissing: 'Thiếu kết quả',
  valueUnreadable: (text: string) => `Không đọc được kết quả "${text}"`,
  valueImplausible: (text: string) => `Kết quả "${text}" nằm ngoài khoảng có thể có của xét nghiệm này`,
  valueAmbiguous: (text: string, a: string, b: string) =>
    `Kết quả "${text}" có thể là ${a} hoặc ${b}: cần người xem lại, không tự đoán`,
  boundNotDetection: (text: string) =>
    `Kết quả "${text}" chỉ cho biết giới hạn trên, không phải dưới ngưỡng phát hiện`,
  unitNotAccepted: (unit: string, expected: string) =>
    `Đơn vị "${unit}" không dùng được cho xét nghiệm này (cần ${expected})`,
  qualitativeUnreadable: (text: string) => `Kết quả "${text}" phải là dương tính hoặc âm tính`,
  dateInvalid: (text: string) => `Ngày "${text}" không hợp lệ (dd/MM/yyyy hoặc yyyy-MM-dd)`,
  columnsMissing: (names: string) => `Thiếu cột: ${names}`,
  identityMissing: 'Cần mã mẫu, hoặc mã số điều trị ARV cùng ngày lấy mẫu',
  testUnknown: (text: string) => `Không nhận ra xét nghiệm "${text}"`,
} as const;
