import { z } from 'zod';
import { envelopeOf } from '../envelope.js';
import { idParams, pageFields } from '../fields.js';
import { messages } from '../messages.js';
import { ADMIN, PATIENTS } from '../permissions.js';
import { ADMIN_READING_IDENTITIES } from './callers.js';
import { defineEndpoints } from './define.js';

/** Where the caller's own closure request stands: requestedAt null until asked. */
export const closureStatus = z.object({
  patientId: z.number().int(),
  requestedAt: z.string().nullable(),
});
export type ClosureStatus = z.infer<typeof closureStatus>;

/** The patient a request or a closure is about, as the administrator's screens name them. */
const closingPatient = {
  patientId: z.number().int(),
  userId: z.number().int(),
  fullName: z.string(),
};

/** One pending request in the administrator's list. */
export const closureRequestItem = z.object({ ...closingPatient, requestedAt: z.string() });
export type ClosureRequestItem = z.infer<typeof closureRequestItem>;

/** The pending requests, oldest first; paged like the other administrator lists. */
export const closureRequestsQuery = z.strictObject(pageFields);
export type ClosureRequestsQuery = z.infer<typeof closureRequestsQuery>;

/** A completed closure: the account no longer signs in and no longer names its owner. */
export const closureCompleted = z.object({
  ...closingPatient,
  closedAt: z.string(),
  /** The appointments from the clinic's today on that were still Scheduled or Confirmed, now Cancelled. */
  cancelledAppointments: z.number().int(),
});
export type ClosureCompleted = z.infer<typeof closureCompleted>;

/**
 * Account closure ("Privacy centre"): a patient asks, an administrator completes. Completion disables sign-in,
 * ends every token of the account, replaces its identity (name, username, e-mail, phone, address) and cancels the
 * appointments still to come; the clinical records (past appointments, results, treatments) are kept, as the law
 * requires.
 */
export const accountClosureEndpoints = defineEndpoints('Patient', {
  requestClosure: {
    method: 'POST',
    path: '/Patient/RequestClosure',
    writes: ['patients'],
    access: PATIENTS,
    audit: { category: 'profile', action: 'update' },
    summary: 'Bệnh nhân yêu cầu đóng tài khoản của mình',
    description: 'Lặp lại không đổi thời điểm yêu cầu đầu tiên.',
    message: messages.accountClosure.requested,
    response: envelopeOf(closureStatus),
  },
  closureStatus: {
    method: 'GET',
    path: '/Patient/ClosureStatus',
    reads: ['patients'],
    access: PATIENTS,
    summary: 'Trạng thái yêu cầu đóng tài khoản của bệnh nhân',
    response: envelopeOf(closureStatus),
  },
  closureRequests: {
    method: 'GET',
    path: '/Patient/ClosureRequests',
    reads: ['patients', 'accounts'],
    ...ADMIN_READING_IDENTITIES,
    summary: 'Danh sách yêu cầu đóng tài khoản đang chờ',
    description: 'page, pageSize (tối đa 100) là tùy chọn; yêu cầu cũ nhất trước.',
    query: closureRequestsQuery,
    response: envelopeOf(z.array(closureRequestItem)),
  },
  completeClosure: {
    method: 'POST',
    path: '/Patient/CompleteClosure/:id',
    writes: ['accounts', 'patients', 'appointments', 'sessions', 'messages'],
    access: ADMIN,
    audit: { category: 'profile', action: 'update', pathId: 'patient' },
    summary: 'Hoàn tất đóng tài khoản bệnh nhân (id = patientId)',
    description:
      'Chỉ khi bệnh nhân đã yêu cầu. Trong một giao dịch: vô hiệu hóa đăng nhập, thu hồi mọi phiên, thay thông tin định danh; hồ sơ khám chữa bệnh được giữ lại.',
    message: messages.accountClosure.completed,
    params: idParams,
    response: envelopeOf(closureCompleted),
  },
});
