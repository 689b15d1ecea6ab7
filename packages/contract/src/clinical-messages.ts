import { APPOINTMENT_ACCEPT_VI } from './appointment-status.js';
import { messages } from './messages.js';

/** What the server answers and the web app shows about test types, ARV components, regimens, results and treatments. */
/** A mail that says only that there is something new, and where to read it after login (message-rule.ts). */
const neutralMailText = (patientName: string, news: string, section: string) =>
  [
    `Xin chào ${patientName},`,
    '',
    news,
    '',
    `Vui lòng đăng nhập vào trang web của phòng khám, mục "${section}", để xem chi tiết.`,
    '',
    'Phòng khám',
  ].join('\n');

export const clinicalMessages = {
  testTypeNotFound: 'Không tìm thấy loại xét nghiệm',
  testTypeInactive: messages.common.testTypeInactive,
  componentNotFound: 'Không tìm thấy thành phần thuốc',
  componentInactive: 'Thành phần thuốc không tồn tại hoặc đã ngừng sử dụng',
  componentRequired: 'Vui lòng chọn ít nhất một thành phần thuốc',
  componentGap: 'Vui lòng chọn các thành phần thuốc theo thứ tự, không để trống ở giữa',
  componentDuplicate: 'Thành phần thuốc bị trùng lặp',
  frequency: 'Số lần dùng mỗi ngày phải là 1 hoặc 2',
  regimenNameRequired: 'Vui lòng nhập tên phác đồ',
  regimenDescriptionRequired: 'Vui lòng nhập mô tả phác đồ',
  regimenSuitableForRequired: 'Vui lòng nhập đối tượng phù hợp',
  regimenSideEffectsRequired: 'Vui lòng nhập tác dụng phụ',
  regimenUsageRequired: 'Vui lòng nhập hướng dẫn sử dụng',
  regimenChoose: 'Vui lòng chọn một phác đồ',
  regimenNotFound: 'Không tìm thấy phác đồ điều trị',
  regimenInactive: 'Phác đồ điều trị đã ngừng sử dụng',
  regimenCreated: 'Tạo phác đồ thành công',
  isCustomized: 'Giá trị phải là true hoặc false',
  appointmentNotFound: 'Không tìm thấy thông tin cuộc hẹn',
  appointmentRequired: 'Thiếu thông tin cuộc hẹn',
  patientMismatch: 'Bệnh nhân không khớp với cuộc hẹn',
  doctorMismatch: 'Bác sĩ không khớp với cuộc hẹn',
  testTypeFixed: 'Loại xét nghiệm phải đúng với loại đã đặt trong cuộc hẹn',
  resultValueRequired: 'Vui lòng nhập kết quả xét nghiệm',
  resultExists: 'Cuộc hẹn này đã có kết quả xét nghiệm',
  resultNeedsConfirmed: (statusVi: string) =>
    `Chỉ có thể nhập kết quả xét nghiệm cho cuộc hẹn ${APPOINTMENT_ACCEPT_VI.done} (trạng thái hiện tại: ${statusVi})`,
  resultCreated: 'Tạo kết quả xét nghiệm thành công',
  resultNotFound: 'Không tìm thấy kết quả xét nghiệm',
  resultOtherAppointment: 'Cuộc hẹn này đã có kết quả xét nghiệm khác',
  resultAppointmentFixed: 'Không thể chuyển kết quả xét nghiệm sang cuộc hẹn khác',
  resultTestTypeMismatch: 'Loại xét nghiệm không khớp với kết quả xét nghiệm',
  resultUpdated: 'Cập nhật kết quả xét nghiệm thành công',
  testTypeNameRequired: 'Tên loại xét nghiệm không được để trống',
  testTypeKindInvalid: 'Loại chỉ số phải là viralLoad, cd4, creatinine, crag hoặc other',
  numericValueInvalid: 'Giá trị số của kết quả phải là một số không âm',
  resultReadAs: (value: string) => `Hệ thống đọc là: ${value}`,
  resultReadUnits: { viralLoad: 'bản sao/mL', cd4: 'tế bào/mm³' },
  resultBelowDetection: 'Dưới ngưỡng phát hiện',
  resultUnreadable: 'Không đọc được số từ kết quả này: bác sĩ sẽ phải sửa lại',
  resultNotNumeric:
    'Kết quả creatinine hoặc hemoglobin phải là một số (có thể kèm đơn vị, ví dụ "1,2 mg/dL")',
  unitRequired: 'Vui lòng chọn đơn vị',
  unitInvalid: 'Đơn vị không hợp lệ',
  normalRangeRequired: 'Khoảng bình thường không được để trống',
  testTypeCreated: 'Tạo loại xét nghiệm thành công',
  testTypeUpdated: 'Cập nhật loại xét nghiệm thành công',
  componentNameRequired: 'Tên thành phần không được để trống',
  componentDescriptionRequired: 'Mô tả không được để trống',
  componentExists: 'Thành phần thuốc đã tồn tại',
  componentCreated: 'Thêm thành phần thành công!',
  componentUpdated: 'Cập nhật thành công!',
  testResultRequired: 'Thiếu thông tin kết quả xét nghiệm',
  regimenRequired: 'Thiếu thông tin phác đồ điều trị',
  startDateRequired: 'Vui lòng chọn ngày bắt đầu',
  endDateRequired: 'Vui lòng chọn ngày kết thúc',
  /** Same-day ART: a treatment may start today, not before. */
  startBeforeToday: 'Ngày bắt đầu không được trước ngày hôm nay',
  resultNotQualitative: 'Kết quả phải là "Dương tính" hoặc "Âm tính"',
  unitNotForKind: (units: readonly string[]) =>
    `Đơn vị của loại xét nghiệm này phải là ${units.join(' hoặc ')}`,
  endAfterStart: 'Ngày kết thúc phải sau ngày bắt đầu',
  treatmentExists: 'Kết quả xét nghiệm này đã có phác đồ điều trị',
  treatmentNeedsConfirmed: (statusVi: string) =>
    `Chỉ có thể kê phác đồ cho cuộc hẹn ${APPOINTMENT_ACCEPT_VI.done} (trạng thái hiện tại: ${statusVi})`,
  treatmentCreated: 'Tạo phác đồ điều trị thành công. Email thông báo đã được gửi tới bệnh nhân.',
  treatmentNotFound: 'Không tìm thấy thông tin phác đồ điều trị',
  treatmentMailQueued: 'Email thông báo phác đồ đã được gửi tới bệnh nhân',
  treatmentMailAlreadyQueued: 'Email thông báo phác đồ đã được gửi trước đó',
  /**
   * The mail after a prescription (the message rule of message-rule.ts): it shows on lock screens, so neither its
   * subject nor its text names the regimen, a drug, the doctor or the service; the patient reads them after login.
   */
  treatmentMailSubject: 'Bạn có thông tin mới - Phòng khám',
  treatmentMailText: (m: { patientName: string }) =>
    neutralMailText(
      m.patientName,
      'Hồ sơ của bạn tại phòng khám vừa được cập nhật sau lịch hẹn gần đây.',
      'Lịch hẹn của tôi',
    ),
  /** The notice of a new result, typed or from the laboratory: as neutral as the mail above, under the same rule. */
  resultMailSubject: 'Hồ sơ của bạn vừa được cập nhật - Phòng khám',
  resultMailText: (m: { patientName: string }) =>
    neutralMailText(m.patientName, 'Hồ sơ của bạn tại phòng khám vừa có thông tin mới.', 'Sức khỏe của tôi'),
} as const;
