// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { useInlineError } from './use-inline-error';

describe('useInlineError', () => {
  it("says the server's words, else the fallback, and forgets them on clear", () => {
    const { result } = renderHook(() => useInlineError());
    act(() =>
      result.current.failedWith('Không lưu được')(
        new ApiError(409, 'Conflict', { serverMessage: 'Số điện thoại chưa xác nhận' }),
      ),
    );
    expect(result.current.error).toBe('Số điện thoại chưa xác nhận');
    act(() => result.current.clear());
    expect(result.current.error).toBeNull();
    act(() => result.current.failedWith('Không lưu được')(new Error('boom')));
    expect(result.current.error).toBe('Không lưu được');
  });

  it('leaves an expired session to its own routine', () => {
    const { result } = renderHook(() => useInlineError());
    act(() => result.current.failedWith('Không lưu được')(new ApiError(401, 'Phiên đã hết hạn')));
    expect(result.current.error).toBeNull();
  });
});
