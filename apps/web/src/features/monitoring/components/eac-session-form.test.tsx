// @vitest-environment jsdom
import { monitoringMessages, type UserDetails } from '@clinic/contract';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/auth/session';
import { fakeToken, inOneHour } from '../../../test/tokens';
import { EacSessionForm } from './eac-session-form';

const fetchMock = vi.fn<typeof fetch>();
const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body ?? 'null'));

function renderForm() {
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <EacSessionForm patientId={7} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}
const dateInput = () => screen.getByLabelText(/^Ngày tư vấn/) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Ghi nhận' }));

describe('the EAC session form', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    saveSession(fakeToken({ role: 'Doctor', exp: inOneHour() }), {
      role: 'Doctor',
      userId: 3,
      doctorId: 2,
    } as UserDetails);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('asks for the date under the field without calling the server', async () => {
    renderForm();
    fireEvent.change(dateInput(), { target: { value: '' } });
    submit();
    expect(await screen.findByText(monitoringMessages.sessionDateRequired)).toBeTruthy();
    expect(dateInput().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the patient's session and says it was recorded", async () => {
    fetchMock.mockResolvedValue(
      reply(201, {
        status: true,
        statusCode: 201,
        message: monitoringMessages.eacRecorded,
        data: { eacSessionId: 1, sessionDate: '2026-11-20', notes: 'Quên thuốc', doctorName: 'BS. An' },
      }),
    );
    renderForm();
    fireEvent.change(dateInput(), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Ghi chú'), { target: { value: 'Quên thuốc' } });
    submit();
    expect(await screen.findByText(monitoringMessages.eacRecorded)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/Clinical/EacSession');
    expect(sentBody()).toEqual({ patientId: 7, sessionDate: '2026-11-20', notes: 'Quên thuốc' });
    await waitFor(() => expect((screen.getByLabelText('Ghi chú') as HTMLTextAreaElement).value).toBe(''));
  });

  it("puts the server's refusal of the date under the date field", async () => {
    const message = monitoringMessages.sessionInFuture;
    fetchMock.mockResolvedValue(
      reply(400, {
        status: false,
        statusCode: 400,
        message,
        data: null,
        errors: [message],
        fieldErrors: { sessionDate: [message] },
      }),
    );
    renderForm();
    fireEvent.change(dateInput(), { target: { value: '2026-11-20' } });
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(dateInput().getAttribute('aria-invalid')).toBe('true');
  });
});
