import { type TestResultItem, testResultUpdateBody } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { zodResolver } from '../../lib/forms';
import { parseRouteId } from '../../lib/route-id';
import { saveErrorMessage, type TestResultFormValues, updateBody } from './test-result-model';

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
    expect(updateBody(loaded, { resultValue: ' 420 ', notes: '  ' })).toEqual({
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
