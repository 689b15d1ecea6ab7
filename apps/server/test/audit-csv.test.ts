import { describe, expect, it } from 'vitest';
import { auditCsv } from '../src/audit/csv.js';

describe('the CSV export', () => {
  it('starts with the header and ends every line with CRLF', () => {
    const csv = auditCsv([
      {
        eventId: 1,
        at: '2026-11-27T03:00:00.000Z',
        actorUserId: 2,
        actorRole: 'Doctor',
        actorName: 'BS. Lan',
        patientId: 3,
        action: 'read',
        category: 'result',
        recordId: 4,
        outcome: 'allowed',
        clientAddress: '127.0.0.1',
        requestId: 'r1',
      },
    ]);
    expect(csv).toBe(
      'eventId,at,actorUserId,actorRole,actorName,patientId,action,category,recordId,outcome,clientAddress,requestId\r\n' +
        '1,2026-11-27T03:00:00.000Z,2,Doctor,BS. Lan,3,read,result,4,allowed,127.0.0.1,r1\r\n',
    );
  });
});
