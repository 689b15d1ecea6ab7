// @vitest-environment jsdom
import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { envelopeReply, renderWithProviders, signIn } from '../../test/render';
import { ClosureRequestPanel } from './closure-request-panel';
import { accountClosureMessages as m } from './messages';

let requestedAt: string | null = null;
const fetchMock = stubFetch(async (input, init) => {
  if (init?.method === 'POST' && String(input).endsWith('/Patient/RequestClosure')) {
    requestedAt = '2026-11-20T03:00:00.000Z';
    return envelopeReply(200, { patientId: 4, requestedAt }, { message: m.requested });
  }
  return envelopeReply(200, { patientId: 4, requestedAt });
});
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

const renderPanel = () =>
  renderWithProviders(
    <ModalsProvider>
      <ClosureRequestPanel />
    </ModalsProvider>,
  );

describe('the account-closure request on the profile', () => {
  it('explains what closing does and sends the request only once confirmed', async () => {
    requestedAt = null;
    signIn('Patient', { userId: 10, patientId: 4 });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: m.requestAction }));

    const dialog = await screen.findByRole('dialog');
    for (const line of m.consequences) expect(dialog.textContent).toContain(line);
    expect(dialog.textContent).toContain('theo quy định của pháp luật');
    fireEvent.click(screen.getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: m.requestAction }));
    fireEvent.click(await screen.findByRole('button', { name: m.confirmAction }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect((await screen.findAllByText(m.requested)).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: m.requestAction })).toBeNull());
    expect(screen.getByText(m.requestedOn('20/11/2026'))).toBeTruthy();
  });

  it('shows a request already sent', async () => {
    requestedAt = '2026-11-20T03:00:00.000Z';
    signIn('Patient', { userId: 10, patientId: 4 });
    renderPanel();
    expect(await screen.findByText(m.requested)).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.requestAction })).toBeNull();
  });

  it('is not there for other roles', async () => {
    signIn('Doctor', { userId: 3, doctorId: 2 });
    renderPanel();
    expect(screen.queryByText(m.sectionTitle)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
