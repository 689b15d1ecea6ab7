import { describe, expect, it } from 'vitest';
import { pageOf } from './pagination';

describe('pageOf', () => {
  const items = [1, 2, 3, 4, 5];

  it('cuts the asked page', () => {
    expect(pageOf(items, 2, 2)).toEqual({ pages: 3, current: 2, shown: [3, 4] });
  });

  it('falls back to the last page when the list shrank', () => {
    expect(pageOf(items, 9, 2)).toEqual({ pages: 3, current: 3, shown: [5] });
  });

  it('keeps one page for an empty list', () => {
    expect(pageOf([], 1, 10)).toEqual({ pages: 1, current: 1, shown: [] });
  });
});
