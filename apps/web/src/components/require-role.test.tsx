// @vitest-environment jsdom
import { DOCTORS, MANAGEMENT, PATIENTS, type UserDetails } from '@clinic/contract';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { clearSession, readSession, saveSession } from '../lib/auth/session';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import { appMessages } from '../messages';
import { fakeToken, inOneHour } from '../test/tokens';
import { GuardedOutlet, type RouteAccess, useGuardedSession, usePatientId } from './require-role';

function signIn(role: UserDetails['role'], patientId?: number) {
  saveSession(fakeToken({ role, exp: inOneHour() }), {
    role,
    userId: 1,
    fullName: 'A',
    patientId,
  } as UserDetails);
}

function Inside() {
  return <p>inside as {useGuardedSession().role}</p>;
}

function PatientInside() {
  return <p>patient {usePatientId()}</p>;
}

/** The access is declared on the route, as app/router.tsx does, and the outlet guards it. */
function show(access: RouteAccess, Page = Inside) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { element: <GuardedOutlet />, children: [{ path: '/guarded', handle: { access }, element: <Page /> }] },
    ],
    { initialEntries: ['/guarded'] },
  );
  render(
    <MantineProvider>
      <Notifications />
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('GuardedOutlet', () => {
  afterEach(() => {
    clearSession();
  });

  it('lets a role of the declared group in', () => {
    signIn('Staff');
    show({ roles: MANAGEMENT });
    expect(screen.getByText('inside as Staff')).toBeTruthy();
    expect(screen.queryByText(appMessages.noAccess)).toBeNull();
  });

  it('tells another role where they are that they may not see the page, and leads to their own dashboard', () => {
    signIn('Patient', 4);
    show({ roles: DOCTORS });
    expect(screen.queryByText('home')).toBeNull();
    expect(screen.queryByText(/inside as/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: appMessages.noAccess })).toBeTruthy();
    expect(screen.getAllByText(appMessages.noAccess)).toHaveLength(1);
    const own = screen.getByRole('link', { name: appMessages.toDashboard });
    expect(own.getAttribute('href')).toBe(paths.dashboards.Patient);
  });

  it("hands a patient's screen the patient id of the session", () => {
    signIn('Patient', 4);
    show({ roles: PATIENTS, patientId: true }, PatientInside);
    expect(screen.getByText('patient 4')).toBeTruthy();
  });

  it('clears a patient session without a patient id and says why', async () => {
    signIn('Patient');
    show({ roles: PATIENTS, patientId: true }, PatientInside);
    expect(screen.queryByText(/patient \d/)).toBeNull();
    expect(await screen.findByText(appMessages.patientIdMissing)).toBeTruthy();
    expect(readSession()).toBeNull();
  });
});
