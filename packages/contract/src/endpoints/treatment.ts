import { z } from 'zod';
import { clinicalMessages } from '../clinical-messages.js';
import { clinicToday, DEFAULT_CLINIC_TZ } from '../dates.js';
import { envelopeOf } from '../envelope.js';
import { refillCreateBody, refillCreated, retentionApiMessages } from '../retention-api.js';
import { treatmentCreateBody, treatmentCreated, treatmentEmailBody, treatmentItem } from '../treatments.js';
import { OWN_DOCTOR, OWN_PATIENT_OR_DOCTOR } from './callers.js';
import { defineEndpoints } from './define.js';
import { searchedPages } from './paged.js';

/** A doctor prescribing on their own appointment's result; each prescription is logged. */
const prescribing = { ...OWN_DOCTOR, audit: { category: 'treatment', action: 'create' } } as const;

/** A patient reads their own treatments, a doctor prescribes and reads those of their own appointments. */
export const treatmentEndpoints = defineEndpoints('Treatment', {
  getAll: {
    method: 'GET',
    path: '/Treatment/GetAll',
    reads: ['treatments', 'dispensing', 'appointments', 'accounts', 'masterData'],
    ...OWN_PATIENT_OR_DOCTOR,
    audit: { category: 'treatment', action: 'read' },
    summary: 'Phác đồ điều trị của người gọi',
    ...searchedPages('bệnh nhân, bác sĩ, phác đồ', treatmentItem),
  },
  create: {
    method: 'POST',
    path: '/Treatment/Create',
    writes: ['treatments', 'appointments'],
    ...prescribing,
    summary: 'Kê phác đồ điều trị; hoàn thành cuộc hẹn và gửi email cho bệnh nhân',
    status: 201,
    message: clinicalMessages.treatmentCreated,
    body: treatmentCreateBody(() => clinicToday(DEFAULT_CLINIC_TZ)),
    bodyOnDay: treatmentCreateBody,
    response: envelopeOf(treatmentCreated),
  },
  sendCreatedEmail: {
    method: 'POST',
    path: '/Email/SendTreatmentCreatedEmail',
    writes: ['messages'],
    ...OWN_DOCTOR,
    summary: 'Gửi email thông báo phác đồ cho bệnh nhân (không gửi lần thứ hai)',
    tags: ['Email'],
    message: clinicalMessages.treatmentMailQueued,
    body: treatmentEmailBody,
    response: envelopeOf(z.object({ treatmentId: z.number().int(), queued: z.boolean() })),
  },
  refill: {
    method: 'POST',
    path: '/Treatment/Refill',
    writes: ['dispensing'],
    ...prescribing,
    summary: 'Ghi nhận một lần cấp thuốc tiếp cho phác đồ; trả ngày hết thuốc và ngày cần cấp tiếp',
    description:
      'Chỉ bác sĩ của phác đồ. dispenseDate không sau hôm nay (giờ phòng khám) và không trước ngày bắt đầu; ' +
      'daysDispensed là 30, 60, 90 hoặc 180.',
    status: 201,
    message: retentionApiMessages.refillRecorded,
    body: refillCreateBody,
    response: envelopeOf(refillCreated),
  },
});
