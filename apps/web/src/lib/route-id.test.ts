import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it.each([
    ['12', 12],
    ['2147483647', 2_147_483_647],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    [undefined, null],
    ['99999999999', null],
  ])('reads %s as %s', (raw, id) => {
    expect(parseRouteId(raw)).toBe(id);
  });
});
