// @vitest-environment jsdom
import type { UserDetails } from '@clinic/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { readSession, saveSession } from '../lib/auth/session';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import { stubFetch } from '../test/fetch';
import { fakeToken, inOneHour } from '../test/tokens';
import { useLogout } from './use-logout';

const fetchMock = stubFetch();

function wrapper({ children }: { children: ReactNode }) {
  const router = createMemoryRouter([
    { path: '/', element: children },
    { path: '/login', element: null },
  ]);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

describe('useLogout', () => {
  it('tells the server with the current token and clears the session even when the call fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const token = fakeToken({ role: 'Patient', exp: inOneHour() });
    saveSession(token, { role: 'Patient', userId: 1, fullName: 'A' } as UserDetails);
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(async () => result.current());
    const init = fetchMock.mock.calls[0]?.[1];
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/Auth/logout');
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
