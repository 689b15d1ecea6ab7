// @vitest-environment jsdom
import type { UserDetails } from '@clinic/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, inOneHour } from '../../test/tokens';
import {
  expireSession,
  isTokenExpired,
  readSession,
  readTokenClaims,
  restoreSession,
  STORAGE_KEYS,
  saveSession,
  setExpiredSessionHandler,
} from './session';

const user: UserDetails = {
  role: 'Patient',
  userRole: 'Patient',
  userId: 7,
  patientId: 3,
  username: 'patient1',
  fullName: 'Nguyễn Văn An',
  phoneNumber: '0901234567',
  email: 'an@example.com',
  gender: 'Male',
  address: 'Hà Nội',
  dateOfBirth: '1990-01-01',
  avatar: null,
};

describe('token expiry', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);
  const nowSeconds = now / 1000;

  it('is valid only while exp is after now', () => {
    expect(isTokenExpired(fakeToken({ role: 'Patient', exp: nowSeconds + 1 }), now)).toBe(false);
    expect(isTokenExpired(fakeToken({ role: 'Patient', exp: nowSeconds }), now)).toBe(true);
    expect(isTokenExpired(fakeToken({ role: 'Patient', exp: nowSeconds - 60 }), now)).toBe(true);
  });

  it('treats a missing or unreadable token, or one without exp, as expired', () => {
    expect(isTokenExpired(null, now)).toBe(true);
    expect(isTokenExpired('', now)).toBe(true);
    expect(isTokenExpired('not-a-token', now)).toBe(true);
    expect(isTokenExpired('a.%%%.c', now)).toBe(true);
    expect(isTokenExpired(fakeToken({ role: 'Patient' }), now)).toBe(true);
    expect(isTokenExpired(fakeToken({ role: 'Patient', exp: 'soon' }), now)).toBe(true);
  });

  it('reads the role case-insensitively and decodes non-ASCII payloads', () => {
    const token = fakeToken({ role: 'doctor', exp: nowSeconds + 10 });
    expect(readTokenClaims(token)).toEqual({ role: 'Doctor', exp: nowSeconds + 10 });
    expect(readTokenClaims(fakeToken({ role: 'janitor', exp: 1 }))?.role).toBeNull();
  });
});

describe('stored session', () => {
  afterEach(() => setExpiredSessionHandler(() => {}));

  it('saves the three keys, with the role taken from the token', () => {
    const token = fakeToken({ role: 'Patient', exp: inOneHour() });
    saveSession(token, user);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userDetails) ?? '{}').fullName).toBe(user.fullName);
    expect(localStorage.getItem(STORAGE_KEYS.userRole)).toBe('Patient');
    expect(readSession()).toMatchObject({ token, role: 'Patient', user: { userId: 7 } });
  });

  it('restores only when both token and user details exist, otherwise clears both', () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeToken({ role: 'Patient', exp: inOneHour() }));
    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();

    localStorage.setItem(STORAGE_KEYS.userDetails, JSON.stringify(user));
    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userDetails)).toBeNull();

    localStorage.setItem(STORAGE_KEYS.token, fakeToken({ role: 'Patient', exp: inOneHour() }));
    localStorage.setItem(STORAGE_KEYS.userDetails, '{broken json');
    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('the expired-session routine clears storage and hands over to the app', () => {
    const handler = vi.fn();
    setExpiredSessionHandler(handler);
    saveSession(fakeToken({ role: 'Patient', exp: inOneHour() }), user);
    expireSession();
    expect(handler).toHaveBeenCalledOnce();
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(readSession()).toBeNull();
  });
});
