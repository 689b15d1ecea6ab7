// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { appMessages } from '../messages';
import { QueryView } from './query-view';

const FAILED = 'Không thể tải kết quả';

function View({ read, serverMessage }: { read: () => Promise<string>; serverMessage?: boolean }) {
  const query = useQuery({ queryKey: ['q'], queryFn: read, retry: false });
  return (
    <QueryView query={query} failed={FAILED} serverMessage={serverMessage}>
      {(data) => <p>{data}</p>}
    </QueryView>
  );
}

function renderView(read: () => Promise<string>, serverMessage?: boolean) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <View read={read} serverMessage={serverMessage} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const timedOut = () => new ApiError(0, appMessages.serverSlow, { timedOut: true });

describe('QueryView', () => {
  it.each([true, false])(
    'a read given up as too slow says so (serverMessage %s) and offers a retry',
    async (serverMessage) => {
      const read = vi
        .fn<() => Promise<string>>()
        .mockRejectedValueOnce(timedOut())
        .mockResolvedValue('Đã tải');
      renderView(read, serverMessage);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(appMessages.serverSlow);
      fireEvent.click(screen.getByRole('button', { name: appMessages.retry }));
      expect(await screen.findByText('Đã tải')).toBeTruthy();
      expect(read).toHaveBeenCalledTimes(2);
    },
  );

  it("shows a proxy's failure in the client's words", async () => {
    const message = appMessages.serverUnavailable(502);
    renderView(() => Promise.reject(new ApiError(502, message, { serverMessage: message })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(alert.innerHTML).not.toContain('&lt;');
  });

  it("keeps the screen's own words for other failures when it asks to", async () => {
    renderView(() => Promise.reject(new ApiError(500, 'x', { serverMessage: 'Lỗi máy chủ' })), false);
    expect((await screen.findByRole('alert')).textContent).toContain(FAILED);
  });
});
