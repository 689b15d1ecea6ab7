import { resultReadingText, type TestResultItem, testResultUpdateBody } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { zodResolver } from '../../lib/forms';
import { parseRouteId } from '../../lib/route-id';
import { saveErrorMessage, type TestResultFormValues, updateBody, updateReading } from './test-result-model';

const loaded: TestResultItem = {
  testResultId: 7,
  appointmentId: 21,
  patientId: null,
  doctorId: 3,
  testTypeId: 2,
  patientName: 'Ẩn danh',
  doctorName: 'BS. Lan',
  testTypeName: 'CD4',
  resultValue: '350',
  numericValue: 350,
  belowDetection: false,
  testTypeKind: 'cd4',
  band: 'moderate',
  outOfRange: true,
  unit: 'cells/mm³',
  normalRange: '500 - 1500',
  notes: 'Theo dõi',
  specialNotes: null,
  appointmentDate: '2030-06-05',
  appointmentTime: '09:00:00',
  bloodType: null,
  isAnonymous: true,
};

describe('the update body', () => {
  const validate = zodResolver(testResultUpdateBody, (values: TestResultFormValues) =>
    updateBody(loaded, values),
  );

  it('requires the result value', () => {
    expect(validate({ resultValue: '  ', notes: '' })).toEqual({
      resultValue: 'Vui lòng nhập kết quả xét nghiệm',
    });
    expect(validate({ resultValue: '420', notes: '' })).toEqual({});
  });

  it('sends the seven fields, only result and notes changed, trimmed; empty notes become null', () => {
    const other = { ...loaded, testTypeKind: 'other' as const, numericValue: null };
    expect(updateBody(other, { resultValue: ' 420 ', notes: '  ' })).toEqual({
      testResultId: 7,
      appointmentId: 21,
      patientId: null,
      doctorId: 3,
      testTypeId: 2,
      resultValue: '420',
      notes: null,
    });
    expect(updateBody(loaded, { resultValue: '420', notes: ' Ổn định ' }).notes).toBe('Ổn định');
  });

  it('sends the number a CD4 or viral load text is read as, never the stale loaded one', () => {
    expect(updateBody(loaded, { resultValue: ' 1,050 ', notes: '' })).toMatchObject({
      resultValue: '1,050',
      numericValue: 1050,
      belowDetection: false,
    });
    const vl = { ...loaded, testTypeKind: 'viralLoad' as const, numericValue: 48000 };
    expect(updateBody(vl, { resultValue: '1.500 copies/mL', notes: '' })).toMatchObject({
      numericValue: 1500,
      belowDetection: false,
    });
    expect(updateBody(vl, { resultValue: 'KPH', notes: '' })).toMatchObject({
      numericValue: null,
      belowDetection: true,
    });
    // Unreadable: the text alone, which the server stores with no number for the doctor to correct.
    const unread = updateBody(vl, { resultValue: 'xem phiếu', notes: '' });
    expect(unread).not.toHaveProperty('numericValue');
    expect(unread).not.toHaveProperty('belowDetection');
    expect(validate({ resultValue: 'xem phiếu', notes: '' })).toEqual({});
  });

  it('keeps the number a client stored with a text that cannot be read while that text is not changed', () => {
    const sent = {
      ...loaded,
      testTypeKind: 'viralLoad' as const,
      resultValue: 'xem phiếu',
      numericValue: 48000,
    };
    expect(updateBody(sent, { resultValue: 'xem phiếu ', notes: 'Đã gọi' })).toMatchObject({
      numericValue: 48000,
      belowDetection: false,
    });
    expect(resultReadingText(updateReading(sent, 'xem phiếu')!)).toBe('Hệ thống đọc là: 48.000 bản sao/mL');
    const changed = updateBody(sent, { resultValue: 'xem lại', notes: '' });
    expect(changed).not.toHaveProperty('numericValue');
    const stored = { ...sent, numericValue: null };
    expect(updateBody(stored, { resultValue: 'xem phiếu', notes: '' })).not.toHaveProperty('numericValue');
    expect(resultReadingText(updateReading(stored, 'xem phiếu')!)).toBe(
      'Không đọc được số từ kết quả này: bác sĩ sẽ phải sửa lại',
    );
  });
});

describe('display and errors', () => {
  it("shows the server's appointment messages", () => {
    const other = new ApiError(409, 'x', { serverMessage: 'Cuộc hẹn này đã có kết quả xét nghiệm khác' });
    expect(saveErrorMessage(other, 'mặc định')).toBe('Cuộc hẹn này đã có kết quả xét nghiệm khác');
    expect(saveErrorMessage(new ApiError(0, 'offline'), 'mặc định')).toBe(
      'Đã xảy ra lỗi khi kết nối đến server',
    );
  });

  it('reads route ids', () => {
    expect(parseRouteId('7')).toBe(7);
    expect(parseRouteId('x')).toBeNull();
  });
});
