import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, type Mock } from 'vitest';
import { envelopeReply, renderWithProviders } from './render';

/** `ui`, shown while every call fails, says `message`, and its button 'Thử lại' calls the server again. */
export async function expectLoadFailureRetried(
  fetchMock: Mock<typeof fetch>,
  ui: ReactNode,
  message: string,
) {
  fetchMock.mockImplementation(async () => envelopeReply(500, null, { message: 'lỗi' }));
  renderWithProviders(ui);
  expect(await screen.findByText(message)).toBeTruthy();
  const calls = fetchMock.mock.calls.length;
  fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
  await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(calls));
}
