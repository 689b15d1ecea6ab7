import { describe, expect, it } from 'vitest';
import { isSpecimenCode, luhnCheckDigit, specimenCode } from './specimen-code.js';

describe('luhnCheckDigit', () => {
  it.each([
    ['7992739871', 3],
    ['0000000000', 0],
    ['2026000001', 1],
  ])('%s → %i', (digits, check) => {
    expect(luhnCheckDigit(digits)).toBe(check);
  });
});

describe('specimen codes', () => {
  it.each([
    [2026, 1, 'XN20260000011'],
    [2026, 17, 'XN20260000177'],
    [2027, 999_999, `XN2027999999${luhnCheckDigit('2027999999')}`],
  ])('year %i, sequence %i → %s', (year, sequence, code) => {
    expect(specimenCode(year, sequence)).toBe(code);
    expect(isSpecimenCode(code)).toBe(true);
  });

  it('refuses a sequence the code cannot hold', () => {
    expect(() => specimenCode(2026, 0)).toThrow(RangeError);
    expect(() => specimenCode(2026, 1_000_000)).toThrow(RangeError);
  });

  it.each([
    ['xn20260000011', true],
    [' XN20260000177 ', true],
    // one digit mistyped, two neighbours swapped, the check digit wrong
    ['XN20260000021', false],
    ['XN20260000717', false],
    ['XN20260000012', false],
    ['XN2026000001', false],
    ['AB20260000011', false],
  ])('%j is a specimen code: %s', (text, valid) => {
    expect(isSpecimenCode(text)).toBe(valid);
  });
});
