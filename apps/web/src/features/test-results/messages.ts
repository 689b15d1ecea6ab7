import { appointmentMessages, clinicalMessages } from '@clinic/contract';
import { clinicMessages } from '../../components/clinic-messages';
import { appMessages } from '../../messages';

/** Test-result management; quoted texts are kept verbatim. */
export const testResultsMessages = {
  title: 'Quản lý kết quả xét nghiệm',
  intro: 'Kết quả xét nghiệm của các cuộc hẹn do bạn phụ trách.',
  searchLabel: 'Tìm theo bệnh nhân, bác sĩ, loại xét nghiệm hoặc kết quả',
  searchPlaceholder: 'Nhập từ khóa',
  caption: 'Kết quả xét nghiệm, mới nhất trước',
  colId: 'ID',
  colPatient: clinicMessages.patient,
  colDoctor: clinicMessages.doctor,
  colTestType: clinicMessages.testType,
  colResult: clinicMessages.result,
  colUnit: clinicMessages.unit,
  colDate: clinicMessages.appointmentDate,
  colTime: clinicMessages.appointmentTime,
  colNotes: clinicMessages.notes,
  colActions: clinicMessages.actions,
  normalRange: clinicMessages.normalRange,
  edit: appMessages.edit,
  editLabel: (id: number, patient: string) => `Sửa kết quả xét nghiệm #${id} của ${patient}`,
  empty: 'Không tìm thấy kết quả xét nghiệm nào',
  loadListFailed: 'Không thể tải danh sách kết quả xét nghiệm',
  pagination: 'Phân trang kết quả xét nghiệm',
  count: (total: number) => `${total} kết quả`,
  noTestType: clinicMessages.typeAppointment,
  none: '—',
  anonymous: appointmentMessages.anonymousName,

  updateTitle: 'Cập nhật kết quả xét nghiệm',
  resultLabel: clinicMessages.testResult,
  resultPlaceholder: 'Ví dụ: 350 hoặc Không phát hiện',
  // The number a viral load or CD4 result is read as, shown under the field before saving.
  notesLabel: clinicMessages.notes,
  notesPlaceholder: 'Nhận xét của bác sĩ (không bắt buộc)',
  appointment: 'Cuộc hẹn',
  appointmentAt: (date: string, time: string) => `${time} · ${date}`,
  save: clinicMessages.saveResult,
  updated: clinicalMessages.resultUpdated,
  updateFailed: 'Không thể cập nhật kết quả xét nghiệm',
  loadOneFailed: 'Không thể tải thông tin kết quả xét nghiệm',
  invalidInput: 'Vui lòng kiểm tra lại thông tin nhập vào',
} as const;
