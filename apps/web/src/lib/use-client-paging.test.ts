// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useClientPaging } from './use-client-paging';

const NAMES = ['An', 'Bình', 'Bảo', 'Chi', 'Dũng'];
const startingWith = (names: readonly string[], search: string) => names.filter((n) => n.startsWith(search));

describe('useClientPaging', () => {
  it('pages what the filter keeps for the search, showing the last page when the search narrows the list under it', () => {
    const { result } = renderHook(() => useClientPaging(NAMES, startingWith, 2));
    expect(result.current).toMatchObject({ pages: 3, current: 1, shown: ['An', 'Bình'] });
    act(() => result.current.setPage(3));
    expect(result.current.shown).toEqual(['Dũng']);

    act(() => result.current.search.onSearch('B'));
    expect(result.current).toMatchObject({
      filtered: ['Bình', 'Bảo'],
      pages: 1,
      current: 1,
      shown: ['Bình', 'Bảo'],
    });
  });

  it('has one empty page until the items arrive', () => {
    const { result } = renderHook(() => useClientPaging<string>(undefined, startingWith, 2));
    expect(result.current).toMatchObject({ filtered: [], pages: 1, current: 1, shown: [] });
  });
});
