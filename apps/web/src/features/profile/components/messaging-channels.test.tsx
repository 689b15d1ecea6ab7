// @vitest-environment jsdom
import type { MessagingPreferences } from '@clinic/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch';
import { messagingPreferences } from '../../../test/patient-profile';
import { envelopeReply, renderWithProviders, signIn } from '../../../test/render';
import { profileMessages as m } from '../messages';
import { MessagingChannels } from './messaging-channels';

/** The server of these tests: the preferences as `state` holds them, changed by the calls as the API would. */
const state: { current: MessagingPreferences } = { current: messagingPreferences };
const fetchMock = stubFetch(async (input, init) => {
  const url = String(input);
  if (url.endsWith('/Messaging/Phone/SendCode')) return envelopeReply(200, null, { message: 'Đã gửi mã' });
  if (url.endsWith('/Messaging/Phone/Verify')) {
    state.current = { ...state.current, phoneVerified: true };
    return envelopeReply(200, null, { message: 'Đã xác nhận số điện thoại' });
  }
  if (init?.method === 'PUT') {
    state.current = { ...state.current, ...JSON.parse(String(init.body)) };
    return envelopeReply(200, state.current, { message: 'Đã lưu' });
  }
  return envelopeReply(200, state.current);
});
const calls = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([input, init]) => [
      new URL(String(input), 'http://x').pathname,
      init?.body ? JSON.parse(String(init.body)) : null,
    ]);

describe('the channels on the profile', () => {
  it('keeps SMS and Zalo off until the phone is confirmed by the code sent by SMS, then saves every channel', async () => {
    state.current = messagingPreferences;
    signIn('Patient', { userId: 10, patientId: 4 });
    renderWithProviders(<MessagingChannels />);
    const zalo = (await screen.findByRole('switch', { name: /Zalo/ })) as HTMLInputElement;
    expect(zalo.disabled).toBe(true);
    expect(screen.getAllByText(m.channels.needsPhone)).toHaveLength(2);
    expect(screen.getByText(m.channels.phoneNotVerified)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: m.channels.sendCode }));
    const code = await screen.findByLabelText(m.channels.code);
    expect(code).toBeTruthy();
    const digits = screen.getAllByRole('textbox').filter((el) => el.getAttribute('inputmode') === 'numeric');
    '123456'.split('').forEach((d, i) => {
      fireEvent.change(digits[i] as HTMLElement, { target: { value: d } });
    });
    fireEvent.click(screen.getByRole('button', { name: m.channels.verify }));
    expect(await screen.findByText(m.channels.phoneVerified)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: /Zalo/ }) as HTMLInputElement).disabled).toBe(false),
    );

    fireEvent.click(screen.getByRole('switch', { name: /Zalo/ }));
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: /Zalo/ }) as HTMLInputElement).checked).toBe(true),
    );
    expect(calls()).toEqual([
      ['/api/Messaging/Phone/SendCode', null],
      ['/api/Messaging/Phone/Verify', { code: '123456' }],
      ['/api/Messaging/Preferences', { email: true, sms: false, zalo: true }],
    ]);
  });

  it('says a channel the clinic has not set up is off', async () => {
    state.current = { ...messagingPreferences, available: { email: true, sms: false, zalo: false } };
    signIn('Patient', { userId: 10, patientId: 4 });
    renderWithProviders(<MessagingChannels />);
    expect(await screen.findAllByText(m.channels.unavailable)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: m.channels.sendCode })).toBeNull();
  });
});
