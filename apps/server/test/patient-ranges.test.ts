import { describe, expect, it } from 'vitest';
import { type PatientRange, rangesOf } from '../src/clinic/patient-ranges.js';

const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

/** Which of the ranges hold `id`. */
const holding = (ranges: PatientRange[], id: number) =>
  ranges.flatMap((range, i) => (range.first <= id && id <= range.last ? [i] : []));

describe('rangesOf', () => {
  it.each([
    // low, high, parts, expected bounds between the parts
    [
      1,
      100_000,
      2,
      [
        [INT_MIN, 50_000],
        [50_001, INT_MAX],
      ],
    ],
    [
      1,
      10,
      3,
      [
        [INT_MIN, 4],
        [5, 8],
        [9, INT_MAX],
      ],
    ],
    [
      7,
      7,
      2,
      [
        [INT_MIN, 7],
        [8, INT_MAX],
      ],
    ],
    [
      null,
      null,
      2,
      [
        [INT_MIN, 0],
        [1, INT_MAX],
      ],
    ],
    [1, 1, 1, [[INT_MIN, INT_MAX]]],
  ] as const)('%s..%s in %s parts', (low, high, parts, expected) => {
    expect(rangesOf(low, high, parts).map((r) => [r.first, r.last])).toEqual(expected);
  });

  it('puts every id in exactly one range, ids beyond the bounds read included', () => {
    const ranges = rangesOf(5, 1_003, 2);
    for (const id of [INT_MIN, -1, 0, 5, 503, 504, 1_003, 1_004, INT_MAX]) {
      expect({ id, ranges: holding(ranges, id) }).toEqual({ id, ranges: [expect.any(Number)] });
    }
  });
});
