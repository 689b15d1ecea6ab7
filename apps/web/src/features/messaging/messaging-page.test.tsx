// @vitest-environment jsdom
import type { MessagingChannels, MessagingLogItem } from '@clinic/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { envelopeReply, renderWithProviders, signIn } from '../../test/render';
import { messagingScreenMessages as m } from './messages';
import { MessagingPage } from './messaging-page';

let channels: MessagingChannels;
const log: MessagingLogItem[] = [
  {
    messageId: 2,
    channel: 'sms',
    template: 'reminder',
    status: 'delivered',
    at: '2026-11-28T02:00:00.000Z',
    phone: '•••678',
    reason: null,
  },
  {
    messageId: 1,
    channel: 'zalo',
    template: 'reminder',
    status: 'failed',
    at: '2026-11-28T01:59:00.000Z',
    phone: '•••678',
    reason: 'Zalo -118: Zalo account not existed',
  },
];

stubFetch(async (input) => {
  if (String(input).includes('/Messaging/Channels')) return envelopeReply(200, channels);
  return envelopeReply(200, log, { meta: { page: 1, pageSize: 20, total: 2 } });
});

describe('the messages sent to patients (admin)', () => {
  beforeEach(() => signIn('Admin', { userId: 1 }));

  it('says which channels are off for want of credentials, and when nothing is sent', async () => {
    channels = {
      channels: [
        { channel: 'email', on: true, provider: 'SMTP' },
        { channel: 'sms', on: true, provider: 'eSMS.vn' },
        { channel: 'zalo', on: false, provider: 'Zalo ZNS', templates: [] },
      ],
      quietHours: { start: '21:00', end: '07:00' },
    };
    renderWithProviders(<MessagingPage />);
    const section = await screen.findByRole('region', { name: m.channelsTitle });
    expect(await within(section).findAllByText(m.on)).toHaveLength(2);
    expect(within(section).getByText(m.off)).toBeTruthy();
    expect(within(section).getByText(m.offHint)).toBeTruthy();
    expect(within(section).getByText(m.quietHours('21:00', '07:00'))).toBeTruthy();
  });

  it('lists the log with the status in words, the reason and the last digits only', async () => {
    channels = { channels: [], quietHours: { start: '00:00', end: '00:00' } };
    renderWithProviders(<MessagingPage />);
    expect(await screen.findByText(m.noQuietHours)).toBeTruthy();
    const logSection = screen.getByRole('region', { name: m.logTitle });
    expect((await within(logSection).findAllByText(m.statusNames.delivered)).length).toBeGreaterThan(0);
    expect(within(logSection).getAllByText('Zalo -118: Zalo account not existed').length).toBeGreaterThan(0);
    expect(within(logSection).queryByText(/0912345678/)).toBeNull();
  });
});
