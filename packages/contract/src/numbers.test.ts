import { describe, expect, it } from 'vitest';
import { formatNumberVi } from './numbers.js';

describe('formatNumberVi', () => {
  it.each([
    [0, undefined, '0'],
    [12500, undefined, '12.500'],
    [1000000, undefined, '1.000.000'],
    [0.955, undefined, '0,955'],
    [0.9555, undefined, '0,956'],
    [48.25, 1, '48,3'],
    [65, 1, '65'],
    [-3.5, 0, '-4'],
  ])('%s with at most %s decimals reads %s', (value, digits, expected) => {
    expect(formatNumberVi(value, digits)).toBe(expected);
  });
});
