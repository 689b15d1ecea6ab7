import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { fakeToken, inOneHour } from '../../test/tokens';
import { revokeToken } from './revoke-token';

const fetchMock = stubFetch();

describe('revokeToken', () => {
  it('asks the server to revoke the token it is given', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    const token = fakeToken({ role: 'Doctor', exp: inOneHour() });
    await revokeToken(token);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/Auth/logout');
    expect(init?.method).toBe('POST');
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
  });

  it('never throws: offline, refused, or nothing to revoke', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(revokeToken(fakeToken({ role: 'Doctor', exp: inOneHour() }))).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 401 }));
    await expect(revokeToken(fakeToken({ role: 'Doctor', exp: inOneHour() }))).resolves.toBeUndefined();
    await revokeToken(null);
    // An expired token is refused by the server anyway: no call.
    await revokeToken(fakeToken({ role: 'Doctor', exp: Math.floor(Date.now() / 1000) - 5 }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
