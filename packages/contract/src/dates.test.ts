import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  ageInYears,
  clinicNow,
  clinicToday,
  DEFAULT_CLINIC_TZ,
  daysBetween,
  formatDateVi,
  formatInstantDateVi,
  formatInstantVi,
  formatTimeShort,
  isDayAhead,
  isTimeZone,
  parseDay,
  toApiDate,
  toApiTime,
} from './dates.js';

describe('clinic today and now', () => {
  const lateEvening = new Date('2026-03-01T20:30:00Z');
  it.each([
    [DEFAULT_CLINIC_TZ, { date: '2026-03-02', hour: 3, minute: 30 }],
    ['UTC', { date: '2026-03-01', hour: 20, minute: 30 }],
    ['America/New_York', { date: '2026-03-01', hour: 15, minute: 30 }],
    ['Pacific/Kiritimati', { date: '2026-03-02', hour: 10, minute: 30 }],
  ])('in %s', (tz, expected) => {
    expect(clinicNow(tz, lateEvening)).toEqual(expected);
    expect(clinicToday(tz, lateEvening)).toBe(expected.date);
  });
  it('counts midnight as hour 0 of the new day', () => {
    expect(clinicNow('UTC', new Date('2026-03-05T00:00:00Z'))).toEqual({
      date: '2026-03-05',
      hour: 0,
      minute: 0,
    });
  });
  it('answers each instant when asked in turn around a minute and a day boundary, in several zones', () => {
    const asked: [string, string, ReturnType<typeof clinicNow>][] = [
      ['2026-03-05T16:59:59.999Z', DEFAULT_CLINIC_TZ, { date: '2026-03-05', hour: 23, minute: 59 }],
      ['2026-03-05T16:59:00.000Z', DEFAULT_CLINIC_TZ, { date: '2026-03-05', hour: 23, minute: 59 }],
      ['2026-03-05T16:59:30.000Z', 'Asia/Kolkata', { date: '2026-03-05', hour: 22, minute: 29 }],
      ['2026-03-05T17:00:00.000Z', DEFAULT_CLINIC_TZ, { date: '2026-03-06', hour: 0, minute: 0 }],
      ['2026-03-05T16:59:59.999Z', DEFAULT_CLINIC_TZ, { date: '2026-03-05', hour: 23, minute: 59 }],
      ['2026-03-05T17:00:30.000Z', 'Asia/Kolkata', { date: '2026-03-05', hour: 22, minute: 30 }],
    ];
    for (const [instant, tz, expected] of asked) {
      expect(clinicNow(tz, new Date(instant)), `${instant} in ${tz}`).toEqual(expected);
    }
  });
  it('gives each caller its own answer to change', () => {
    const at = new Date('2026-03-05T10:00:00Z');
    clinicNow('UTC', at).hour = 99;
    expect(clinicNow('UTC', at).hour).toBe(10);
  });
});

/**
 * The one-argument functions: the checks of a time zone and of a typed day, and the conversions to the API's
 * forms and to the Vietnamese display; each value and its result.
 */
describe.each<[string, (value: never) => unknown, [unknown, unknown][]]>([
  [
    'isTimeZone',
    isTimeZone,
    [
      ['Asia/Ho_Chi_Minh', true],
      ['UTC', true],
      ['Europe/Berlin', true],
      ['Mars/Olympus', false],
      ['', false],
    ],
  ],
  [
    'parseDay',
    parseDay,
    [
      ['05/03/2026', '2026-03-05'],
      [' 5/3/2026 ', '2026-03-05'],
      ['29/02/2028', '2028-02-29'],
      ['2026-03-05', '2026-03-05'],
      ['29/02/2026', null],
      ['31/04/2026', null],
      ['03/2026', null],
      ['05/03/26', null],
      ['Nguyễn', null],
      ['', null],
    ],
  ],
  [
    'toApiDate',
    toApiDate,
    [
      ['2026-03-05', '2026-03-05'],
      ['2026-03-05T00:00:00', '2026-03-05'],
      ['2026-03-05T23:30:00.000Z', '2026-03-05'],
      ['2026-03-05 08:00:00', '2026-03-05'],
      ['05/03/2026', ''],
      ['', ''],
      [null, ''],
      [undefined, ''],
    ],
  ],
  [
    'toApiTime',
    toApiTime,
    [
      ['09:00', '09:00:00'],
      ['09:00:00', '09:00:00'],
      ['18:30', '18:30:00'],
    ],
  ],
  [
    'formatDateVi',
    formatDateVi,
    [
      ['2026-03-05', '05/03/2026'],
      ['2030-12-31', '31/12/2030'],
      ['2026-03-05T00:00:00', '05/03/2026'],
      ['', ''],
      [null, ''],
      [undefined, ''],
      ['not a date', 'not a date'],
    ],
  ],
  [
    'formatTimeShort',
    formatTimeShort,
    [
      ['09:00:00', '09:00'],
      ['18:00', '18:00'],
      ['later', 'later'],
    ],
  ],
])('%s', (_, convert, cases) => {
  it.each(cases)('(%j) = %j', (value, expected) => {
    expect(convert(value as never)).toBe(expected);
  });
});

/** The date arithmetic: a day moved by a number of days or of months, and the day it lands on. */
describe('addDays and addMonths', () => {
  const move = { addDays, addMonths };
  it.each<[keyof typeof move, string, number, string]>([
    ['addDays', '2026-03-05', 1, '2026-03-06'],
    ['addDays', '2026-02-28', 1, '2026-03-01'],
    ['addDays', '2028-02-28', 1, '2028-02-29'],
    ['addDays', '2026-12-31', 1, '2027-01-01'],
    ['addDays', '2026-03-01', -1, '2026-02-28'],
    ['addMonths', '2025-01-01', 6, '2025-07-01'],
    ['addMonths', '2025-01-01', 12, '2026-01-01'],
    ['addMonths', '2025-08-31', 6, '2026-02-28'],
    ['addMonths', '2024-08-31', 6, '2025-02-28'],
    ['addMonths', '2023-08-31', 6, '2024-02-29'],
    ['addMonths', '2025-01-31', 1, '2025-02-28'],
    ['addMonths', '2025-03-31', 1, '2025-04-30'],
    ['addMonths', '2025-11-15', 3, '2026-02-15'],
    ['addMonths', '2025-12-31', 2, '2026-02-28'],
    ['addMonths', '2024-02-29', 12, '2025-02-28'],
    ['addMonths', '2025-07-10', -6, '2025-01-10'],
    ['addMonths', '2025-03-31', -1, '2025-02-28'],
    ['addMonths', '2026-01-15', -13, '2024-12-15'],
    ['addMonths', '2025-05-20', 0, '2025-05-20'],
    ['addMonths', '2025-05-20T10:00:00Z', 1, '2025-06-20'],
  ])('%s(%s, %i) = %s', (name, date, by, expected) => {
    expect(move[name](date, by)).toBe(expected);
  });

  it.each([['2026-1x-05'], ['not a date'], ['']])('throws on %j as an invalid Date would', (date) => {
    expect(() => addDays(date, 1)).toThrow(RangeError);
    expect(() => addMonths(date, 1)).toThrow(RangeError);
  });

  it('agrees with the Date object over years of days, centuries and the year 1000, a time after the date ignored', () => {
    const viaDate = (date: string, days: number, months = 0) => {
      const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
      const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
      return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay) + days)).toISOString().slice(0, 10);
    };
    const starts = ['2023-01-01', '1899-12-01', '1999-12-01', '0999-12-01'];
    for (const start of starts) {
      for (let day = 0; day < 2 * 366; day += 1) {
        const date = viaDate(start, day);
        for (const by of [-400, -29, -1, 0, 1, 28, 90, 365])
          expect(addDays(date, by)).toBe(viaDate(date, by));
        for (const by of [-13, -1, 1, 6, 12]) expect(addMonths(date, by)).toBe(viaDate(date, 0, by));
      }
    }
    expect(addDays('2025-05-20 10:00:00', 1)).toBe('2025-05-21');
  });
});

describe('daysBetween', () => {
  it.each([
    ['2026-03-05', '2026-03-05', 0],
    ['2024-02-28', '2024-03-01', 2],
    ['2026-12-31', '2026-01-01', -364],
    ['2025-05-20T23:00:00Z', '2025-06-19', 30],
  ])('from %s to %s: %i', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe('ageInYears', () => {
  it.each([
    ['1990-06-15', '2026-06-14', 35],
    ['1990-06-15', '2026-06-15', 36],
    ['1990-06-15', '2026-12-31', 36],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2026-01-01', '2026-01-01', 0],
  ])('born %s, on %s: %i', (birthDate, today, expected) => {
    expect(ageInYears(birthDate, today)).toBe(expected);
  });
});

describe('isDayAhead', () => {
  it.each([
    ['2030-01-10', '2030-01-09', true],
    ['2030-01-10', '2030-01-10', false],
    ['2030-01-10', '2030-01-11', false],
    ['2030-01-10T00:00:00Z', '2030-01-09', true],
    ['2030-01-01', '2029-12-31', true],
  ])('%s seen on %s: %s', (day, today, expected) => {
    expect(isDayAhead(day, today)).toBe(expected);
  });
});

describe('instants in the clinic zone', () => {
  it.each([
    ['2026-03-04T18:15:00Z', DEFAULT_CLINIC_TZ, '05/03/2026', '01:15 05/03/2026'],
    ['2026-03-04T18:15:00Z', 'UTC', '04/03/2026', '18:15 04/03/2026'],
    ['2026-03-05T09:05:00+07:00', DEFAULT_CLINIC_TZ, '05/03/2026', '09:05 05/03/2026'],
    ['nonsense', 'UTC', '', ''],
    [null, 'UTC', '', ''],
  ])('the moment %s in %s', (value, tz, date, dateTime) => {
    expect(formatInstantDateVi(value, tz)).toBe(date);
    expect(formatInstantVi(value, tz)).toBe(dateTime);
  });
});
