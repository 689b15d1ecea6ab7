// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessOf } from '../../app/routes';
import { GuardedOutlet } from '../../components/require-role';
import { saveSession } from '../../lib/auth/session';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { fakeToken, inOneHour } from '../../test/tokens';
import { ChooseRegimenPage } from './choose-regimen-page';

function login(role: 'Doctor' | 'Patient') {
  saveSession(fakeToken({ role, exp: inOneHour() }), {
    role,
    userRole: role,
    userId: 1,
    doctorId: role === 'Doctor' ? 2 : undefined,
    username: role.toLowerCase(),
    fullName: 'Test',
    phoneNumber: '',
    email: '',
    gender: 'Male',
    address: '',
    dateOfBirth: '',
    avatar: null,
  });
}

function renderAt(entry: string | { pathname: string; search?: string; state?: unknown }) {
  const router = createMemoryRouter(
    [
      {
        element: <GuardedOutlet />,
        children: [
          {
            path: '/choose-regiment',
            handle: { access: accessOf('/choose-regiment') },
            Component: ChooseRegimenPage,
          },
        ],
      },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('ChooseRegimenPage', () => {
  it('says the result is missing without a testResultId', () => {
    login('Doctor');
    renderAt('/choose-regiment?appointmentId=3');
    expect(screen.getByRole('alert').textContent).toContain('Không tìm thấy thông tin kết quả khám');
  });

  it('carries the four ids from the query string to both choices', () => {
    login('Doctor');
    renderAt('/choose-regiment?testResultId=5&appointmentId=3&patientId=4&doctorId=2');
    const standard = screen.getByRole('link', { name: 'Phác đồ chuẩn' });
    const custom = screen.getByRole('link', { name: 'Phác đồ tùy chỉnh' });
    expect(standard.getAttribute('href')).toBe(
      '/standard-protocol?testResultId=5&appointmentId=3&patientId=4&doctorId=2',
    );
    expect(custom.getAttribute('href')).toBe(
      '/regimens/create?testResultId=5&appointmentId=3&patientId=4&doctorId=2',
    );
  });

  it("leads to a named patient's clinical summary", () => {
    login('Doctor');
    renderAt('/choose-regiment?testResultId=5&appointmentId=3&patientId=4&doctorId=2');
    expect(screen.getByRole('link', { name: 'Theo dõi lâm sàng' }).getAttribute('href')).toBe(
      '/patients/4/clinical-summary',
    );
  });

  it('offers no clinical summary without a patient id (an anonymous appointment)', () => {
    login('Doctor');
    renderAt('/choose-regiment?testResultId=5&appointmentId=3&doctorId=2');
    expect(screen.getByRole('link', { name: 'Phác đồ chuẩn' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Theo dõi lâm sàng' })).toBeNull();
  });

  it('prefers navigation state over the query', () => {
    login('Doctor');
    renderAt({ pathname: '/choose-regiment', search: '?testResultId=9', state: { testResultId: 7 } });
    expect(screen.getByRole('link', { name: 'Phác đồ chuẩn' }).getAttribute('href')).toBe(
      '/standard-protocol?testResultId=7',
    );
  });

  it('is declared for doctors: another role gets the message of the original app where it is', async () => {
    login('Patient');
    const router = renderAt('/choose-regiment?testResultId=5');
    expect(
      await screen.findByRole('heading', { name: 'Bạn không có quyền truy cập trang này' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/choose-regiment');
  });
});
