import { describe, expect, it } from 'vitest';
import { isIsoDate } from './dates.js';
import { parseRole, ROLE_DASHBOARD, roleLabel } from './roles.js';
import * as rules from './rules.js';

interface Predicate {
  rule: (value: string) => boolean;
  accepts: string[];
  /** Each refused value with what is wrong with it. */
  refuses: [string, string][];
}

const predicates: Record<string, Predicate> = {
  'password rule': {
    rule: rules.isStrongPassword,
    accepts: ['Abcdef1!', 'Demo@1234', 'xY9-xxxx', 'Aa1=aaaaaaaa'],
    refuses: [
      ['too short', 'Ab1!abc'],
      ['no upper case', 'abcdef1!'],
      ['no lower case', 'ABCDEF1!'],
      ['no digit', 'Abcdefg!'],
      ['no special', 'Abcdefg1'],
      ['special outside the list', 'Abcdef1~'],
    ],
  },
  'registration phone (0 then exactly 9 digits)': {
    rule: rules.isVietnamesePhone,
    accepts: ['0912345678'],
    refuses: [
      ['no leading 0', '912345678'],
      ['11 digits', '09123456789'],
      ['leading 1', '1912345678'],
      ['a letter', '09123a5678'],
    ],
  },
  'staff-entered phone (exactly 10 digits)': {
    rule: rules.isTenDigitPhone,
    accepts: ['1234567890'],
    refuses: [['9 digits', '123456789']],
  },
  'e-mail (the simple x@y.z pattern)': {
    rule: rules.isSimpleEmail,
    accepts: ['lan@example.vn'],
    refuses: [
      ['no dot in the domain', 'lan@example'],
      ['a space', 'lan example@x.vn'],
      ['no local part', '@x.vn'],
    ],
  },
  'yyyy-MM-dd dates': {
    rule: isIsoDate,
    accepts: ['2024-02-29'],
    refuses: [
      ['29 February of a common year', '2023-02-29'],
      ['month 13', '2024-13-01'],
      ['dd/MM/yyyy', '01/02/2024'],
    ],
  },
  'HH:mm and HH:mm:ss clock times': {
    rule: rules.isClockTime,
    accepts: ['08:00:00', '23:59'],
    refuses: [
      ['hour 24', '24:00:00'],
      ['one-digit hour', '8:00'],
    ],
  },
  'control characters in text': {
    rule: rules.isFreeOfControlChars,
    accepts: ['Nguyễn Văn An', '', 'a\tb\r\nc', 'a\u007fb'],
    refuses: [
      ['NUL', 'An\u0000'],
      ['bell', '\u0007'],
      ['vertical tab', 'a\u000bb'],
      ['unit separator', '\u001f'],
      ['escape', '\u001b[31m'],
    ],
  },
};

describe.each(Object.entries(predicates))('%s', (_, { rule, accepts, refuses }) => {
  it.each(accepts)('accepts %j', (value) => {
    expect(rule(value)).toBe(true);
  });
  it.each(refuses)('refuses %s: %j', (_, value) => {
    expect(rule(value)).toBe(false);
  });
});

describe('password rule on login', () => {
  it('is skipped for demo-like usernames and an empty password', () => {
    expect(rules.loginSkipsPasswordRule('PATIENT1', 'x')).toBe(true);
    expect(rules.loginSkipsPasswordRule('my.doctor', 'x')).toBe(true);
    expect(rules.loginSkipsPasswordRule('lan', '')).toBe(true);
    expect(rules.loginSkipsPasswordRule('lan', 'x')).toBe(false);
  });
});

describe('clinic hours and weekdays', () => {
  it('has 11 whole clinic hours from 08:00 to 18:00', () => {
    expect(rules.CLINIC_HOURS).toHaveLength(11);
    expect(rules.CLINIC_HOURS[0]).toBe('08:00');
    expect(rules.CLINIC_HOURS[10]).toBe('18:00');
  });
  it.each([
    ['08:00', 8],
    ['18:00:00', 18],
    ['07:00', null],
    ['19:00', null],
    ['09:30', null],
  ])('clinicHour(%s) = %s', (time, hour) => {
    expect(rules.clinicHour(time)).toBe(hour);
  });
  it('finds the weekday of a calendar date and sorts Monday to Sunday', () => {
    expect(rules.weekdayOf('2026-11-23')).toBe('Monday');
    expect(rules.weekdayOf('2026-11-22')).toBe('Sunday');
    const sorted = rules.sortByWeekday([
      { workDay: 'Sunday' },
      { workDay: 'Monday' },
      { workDay: 'Wednesday' },
    ]);
    expect(sorted.map((r) => r.workDay)).toEqual(['Monday', 'Wednesday', 'Sunday']);
  });
});

describe('role names', () => {
  it.each([
    ['doctor', 'Doctor'],
    [' ADMIN ', 'Admin'],
    ['nurse', null],
    [undefined, null],
  ])('parseRole(%j) = %s', (name, role) => {
    expect(parseRole(name)).toBe(role);
  });
  it('label the profile and pick the dashboard', () => {
    expect(roleLabel('Manager')).toBe('manager');
    expect(roleLabel('x')).toBe('unknown');
    expect(ROLE_DASHBOARD.Patient).toBe('/patient/dashboard');
  });
});
