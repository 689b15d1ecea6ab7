import { describe, expect, it } from 'vitest';
import { checkHourOnBlur, HOUR_FORMAT_HINT, sanitizeHourInput } from './clinic-hours';

const RANGE = 'Vui lòng nhập giờ từ 08:00 đến 18:00';

describe('sanitizeHourInput', () => {
  it('keeps only digits and colons, at most 5 characters', () => {
    expect(sanitizeHourInput('0a9:0b0')).toBe('09:00');
    expect(sanitizeHourInput('09:00:00')).toBe('09:00');
    expect(sanitizeHourInput(' 8h ')).toBe('8');
    expect(sanitizeHourInput('abc')).toBe('');
  });
});

describe('checkHourOnBlur', () => {
  // Whole hours from 08:00 to 18:00 are normalised; others outside the clinic day or not whole are cleared with
  // the range message, what is not a time at all with the format hint; an empty field is left for the submit check.
  it.each([
    ['08:00', '08:00', null],
    ['18:00', '18:00', null],
    ['9', '09:00', null],
    ['9:00', '09:00', null],
    ['13', '13:00', null],
    ['07:00', '', RANGE],
    ['19:00', '', RANGE],
    ['09:30', '', RANGE],
    ['18:01', '', RANGE],
    ['0900', '', HOUR_FORMAT_HINT],
    ['9:0', '', HOUR_FORMAT_HINT],
    ['25:00', '', HOUR_FORMAT_HINT],
    [':', '', HOUR_FORMAT_HINT],
    ['', '', null],
  ])('reads %j as %j with error %j', (input, value, error) => {
    expect(checkHourOnBlur(input)).toEqual({ value, error });
  });
});
