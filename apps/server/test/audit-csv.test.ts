import { describe, expect, it } from 'vitest';
import { auditCsv } from '../src/audit/csv.js';

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
