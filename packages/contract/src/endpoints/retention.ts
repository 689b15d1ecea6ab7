import { envelopeOf } from '../envelope.js';
import { ADMIN_MANAGER_AND_DOCTORS } from '../permissions.js';
import {
  retentionApiMessages,
  tracingList,
  tracingOutcomeBody,
  tracingOutcomeCreated,
  tracingQuery,
} from '../retention-api.js';
import { CARE_TOPICS } from '../topics.js';
import { defineEndpoints } from './define.js';

/** Keeping patients in care: who is late or has interrupted treatment, and what came of calling them. */
export const retentionEndpoints = defineEndpoints('Retention', {
  tracing: {
    method: 'GET',
    path: '/Retention/Tracing',
    reads: [...CARE_TOPICS, 'accounts', 'settings'],
    access: ADMIN_MANAGER_AND_DOCTORS,
    ownership: 'treating doctor',
    audit: { category: 'tracing', action: 'read' },
    summary: 'Bệnh nhân trễ hẹn hoặc gián đoạn điều trị cần liên lạc, trễ nhiều ngày nhất trước',
    description:
      'Số điện thoại, số ngày trễ, ngày hết thuốc, lần vắng mặt và lần liên lạc gần nhất; không có kết quả xét ' +
      'nghiệm hay phác đồ. page và pageSize (tối đa 100) là tùy chọn.',
    message: retentionApiMessages.tracingLoaded,
    query: tracingQuery,
    response: envelopeOf(tracingList),
  },
  recordOutcome: {
    method: 'POST',
    path: '/Retention/TracingOutcome',
    writes: ['followUp'],
    access: ADMIN_MANAGER_AND_DOCTORS,
    ownership: 'treating doctor',
    audit: { category: 'tracing', action: 'create' },
    summary: 'Ghi nhận kết quả liên lạc với một bệnh nhân (ngày không ở tương lai)',
    status: 201,
    message: retentionApiMessages.tracingOutcomeRecorded,
    body: tracingOutcomeBody,
    response: envelopeOf(tracingOutcomeCreated),
  },
});
