import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_VI,
  AUDIT_CATEGORY_VI,
  AUDIT_CSV_COLUMNS,
  AUDIT_CSV_HEADERS,
  AUDIT_OUTCOME_VI,
  AUDIT_ROLE_VI,
  auditCsv,
  auditEventsQuery,
  auditMessages,
  myRecordAccessQuery,
} from './audit.js';
import { privateWordsIn } from './message-rule.js';

describe('the alert mail', () => {
  it('names the account, its role, the count and the time, and nothing of the service', () => {
    const text = auditMessages.alertText('bs_lan', 'bác sĩ', 52, 5, '10:05 27/11/2026');
    expect(text).toContain('bs_lan');
    expect(text).toContain('52 người');
    expect(text).toContain('5 phút');
    expect(privateWordsIn(auditMessages.alertSubject)).toEqual([]);
    expect(privateWordsIn(text)).toEqual([]);
  });
});

describe('the access-log queries', () => {
  it.each([
    [{ from: '2026-11-01', to: '2026-11-30' }, true],
    [{ from: '2026-11-30', to: '2026-11-01' }, false],
    [{ from: '2026-13-01' }, false],
    [{ others: 'true' }, true],
    [{ others: 'yes' }, false],
    [{ pageSize: '101' }, false],
    [{ patientId: '3' }, false],
  ])('MyRecordAccess %j is accepted: %s', (query, ok) => {
    expect(myRecordAccessQuery.safeParse(query).success).toBe(ok);
  });

  it.each([
    [{ userId: '4', patientId: '9', page: '2', pageSize: '50' }, true],
    [{ userId: '0' }, false],
    [{ from: '2026-11-02', to: '2026-11-01' }, false],
    [{ search: 'x' }, false],
    [{ patient: 'nguyen van', preset: '24h' }, true],
    [{ patient: '12', preset: '7d', userId: '4', patientId: '12' }, true],
    [{ patient: 'x'.repeat(101) }, false],
    [{ patient: 'a\u0000b' }, false],
    [{ preset: '1h' }, false],
    [{ preset: '24h', from: '2026-11-01' }, false],
    [{ preset: '7d', to: '2026-11-01' }, false],
  ])('Events %j is accepted: %s', (query, ok) => {
    expect(auditEventsQuery.safeParse(query).success).toBe(ok);
  });
});

describe('the words of the log', () => {
  it('has a Vietnamese header for every CSV column, none twice, and a word for every value', () => {
    const headers = AUDIT_CSV_COLUMNS.map((c) => AUDIT_CSV_HEADERS[c]);
    expect(new Set(headers).size).toBe(AUDIT_CSV_COLUMNS.length);
    expect(headers.every((h) => /[À-ỹ]/.test(h))).toBe(true);
    for (const table of [AUDIT_ACTION_VI, AUDIT_CATEGORY_VI, AUDIT_OUTCOME_VI, AUDIT_ROLE_VI]) {
      expect(Object.values(table).every((word) => word.trim() !== '')).toBe(true);
    }
  });
});

describe('the CSV export', () => {
  it('heads its columns in Vietnamese, words each value as the screen does, and ends every line with CRLF', () => {
    const csv = auditCsv([
      {
        eventId: 1,
        localAt: '27/11/2026 10:00:00',
        actorUserId: 2,
        actorRole: 'Doctor',
        actorName: 'BS. Lan',
        patientId: 3,
        patientName: 'Trần Thị Bình',
        action: 'read',
        category: 'result',
        recordId: 4,
        outcome: 'allowed',
        clientAddress: '127.0.0.1',
        requestId: 'r1',
      },
      {
        eventId: 2,
        localAt: '27/11/2026 10:01:00',
        actorUserId: null,
        actorRole: null,
        actorName: null,
        patientId: null,
        patientName: null,
        action: 'update',
        category: 'appointment',
        recordId: null,
        outcome: 'refused',
        clientAddress: null,
        requestId: 'r2',
      },
    ]);
    expect(csv).toBe(
      'Mã sự kiện,Thời gian (giờ phòng khám),Mã tài khoản,Vai trò,Người thực hiện,Mã bệnh nhân,Tên bệnh nhân,' +
        'Thao tác,Nội dung,Mã bản ghi,Kết quả,Địa chỉ IP,Mã yêu cầu\r\n' +
        '1,27/11/2026 10:00:00,2,Bác sĩ,BS. Lan,3,Trần Thị Bình,Xem,Kết quả xét nghiệm,4,Được phép,127.0.0.1,r1\r\n' +
        '2,27/11/2026 10:01:00,,,,,,Cập nhật,Lịch hẹn,,Bị từ chối,,r2\r\n',
    );
  });
});
