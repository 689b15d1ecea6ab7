// @vitest-environment jsdom
import type { PatientProfile, Role, UserDetails } from '@clinic/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, saveSession } from '../../../lib/auth/session';
import { patientProfile } from '../../../test/patient-profile';
import { fakeToken, inOneHour } from '../../../test/tokens';
import { profileQuery } from '../api/get-profile';
import { EmailChangePanel } from './email-change-panel';

const profile: PatientProfile = {
  ...patientProfile,
  pendingEmail: 'moi@example.com',
  email: 'cu@example.com',
};

const fetchMock = vi.fn<typeof fetch>();
const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A refusal naming one field, as the server's error envelope carries it. */
const fieldFailure = (status: number, field: string, message: string) =>
  reply(status, {
    status: false,
    statusCode: status,
    message,
    data: null,
    errors: [message],
    fieldErrors: { [field]: [message] },
  });

const PATIENT: Role = 'Patient';
let queryClient: QueryClient;
function renderPanel() {
  queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(profileQuery('Patient', 4).queryKey, profile);
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <EmailChangePanel role={PATIENT} id={4} profile={profile} pendingEmail="moi@example.com" />
      </QueryClientProvider>
    </MantineProvider>,
  );
}
const codeInput = () => screen.getByLabelText(/Mã xác nhận/) as HTMLInputElement;
const confirmButton = () => screen.getByRole('button', { name: 'Xác nhận' });
const sentBody = (n = 0) => JSON.parse(String(fetchMock.mock.calls[n]?.[1]?.body ?? 'null'));

describe('EmailChangePanel', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    saveSession(fakeToken({ role: 'Patient', exp: inOneHour() }), {
      role: 'Patient',
      userId: 10,
      patientId: 4,
      email: 'cu@example.com',
    } as UserDetails);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the pending address beside the current one, a code field and the confirm button', () => {
    renderPanel();
    expect(screen.getByText('Email mới đang chờ xác nhận')).toBeTruthy();
    expect(screen.getByText(/moi@example\.com/).textContent).toContain('cu@example.com');
    expect(codeInput()).toBeTruthy();
    expect(confirmButton()).toBeTruthy();
  });

  it('checks the code before calling the server', () => {
    renderPanel();
    fireEvent.change(codeInput(), { target: { value: '12a3' } });
    expect(codeInput().value).toBe('123');
    fireEvent.click(confirmButton());
    expect(screen.getByText('Mã xác thực gồm 6 chữ số')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong code under the field', async () => {
    fetchMock.mockResolvedValue(fieldFailure(400, 'verifyCode', 'Mã xác thực không đúng hoặc đã hết hạn'));
    renderPanel();
    fireEvent.change(codeInput(), { target: { value: '000000' } });
    fireEvent.click(confirmButton());
    await waitFor(() => expect(codeInput().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Mã xác thực không đúng hoặc đã hết hạn')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a taken address above the form', async () => {
    fetchMock.mockResolvedValue(fieldFailure(409, 'email', 'Email này đã được sử dụng bởi tài khoản khác'));
    renderPanel();
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Email này đã được sử dụng');
  });

  it('confirms with the code, then the stored user and the cached profile carry the new address', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderPanel();
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    fireEvent.click(confirmButton());
    // Loading state while the call runs.
    const busy = await screen.findByRole('button', { name: 'Đang xác nhận...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/Email/ConfirmEmailChange');
    expect(init?.method).toBe('POST');
    expect(sentBody()).toEqual({ verifyCode: '123456' });

    answer(
      reply(200, {
        status: true,
        statusCode: 200,
        message: 'Đã xác nhận email mới.',
        data: { email: 'moi@example.com' },
        errors: [],
      }),
    );
    await waitFor(() => expect(readSession()?.user.email).toBe('moi@example.com'));
    expect(queryClient.getQueryData(profileQuery('Patient', 4).queryKey)).toMatchObject({
      email: 'moi@example.com',
      pendingEmail: null,
    });
  });

  it('re-sends the code by saving the profile again with the pending address', async () => {
    fetchMock.mockResolvedValue(
      reply(200, { status: true, statusCode: 200, message: 'ok', data: profile, errors: [] }),
    );
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Gửi lại mã' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/patient/Update');
    expect(init?.method).toBe('PUT');
    expect(sentBody()).toMatchObject({ userId: 10, patientId: 4, email: 'moi@example.com' });
  });
});
