import { describe, expect, it } from 'vitest';
import { parseRole, ROLE_DASHBOARD, roleLabel } from './roles.js';
import {
  CLINIC_HOURS,
  clinicHour,
  isClockTime,
  isFreeOfControlChars,
  isIsoDate,
  isSimpleEmail,
  isStrongPassword,
  isTenDigitPhone,
  isVietnamesePhone,
  loginSkipsPasswordRule,
  sortByWeekday,
  weekdayOf,
} from './rules.js';

describe('password rule', () => {
  it.each(['Abcdef1!', 'Demo@1234', 'xY9-xxxx', 'Aa1=aaaaaaaa'])('accepts %s', (pw) => {
    expect(isStrongPassword(pw)).toBe(true);
  });
  it.each([
    ['too short', 'Ab1!abc'],
    ['no upper case', 'abcdef1!'],
    ['no lower case', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no special', 'Abcdefg1'],
    ['special outside the list', 'Abcdef1~'],
  ])('refuses a password with %s', (_, pw) => {
    expect(isStrongPassword(pw)).toBe(false);
  });
  it('is skipped on login for demo-like usernames and an empty password', () => {
    expect(loginSkipsPasswordRule('PATIENT1', 'x')).toBe(true);
    expect(loginSkipsPasswordRule('my.doctor', 'x')).toBe(true);
    expect(loginSkipsPasswordRule('lan', '')).toBe(true);
    expect(loginSkipsPasswordRule('lan', 'x')).toBe(false);
  });
});

describe('phone numbers', () => {
  it('takes 0 followed by exactly 9 digits for registration', () => {
    expect(isVietnamesePhone('0912345678')).toBe(true);
    expect(isVietnamesePhone('912345678')).toBe(false);
    expect(isVietnamesePhone('09123456789')).toBe(false);
    expect(isVietnamesePhone('1912345678')).toBe(false);
    expect(isVietnamesePhone('09123a5678')).toBe(false);
  });
  it('takes exactly 10 digits for staff-entered numbers', () => {
    expect(isTenDigitPhone('1234567890')).toBe(true);
    expect(isTenDigitPhone('123456789')).toBe(false);
  });
});

describe('e-mail', () => {
  it('follows the simple x@y.z pattern', () => {
    expect(isSimpleEmail('lan@example.vn')).toBe(true);
    expect(isSimpleEmail('lan@example')).toBe(false);
    expect(isSimpleEmail('lan example@x.vn')).toBe(false);
    expect(isSimpleEmail('@x.vn')).toBe(false);
  });
});

describe('dates and times', () => {
  it('accepts only real yyyy-MM-dd dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('01/02/2024')).toBe(false);
  });
  it('accepts HH:mm and HH:mm:ss clock times', () => {
    expect(isClockTime('08:00:00')).toBe(true);
    expect(isClockTime('23:59')).toBe(true);
    expect(isClockTime('24:00:00')).toBe(false);
    expect(isClockTime('8:00')).toBe(false);
  });
  it('has 11 whole clinic hours from 08:00 to 18:00', () => {
    expect(CLINIC_HOURS).toHaveLength(11);
    expect(CLINIC_HOURS[0]).toBe('08:00');
    expect(CLINIC_HOURS[10]).toBe('18:00');
    expect(clinicHour('08:00')).toBe(8);
    expect(clinicHour('18:00:00')).toBe(18);
    expect(clinicHour('07:00')).toBeNull();
    expect(clinicHour('19:00')).toBeNull();
    expect(clinicHour('09:30')).toBeNull();
  });
  it('finds the weekday of a calendar date and sorts Monday to Sunday', () => {
    expect(weekdayOf('2026-11-23')).toBe('Monday');
    expect(weekdayOf('2026-11-22')).toBe('Sunday');
    const sorted = sortByWeekday([{ workDay: 'Sunday' }, { workDay: 'Monday' }, { workDay: 'Wednesday' }]);
    expect(sorted.map((r) => r.workDay)).toEqual(['Monday', 'Wednesday', 'Sunday']);
  });
});

describe('role names', () => {
  it('are read case-insensitively', () => {
    expect(parseRole('doctor')).toBe('Doctor');
    expect(parseRole(' ADMIN ')).toBe('Admin');
    expect(parseRole('nurse')).toBeNull();
    expect(parseRole(undefined)).toBeNull();
  });
  it('label the profile and pick the dashboard', () => {
    expect(roleLabel('Manager')).toBe('manager');
    expect(roleLabel('x')).toBe('unknown');
    expect(ROLE_DASHBOARD.Patient).toBe('/patient/dashboard');
  });
});

describe('control characters in text', () => {
  it.each([
    ['plain Vietnamese', 'Nguyễn Văn An', true],
    ['empty', '', true],
    ['tab, line feed and carriage return', 'a\tb\r\nc', true],
    ['DEL is not C0', 'a\u007fb', true],
    ['NUL', 'An\u0000', false],
    ['bell', '\u0007', false],
    ['vertical tab', 'a\u000bb', false],
    ['unit separator', '\u001f', false],
    ['escape', '\u001b[31m', false],
  ])('%s', (_, text, ok) => {
    expect(isFreeOfControlChars(text)).toBe(ok);
  });
});
