// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reportServerState, stateOfAnswer, useServerState } from './network-status';

describe('what an answer says of the server', () => {
  it.each([
    [200, true, 'answering'],
    [404, true, 'answering'],
    [429, false, 'answering'],
    [500, true, 'failing'],
    [500, false, 'failing'],
    [503, true, 'failing'],
    [502, false, 'noAnswer'],
    [503, false, 'noAnswer'],
    [504, false, 'noAnswer'],
  ] as const)('%i, from the API: %s, is %s', (status, fromApi, state) => {
    expect(stateOfAnswer(status, fromApi)).toBe(state);
  });
});

describe('the server state', () => {
  afterEach(() => reportServerState('answering'));

  it("follows the browser's offline and online events", () => {
    const { result } = renderHook(() => useServerState());
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(result.current).toBe('offline');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current).toBe('answering');
  });

  it('back online, keeps a server that does not answer until a call says otherwise', () => {
    const { result } = renderHook(() => useServerState());
    act(() => reportServerState('noAnswer'));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current).toBe('noAnswer');
  });
});
