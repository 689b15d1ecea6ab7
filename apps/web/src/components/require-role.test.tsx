// @vitest-environment jsdom
import { DOCTORS, MANAGEMENT, type UserDetails } from '@clinic/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../lib/auth/session';
import { appMessages } from '../messages';
import { fakeToken, inOneHour } from '../test/tokens';
import { RequireRole } from './require-role';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../lib/notify', () => ({ notifyError }));

function signIn(role: UserDetails['role']) {
  saveSession(fakeToken({ role, exp: inOneHour() }), { role, userId: 1, fullName: 'A' } as UserDetails);
}

function show(roles: readonly UserDetails['role'][]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      {
        path: '/guarded',
        element: <RequireRole roles={roles}>{(s) => <p>inside as {s.role}</p>}</RequireRole>,
      },
    ],
    { initialEntries: ['/guarded'] },
  );
  render(<RouterProvider router={router} />);
}

describe('RequireRole', () => {
  afterEach(() => {
    clearSession();
    notifyError.mockReset();
  });

  it('lets a role of the group in', () => {
    signIn('Staff');
    show(MANAGEMENT);
    expect(screen.getByText('inside as Staff')).toBeTruthy();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('sends another role home and says it once', () => {
    signIn('Patient');
    show(DOCTORS);
    expect(screen.getByText('home')).toBeTruthy();
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith(appMessages.noAccess);
  });
});
