import { z } from 'zod';
import { clinicalMessages } from '../clinical-messages.js';
import { envelopeOf } from '../envelope.js';
import { idField, idParams } from '../fields.js';
import { testResultCreateBody, testResultItem, testResultUpdateBody } from '../results.js';
import { OWN_DOCTOR, OWN_PATIENT_OR_DOCTOR } from './callers.js';
import { defineEndpoints } from './define.js';
import { searchedPages } from './paged.js';

/** Reading results, each call logged: a patient's own, or those of a doctor's appointments. */
const ownResultRead = {
  reads: ['results', 'appointments', 'patients', 'accounts', 'masterData', 'settings'],
  ...OWN_PATIENT_OR_DOCTOR,
  audit: { category: 'result', action: 'read' },
} as const;

/**
 * A patient reads their own results, a doctor those of their own appointments; management never receives
 * them. A result that is not the caller's answers 404, as if it did not exist.
 */
export const testResultEndpoints = defineEndpoints('TestResult', {
  getAll: {
    method: 'GET',
    path: '/TestResult/GetAll',
    ...ownResultRead,
    summary: 'Kết quả xét nghiệm của người gọi',
    ...searchedPages('bệnh nhân, bác sĩ, loại xét nghiệm, kết quả', testResultItem),
  },
  getById: {
    method: 'GET',
    path: '/TestResult/GetByID/:id',
    ...ownResultRead,
    summary: 'Một kết quả xét nghiệm',
    params: idParams,
    response: envelopeOf(testResultItem),
  },
  getByAppointmentId: {
    method: 'GET',
    path: '/TestResult/GetByAppointmentId/:appointmentId',
    ...ownResultRead,
    summary: 'Kết quả xét nghiệm của một cuộc hẹn',
    params: z.strictObject({ appointmentId: idField }),
    response: envelopeOf(testResultItem),
  },
  create: {
    method: 'POST',
    path: '/TestResult/Create',
    writes: ['results'],
    ...OWN_DOCTOR,
    audit: { category: 'result', action: 'create' },
    summary: 'Nhập kết quả xét nghiệm cho cuộc hẹn đã chấp nhận',
    status: 201,
    message: clinicalMessages.resultCreated,
    body: testResultCreateBody,
    response: envelopeOf(testResultItem),
  },
  update: {
    method: 'PUT',
    path: '/TestResult/Update',
    writes: ['results'],
    ...OWN_DOCTOR,
    audit: { category: 'result', action: 'update' },
    summary: 'Sửa giá trị và ghi chú của một kết quả xét nghiệm (bác sĩ của cuộc hẹn)',
    description:
      'Gửi cả kết quả như đã tải: appointmentId phải là cuộc hẹn của kết quả; patientId, doctorId và ' +
      'testTypeId nếu gửi phải trùng với kết quả và không bao giờ được ghi.',
    message: clinicalMessages.resultUpdated,
    body: testResultUpdateBody,
    response: envelopeOf(testResultItem),
  },
});
