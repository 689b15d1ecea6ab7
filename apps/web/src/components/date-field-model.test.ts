import { describe, expect, it } from 'vitest';
import { parseDateVi } from './date-field-model';

describe('parseDateVi', () => {
  it.each([
    ['07/12/2026', '2026-12-07'],
    ['7/12/2026', '2026-12-07'],
    [' 29/02/2024 ', '2024-02-29'],
    ['07.12.2026', '2026-12-07'],
    ['2026-12-07', '2026-12-07'],
    ['29/02/2023', null],
    ['12/31/2026', null],
    ['2026/12/07', null],
    ['', null],
    ['hôm nay', null],
  ])('%j -> %j', (text, expected) => {
    expect(parseDateVi(text)).toBe(expected);
  });
});
