/** Shared business rules used by server and web alike; each lives here once. */
import { codesOf } from './codes.js';

export const PASSWORD_SPECIALS = '!@#$%^&*()_+-=';
const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*()_+\-=]).{8,}$/;
export const MIN_STAFF_PASSWORD = 6;

export function isStrongPassword(value: string): boolean {
  return PASSWORD_RE.test(value);
}

const DEMO_NAME_RE = /admin|doctor|patient|staff|manager/i;
/** On login the password rule is skipped for demo-like usernames and for an empty password. */
export function loginSkipsPasswordRule(username: string, password: string): boolean {
  return password === '' || DEMO_NAME_RE.test(username);
}

/** Vietnamese phone for registration: 0 followed by exactly 9 digits. */
export function isVietnamesePhone(value: string): boolean {
  return /^0\d{9}$/.test(value);
}

/** Staff-entered phone numbers: exactly 10 digits. */
export function isTenDigitPhone(value: string): boolean {
  return /^\d{10}$/.test(value);
}

/** A simple address pattern: x@y.z without spaces. */
export function isSimpleEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** A real calendar date written yyyy-MM-dd. */
/**
 * False when the text holds a C0 control character other than tab, line feed and carriage return: none belongs
 * in a name or a note, and U+0000 is refused by PostgreSQL outright.
 */
export function isFreeOfControlChars(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return false;
  }
  return true;
}

/** HH:mm:ss (or HH:mm) with real hour and minute values. */
export function isClockTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value);
}

/** Booking and working hours: whole hours 08:00 to 18:00 (11 options). */
export const FIRST_HOUR = 8;
export const LAST_HOUR = 18;
export const CLINIC_HOURS: string[] = Array.from(
  { length: LAST_HOUR - FIRST_HOUR + 1 },
  (_, i) => `${String(FIRST_HOUR + i).padStart(2, '0')}:00`,
);

/** "08:00" or "08:00:00" -> 8 when it is a whole clinic hour, otherwise null. */
export function clinicHour(value: string): number | null {
  const match = /^(\d{2}):00(:00)?$/.exec(value);
  if (!match) return null;
  const hour = Number(match[1]);
  return hour >= FIRST_HOUR && hour <= LAST_HOUR ? hour : null;
}

/** Monday first, as ISO counts the days: weekdayOf and the server read WEEKDAYS by position. */
export const WEEKDAY_VI = {
  Monday: 'Thứ Hai',
  Tuesday: 'Thứ Ba',
  Wednesday: 'Thứ Tư',
  Thursday: 'Thứ Năm',
  Friday: 'Thứ Sáu',
  Saturday: 'Thứ Bảy',
  Sunday: 'Chủ Nhật',
};
export const WEEKDAYS = codesOf(WEEKDAY_VI);
export type Weekday = (typeof WEEKDAYS)[number];

/** Weekday of a yyyy-MM-dd date (a calendar date has no time zone). */
export function weekdayOf(isoDate: string): Weekday {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const sundayFirst = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as Weekday;
}

export function sortByWeekday<T extends { workDay: string }>(rows: T[]): T[] {
  const order = (day: string) => WEEKDAYS.indexOf(day as Weekday);
  return [...rows].sort((a, b) => order(a.workDay) - order(b.workDay));
}

export const GENDER_VI = { Male: 'Nam', Female: 'Nữ' };
export const GENDERS = codesOf(GENDER_VI);
export type Gender = (typeof GENDERS)[number];

export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'O+', 'O-', 'AB+', 'AB-'] as const;
export type BloodType = (typeof BLOOD_TYPES)[number];

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;

/**
 * Per-account login throttling: this many wrong passwords within the window lock the account's logins (from
 * any address) for LOGIN_LOCK_MINUTES; the lock always ends on its own.
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const LOGIN_LOCK_MINUTES = 15;

/** Code mails (verification, password reset, e-mail change) one address may receive, per hour and per day. */
export const CODE_MAILS_PER_HOUR = 3;
export const CODE_MAILS_PER_DAY = 10;
