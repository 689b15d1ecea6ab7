import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { bookingErrorMessage } from './booking-errors';

describe('bookingErrorMessage', () => {
  it('shows the server message of a 400, else the invalid-time text', () => {
    expect(bookingErrorMessage(new ApiError(400, 'x', { serverMessage: 'Giờ này đã qua.' }))).toBe(
      'Giờ này đã qua.',
    );
    const schema = new ApiError(400, 'x', {
      serverMessage: 'Dữ liệu không hợp lệ',
      fieldErrors: { appointmentTime: ['Vui lòng nhập giờ từ 08:00 đến 18:00'] },
    });
    expect(bookingErrorMessage(schema)).toBe('Vui lòng nhập giờ từ 08:00 đến 18:00');
    expect(bookingErrorMessage(new ApiError(400, 'x'))).toBe(
      'Thời gian không hợp lệ. Vui lòng kiểm tra lại.',
    );
  });

  it('shows the server message of a 409 (slot taken)', () => {
    const taken = 'Bác sĩ đã có lịch hẹn vào thời gian này. Vui lòng chọn thời gian khác.';
    expect(bookingErrorMessage(new ApiError(409, taken, { serverMessage: taken }))).toBe(taken);
  });

  it('maps 5xx and network failures to the texts of the original app', () => {
    expect(bookingErrorMessage(new ApiError(500, 'x', { serverMessage: 'boom' }))).toBe(
      'Lỗi máy chủ. Vui lòng thử lại sau hoặc liên hệ quản trị viên.',
    );
    expect(bookingErrorMessage(new ApiError(0, 'x'))).toBe(
      'Không thể kết nối đến máy chủ. Vui lòng kiểm tra kết nối mạng.',
    );
  });

  it('words a request given up after the wait as a timeout to retry, not as no connection', () => {
    expect(bookingErrorMessage(new ApiError(0, 'x', { timedOut: true }))).toBe(
      'Máy chủ phản hồi quá chậm nên yêu cầu đặt lịch đã dừng lại. Vui lòng thử lại.',
    );
  });

  it('falls back to a generic text', () => {
    expect(bookingErrorMessage(new Error('?'))).toBe('Đặt lịch hẹn thất bại. Vui lòng thử lại.');
  });
});
