import { z } from 'zod';
import { appointmentItem } from '../appointments.js';
import { auditEventItem } from '../audit.js';
import { envelopeOf } from '../envelope.js';
import { PATIENTS } from '../permissions.js';
import { privacyMessages } from '../privacy.js';
import { patientProfile } from '../profile.js';
import { testResultItem } from '../results.js';
import { treatmentItem } from '../treatments.js';
import { defineEndpoints } from './define.js';

/**
 * GET /Patient/MyData takes no parameter: the answer is always the caller's. Clients that add the id of a patient
 * (`id`, `patientId`) are not refused; the value is ignored.
 */
const ignoredId = z.union([z.string().max(100), z.array(z.string().max(100)).max(10)]).optional();
export const myDataQuery = z.strictObject({ id: ignoredId, patientId: ignoredId });

/** The patient's profile as GET /Patient/GetByID shows it, and the privacy notice they accepted, when. */
export const myDataProfile = patientProfile.extend({
  privacyNoticeVersion: z.string().nullable(),
  privacyAcceptedAt: z.string().nullable(),
});

/** The newest access-log events of the patient's record (at most 100) and how many there are in all. */
export const myRecordAccessPage = z.object({
  items: z.array(auditEventItem),
  meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
});

/** Everything the clinic holds about the calling patient, as their lists show it. */
export const myData = z.object({
  profile: myDataProfile,
  appointments: z.array(appointmentItem),
  testResults: z.array(testResultItem),
  treatments: z.array(treatmentItem),
  recordAccess: myRecordAccessPage,
});
export type MyData = z.infer<typeof myData>;
export type MyDataProfile = z.infer<typeof myDataProfile>;

/** The patient's rights over their own data (privacy notice, /privacy). */
export const privacyEndpoints = defineEndpoints('Patient', {
  myData: {
    method: 'GET',
    path: '/Patient/MyData',
    reads: [
      'accounts',
      'patients',
      'appointments',
      'results',
      'treatments',
      'dispensing',
      'followUp',
      'accessLog',
    ],
    access: PATIENTS,
    ownership: 'own patient',
    audit: { category: 'profile', action: 'export' },
    summary: 'Bản sao toàn bộ dữ liệu của bệnh nhân đang đăng nhập',
    description:
      'Hồ sơ (kèm phiên bản chính sách quyền riêng tư đã đồng ý), lịch hẹn, kết quả xét nghiệm, phác đồ điều trị ' +
      'và 100 lần truy cập hồ sơ gần nhất. Luôn là dữ liệu của người gọi: id hoặc patientId trong query bị bỏ qua.',
    message: privacyMessages.myDataLoaded,
    query: myDataQuery,
    response: envelopeOf(myData),
  },
});
