import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { appMessages } from '../../messages';
import { appointmentActionError } from './appointment-errors';
import { appointmentsMessages as m } from './messages';

describe('appointmentActionError', () => {
  it('says the server was too slow when the call was given up, and no connection when it could not go out', () => {
    expect(appointmentActionError(new ApiError(0, 'x', { timedOut: true }))).toBe(appMessages.serverSlow);
    expect(appointmentActionError(new ApiError(0, 'x'))).toBe(m.networkError);
  });

  it("shows the server's words, none for an expired session, else the default", () => {
    expect(appointmentActionError(new ApiError(409, 'x', { serverMessage: 'Giờ này đã có người đặt' }))).toBe(
      'Giờ này đã có người đặt',
    );
    expect(appointmentActionError(new ApiError(401, 'x'))).toBeNull();
    expect(appointmentActionError(new TypeError('boom'))).toBe(m.actionFailed);
  });
});
