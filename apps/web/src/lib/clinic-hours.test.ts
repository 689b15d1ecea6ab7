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
  it('accepts whole hours from 08:00 to 18:00 and normalises them', () => {
    expect(checkHourOnBlur('08:00')).toEqual({ value: '08:00', error: null });
    expect(checkHourOnBlur('18:00')).toEqual({ value: '18:00', error: null });
    expect(checkHourOnBlur('9')).toEqual({ value: '09:00', error: null });
    expect(checkHourOnBlur('9:00')).toEqual({ value: '09:00', error: null });
    expect(checkHourOnBlur('13')).toEqual({ value: '13:00', error: null });
  });

  it('clears hours outside the clinic day or not whole, with the range message', () => {
    expect(checkHourOnBlur('07:00')).toEqual({ value: '', error: RANGE });
    expect(checkHourOnBlur('19:00')).toEqual({ value: '', error: RANGE });
    expect(checkHourOnBlur('09:30')).toEqual({ value: '', error: RANGE });
    expect(checkHourOnBlur('18:01')).toEqual({ value: '', error: RANGE });
  });

  it('clears what is not a time at all, with the format hint', () => {
    expect(checkHourOnBlur('0900')).toEqual({ value: '', error: HOUR_FORMAT_HINT });
    expect(checkHourOnBlur('9:0')).toEqual({ value: '', error: HOUR_FORMAT_HINT });
    expect(checkHourOnBlur('25:00')).toEqual({ value: '', error: HOUR_FORMAT_HINT });
    expect(checkHourOnBlur(':')).toEqual({ value: '', error: HOUR_FORMAT_HINT });
  });

  it('leaves an empty field for the submit check', () => {
    expect(checkHourOnBlur('')).toEqual({ value: '', error: null });
  });
});
