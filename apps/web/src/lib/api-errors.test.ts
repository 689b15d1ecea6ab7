import { describe, expect, it } from 'vitest';
import { appMessages } from '../messages';
import { ApiError } from './api-client';
import { apiErrorMessage, noAnswerMessage } from './api-errors';

const slow = new ApiError(0, appMessages.serverSlow, { timedOut: true });
const offline = new ApiError(0, appMessages.networkError);

describe('noAnswerMessage', () => {
  it('says the server was too slow for a call given up after the time limit, whatever the screen calls no connection', () => {
    expect(noAnswerMessage(slow)).toBe(appMessages.serverSlow);
    expect(noAnswerMessage(slow, 'Mất kết nối')).toBe(appMessages.serverSlow);
  });

  it("says no connection, in the screen's words when it has them, for a call that could not go out", () => {
    expect(noAnswerMessage(offline)).toBe(appMessages.networkError);
    expect(noAnswerMessage(offline, 'Mất kết nối')).toBe('Mất kết nối');
  });

  it('leaves an answered call, or something else thrown, to the screen', () => {
    expect(noAnswerMessage(new ApiError(500, 'x'))).toBeNull();
    expect(noAnswerMessage(new TypeError('boom'))).toBeNull();
  });

  it('is what the shared wording says of an unanswered call', () => {
    expect(apiErrorMessage(slow, 'mặc định')).toBe(appMessages.serverSlow);
    expect(apiErrorMessage(offline, 'mặc định')).toBe(appMessages.connectionFailed);
  });
});
