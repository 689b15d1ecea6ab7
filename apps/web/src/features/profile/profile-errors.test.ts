import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { appMessages } from '../../messages';
import { profileUpdateErrorMessage } from './components/profile-form';
import { profileMessages as m } from './messages';
import { profileLoadErrorMessage } from './profile-page';

describe("the profile's error wording", () => {
  it.each([
    ['load', profileLoadErrorMessage],
    ['update', profileUpdateErrorMessage],
  ])('%s: a server too slow to answer, and no connection at all, are told apart', (_, word) => {
    expect(word(new ApiError(0, 'x', { timedOut: true }))).toBe(appMessages.serverSlow);
    expect(word(new ApiError(0, 'x'))).toBe(appMessages.networkError);
  });

  it('keeps its own texts for what the server answered and for anything else', () => {
    expect(profileLoadErrorMessage(new ApiError(500, 'x'))).toBe(m.loadFailedStatus(500));
    expect(profileLoadErrorMessage(new TypeError('boom'))).toBe(m.loadFailed);
    expect(profileUpdateErrorMessage(new ApiError(400, 'x', { serverMessage: 'Sai' }))).toBe('Sai');
    expect(profileUpdateErrorMessage(new TypeError('boom'))).toBe(m.updateError);
  });
});
