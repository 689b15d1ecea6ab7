import { describe, expect, it } from 'vitest';
import { accessEvent, myDataFixture } from './my-data-fixtures';
import {
  accessActor,
  accessLine,
  appointmentFields,
  appointmentWhen,
  myDataFileName,
  myDataJson,
  noticeVersionLabel,
  profileFields,
  recordAccessNote,
  remindersText,
  resultText,
  testResultEntry,
  testResultFields,
  treatmentComponents,
  treatmentFields,
} from './my-data-model';

const TZ = 'Asia/Ho_Chi_Minh';
const fieldValue = (fields: { label: string; value: string }[], label: string) =>
  fields.find((field) => field.label === label)?.value;

describe('noticeVersionLabel', () => {
  it.each([
    ['2026-11', '11/2026'],
    ['2027-01', '01/2027'],
    ['v2', 'v2'],
    ['', ''],
  ])('%j -> %j', (version, label) => {
    expect(noticeVersionLabel(version)).toBe(label);
  });
});

describe('the downloaded file', () => {
  it('has a neutral, dated name', () => {
    expect(myDataFileName('2026-11-20')).toBe('du-lieu-cua-toi-2026-11-20.json');
    expect(myDataFileName('2026-11-20')).not.toMatch(/hiv|arv/i);
  });

  it('is the answer itself, indented, which reads back to the same data', () => {
    const data = myDataFixture();
    const text = myDataJson(data);
    expect(JSON.parse(text)).toEqual(data);
    expect(text).toContain('\n  "profile": {');
    expect(text.endsWith('\n')).toBe(true);
  });
});

describe('profileFields', () => {
  it('shows the accepted notice and when, in clinic time', () => {
    const fields = profileFields(myDataFixture().profile, TZ);
    expect(fieldValue(fields, 'Chính sách quyền riêng tư đã đồng ý')).toBe(
      'Phiên bản 11/2026, lúc 08:05 04/11/2026',
    );
    expect(fieldValue(fields, 'Ngày sinh')).toBe('08/03/1995');
    expect(fieldValue(fields, 'Giới tính')).toBe('Nữ');
    expect(fieldValue(fields, 'Đang mang thai')).toBe('Không');
    expect(fieldValue(fields, 'Ghi chú đặc biệt')).toBe('Dị ứng sulfamid');
    expect(fields.map((f) => f.label)).not.toContain('Email mới chờ xác nhận');
  });

  it('says when no consent was recorded, shows a pending e-mail and empty values as a dash', () => {
    const profile = {
      ...myDataFixture().profile,
      privacyNoticeVersion: null,
      privacyAcceptedAt: null,
      pendingEmail: 'moi@example.com',
      specialNotes: null,
      address: '  ',
    };
    const fields = profileFields(profile, TZ);
    expect(fieldValue(fields, 'Chính sách quyền riêng tư đã đồng ý')).toMatch(/^Chưa ghi nhận/);
    expect(fieldValue(fields, 'Email mới chờ xác nhận')).toBe('moi@example.com');
    expect(fieldValue(fields, 'Ghi chú đặc biệt')).toBe('—');
    expect(fieldValue(fields, 'Địa chỉ')).toBe('—');
  });
});

describe('remindersText', () => {
  it.each([
    [
      { remindAppointments: true, remindRefills: true, remindMissed: true },
      'lịch hẹn, nhận thuốc, lịch hẹn bị lỡ',
    ],
    [{ remindAppointments: false, remindRefills: true, remindMissed: false }, 'nhận thuốc'],
    [{ remindAppointments: false, remindRefills: false, remindMissed: false }, 'Không nhận email nhắc'],
  ])('%j', (prefs, text) => {
    expect(remindersText(prefs)).toBe(text);
  });
});

describe('records', () => {
  const data = myDataFixture();

  it('an appointment: its day and hour, doctor, kind (anonymous said), status', () => {
    const appointment = data.appointments[0]!;
    expect(appointmentWhen(appointment)).toBe('10/11/2026 09:00');
    expect(appointmentFields(appointment)).toEqual([
      { label: 'Bác sĩ', value: 'Nguyễn Văn An' },
      { label: 'Loại', value: expect.stringMatching(/: Xét nghiệm CD4 \(Ẩn danh\)$/) },
      { label: 'Trạng thái', value: expect.any(String) },
    ]);
    const plain = { ...appointment, appointmentType: 'Appointment' as const, isAnonymous: false };
    expect(appointmentFields(plain)[1]?.value).not.toMatch(/Ẩn danh|CD4/);
  });

  it('a result: value with its unit, range, doctor, notes', () => {
    const result = data.testResults[0]!;
    expect(resultText(result)).toBe('650 tế bào/mm³');
    expect(resultText({ resultValue: 'Không phát hiện', unit: null })).toBe('Không phát hiện');
    expect(fieldValue(testResultFields(result), 'Khoảng bình thường')).toBe('500-1500');
    expect(fieldValue(testResultFields({ ...result, notes: null }), 'Ghi chú')).toBe('—');
    expect(testResultEntry(result).heading).toBe('10/11/2026 09:00 · Xét nghiệm CD4');
    expect(testResultEntry({ ...result, testTypeName: null }).heading).toBe('10/11/2026 09:00');
  });

  it('a treatment: its components without the empty places, its period and supply', () => {
    const treatment = data.treatments[0]!;
    expect(treatmentComponents(treatment)).toBe('TDF 300 mg, 3TC 300 mg, DTG 50 mg');
    expect(
      treatmentComponents({
        component1Name: 'A',
        component2Name: ' ',
        component3Name: null,
        component4Name: 'D',
      }),
    ).toBe('A, D');
    const fields = treatmentFields(treatment);
    expect(fieldValue(fields, 'Thời gian')).toBe('10/11/2026 – 08/02/2027');
    expect(fieldValue(fields, 'Cách dùng')).toBe('Uống 1 viên mỗi sáng (1 lần/ngày)');
    expect(fieldValue(fields, 'Hẹn tái khám')).toBe('01/02/2027');
  });
});

describe('the access log', () => {
  it.each([
    [accessEvent({ actorUserId: 7 }), 'Bạn'],
    [accessEvent({ actorName: 'Nguyễn Văn An' }), 'BS. Nguyễn Văn An'],
    [accessEvent({ actorName: 'BS. Lê Hoa' }), 'BS. Lê Hoa'],
    [accessEvent({ actorName: null }), 'Bác sĩ'],
    [accessEvent({ actorRole: 'Staff', actorName: null }), 'Nhân viên'],
    [accessEvent({ actorRole: null, actorUserId: null, actorName: null }), 'Không xác định'],
  ])('names the actor of %j', (event, label) => {
    expect(accessActor(event, 7)).toBe(label);
  });

  it('says who did what to which part, and a refusal', () => {
    expect(accessLine(accessEvent(), 7)).toBe('BS. Nguyễn Văn An: Xem kết quả xét nghiệm');
    expect(accessLine(accessEvent({ actorUserId: 7, action: 'export', category: 'profile' }), 7)).toBe(
      'Bạn: Xuất dữ liệu hồ sơ cá nhân',
    );
    expect(accessLine(accessEvent({ actorRole: 'Staff', outcome: 'refused', action: 'update' }), 7)).toBe(
      'Nhân viên: Cập nhật kết quả xét nghiệm (Bị từ chối)',
    );
  });

  it('notes when only the newest events are shown', () => {
    expect(recordAccessNote(100, 100)).toBeNull();
    expect(recordAccessNote(2, 2)).toBeNull();
    expect(recordAccessNote(100, 250)).toBe('Hiển thị 100 lần truy cập gần nhất trên tổng số 250.');
  });
});
