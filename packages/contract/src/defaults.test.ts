import { describe, expect, it } from 'vitest';
import { withDefaults } from './defaults.js';

const DEFAULTS = { lookbackMonths: 12, graceDays: 28 };

describe('withDefaults', () => {
  it.each([
    ['nothing given', undefined, DEFAULTS],
    ['an empty object', {}, DEFAULTS],
    ['one value', { graceDays: 30 }, { lookbackMonths: 12, graceDays: 30 }],
    ['a key left blank', { graceDays: undefined, lookbackMonths: 6 }, { lookbackMonths: 6, graceDays: 28 }],
    ['zero, a value like any other', { graceDays: 0 }, { lookbackMonths: 12, graceDays: 0 }],
  ])('%s', (_name, given, expected) => {
    expect(withDefaults(DEFAULTS, given)).toEqual(expected);
  });

  it('leaves the defaults as they were', () => {
    withDefaults(DEFAULTS, { graceDays: 1 });
    expect(DEFAULTS).toEqual({ lookbackMonths: 12, graceDays: 28 });
  });
});
