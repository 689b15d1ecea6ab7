import { envelopeOf } from '../envelope.js';
import {
  artStartDateBody,
  breastfeedingBody,
  clinicalSummaryItem,
  clinicalThresholdsBody,
  eacSessionCreateBody,
  eacSessionItem,
  monitoringMessages,
  patientIdParams,
  transferInBody,
  worklistItem,
} from '../monitoring-api.js';
import { ADMIN, PATIENTS_AND_DOCTORS } from '../permissions.js';
import {
  checkRegimenBody,
  coMedicationsBody,
  coMedicationsItem,
  hypersensitivitiesBody,
  hypersensitivitiesItem,
  prescribingMessages,
  regimenCheckResult,
  weightCreateBody,
  weightItem,
} from '../prescribing-api.js';
import { CARE_TOPICS } from '../topics.js';
import { OWN_DOCTOR, TREATING_DOCTOR } from './callers.js';
import { defineEndpoints } from './define.js';

/** A summary, and the worklist made of summaries, show the whole state of care with the names of the people in it. */
const SUMMARY_READS = [...CARE_TOPICS, 'accounts', 'masterData', 'settings'] as const;

/**
 * Viral-load and CD4 monitoring. A patient reads their own summary; a doctor reads the summary of a patient
 * they have seen in a non-anonymous appointment, without the results of anonymous ones; anyone else gets 404.
 * Staff and managers get none of it.
 */
export const clinicalEndpoints = defineEndpoints('Clinical', {
  getSettings: {
    method: 'GET',
    path: '/Clinical/Settings',
    reads: ['settings'],
    access: ADMIN,
    summary: 'Ngưỡng và khoảng thời gian theo dõi lâm sàng',
    response: envelopeOf(clinicalThresholdsBody),
  },
  updateSettings: {
    method: 'PUT',
    path: '/Clinical/Settings',
    writes: ['settings'],
    access: ADMIN,
    summary: 'Sửa ngưỡng và khoảng thời gian theo dõi lâm sàng (gửi đủ mọi trường)',
    message: monitoringMessages.settingsSaved,
    body: clinicalThresholdsBody,
    response: envelopeOf(clinicalThresholdsBody),
  },
  getSummary: {
    method: 'GET',
    path: '/Clinical/Summary/:patientId',
    reads: SUMMARY_READS,
    access: PATIENTS_AND_DOCTORS,
    ownership: 'own patient or treating doctor',
    audit: { category: 'clinicalSummary', action: 'read' },
    summary: 'Tóm tắt theo dõi tải lượng vi-rút và CD4 của một bệnh nhân, với các xét nghiệm đến hạn',
    params: patientIdParams,
    response: envelopeOf(clinicalSummaryItem),
  },
  createEacSession: {
    method: 'POST',
    path: '/Clinical/EacSession',
    writes: ['followUp'],
    ...TREATING_DOCTOR,
    audit: { category: 'clinicalSummary', action: 'create' },
    summary: 'Ghi nhận một buổi tư vấn tăng cường tuân thủ (EAC)',
    status: 201,
    message: monitoringMessages.eacRecorded,
    body: eacSessionCreateBody,
    response: envelopeOf(eacSessionItem),
  },
  setArtStartDate: {
    method: 'PUT',
    path: '/Clinical/ArtStartDate',
    writes: ['patients'],
    ...TREATING_DOCTOR,
    audit: { category: 'clinicalSummary', action: 'update' },
    summary: 'Ghi ngày bắt đầu điều trị ARV của bệnh nhân',
    message: monitoringMessages.artStartSaved,
    body: artStartDateBody,
    response: envelopeOf(clinicalSummaryItem),
  },
  setBreastfeeding: {
    method: 'PUT',
    path: '/Clinical/Breastfeeding',
    writes: ['patients'],
    ...TREATING_DOCTOR,
    audit: { category: 'clinicalSummary', action: 'update' },
    summary: 'Ghi bệnh nhân đang cho con bú (lịch tải lượng vi-rút 6 tháng một lần) và ngày ghi nhận',
    message: monitoringMessages.breastfeedingSaved,
    body: breastfeedingBody,
    response: envelopeOf(clinicalSummaryItem),
  },
  setTransferIn: {
    method: 'PUT',
    path: '/Clinical/TransferIn',
    writes: ['patients'],
    ...TREATING_DOCTOR,
    audit: { category: 'clinicalSummary', action: 'update' },
    summary: 'Ghi bệnh nhân chuyển đến từ cơ sở khác (đã điều trị ARV ở đó): ngày chuyển đến và tên cơ sở',
    message: monitoringMessages.transferInSaved,
    body: transferInBody,
    response: envelopeOf(clinicalSummaryItem),
  },
  getWorklist: {
    method: 'GET',
    path: '/Clinical/Worklist',
    reads: SUMMARY_READS,
    ...OWN_DOCTOR,
    audit: { category: 'clinicalSummary', action: 'read' },
    summary: 'Bệnh nhân của bác sĩ cần xử lý, khẩn cấp nhất trước',
    response: envelopeOf(worklistItem),
  },
  setCoMedications: {
    method: 'PUT',
    path: '/Clinical/CoMedications',
    writes: ['patients'],
    ...TREATING_DOCTOR,
    audit: { category: 'clinicalSummary', action: 'update' },
    summary: 'Ghi các thuốc bệnh nhân đang dùng kèm (danh mục thuốc có tương tác với ARV; gửi đủ danh sách)',
    message: prescribingMessages.coMedicationsSaved,
    body: coMedicationsBody,
    response: envelopeOf(coMedicationsItem),
  },
  setHypersensitivities: {
    method: 'PUT',
    path: '/Clinical/Hypersensitivities',
    writes: ['patients'],
    ...TREATING_DOCTOR,
    audit: { category: 'clinicalSummary', action: 'update' },
    summary:
      'Ghi các hoạt chất ARV bệnh nhân đã bị dị ứng (quá mẫn) và kết quả HLA-B*5701 (gửi đủ danh sách)',
    message: prescribingMessages.hypersensitivitiesSaved,
    body: hypersensitivitiesBody,
    response: envelopeOf(hypersensitivitiesItem),
  },
  createWeight: {
    method: 'POST',
    path: '/Clinical/Weight',
    writes: ['patients'],
    ...TREATING_DOCTOR,
    audit: { category: 'clinicalSummary', action: 'create' },
    summary: 'Ghi cân nặng (kg) của bệnh nhân vào một ngày không ở tương lai',
    status: 201,
    message: prescribingMessages.weightRecorded,
    body: weightCreateBody,
    response: envelopeOf(weightItem),
  },
  checkRegimen: {
    method: 'POST',
    path: '/Clinical/CheckRegimen',
    reads: ['patients', 'results', 'appointments', 'treatments', 'masterData', 'settings'],
    ...TREATING_DOCTOR,
    audit: { category: 'clinicalSummary', action: 'read' },
    summary: 'Kiểm tra an toàn kê đơn: các thành phần thuốc đã chọn với dữ liệu của bệnh nhân (S1-S19)',
    body: checkRegimenBody,
    response: envelopeOf(regimenCheckResult),
  },
});
