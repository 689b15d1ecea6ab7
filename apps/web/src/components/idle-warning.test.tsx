// @vitest-environment jsdom
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '@clinic/contract';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ACTIVITY_KEY } from '../lib/auth/idle-model';
import { readSession, setExpiredSessionHandler } from '../lib/auth/session';
import { KEEP_ALIVE_EVERY_MS } from '../lib/auth/use-idle-timeout';
import { stubFetch } from '../test/fetch';
import { signIn } from '../test/render';
import { IdleWarning, idleWarningMessages as m } from './idle-warning';

const fetchMock = stubFetch(async () => new Response('{}', { status: 200 }));
const keepAlives = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/Auth/KeepAlive')).length;

function renderWarning() {
  const session = readSession();
  if (!session) throw new Error('no session');
  render(
    <MantineProvider>
      <IdleWarning token={session.token} />
    </MantineProvider>,
  );
}

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('the idle warning', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'],
    }),
  );
  afterEach(() => {
    vi.useRealTimers();
    setExpiredSessionHandler(() => {});
  });

  it('warns a minute before the end with a countdown; "continue" starts a new idle period', () => {
    signIn('Patient');
    renderWarning();
    advance(IDLE_TIMEOUT_MS - IDLE_WARNING_MS - 1000);
    expect(screen.queryByText(m.title)).toBeNull();
    advance(1000);
    advance(300); // the dialog's opening transition
    expect(screen.getByText(m.title)).toBeTruthy();
    expect(screen.getByText(m.seconds(60))).toBeTruthy();
    advance(14_700);
    expect(screen.getByText(m.seconds(45))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: m.continue }));
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(Date.now());
    advance(IDLE_TIMEOUT_MS - IDLE_WARNING_MS - 1000);
    expect(readSession()).not.toBeNull();
  });

  it('tells the server the user is there: on "continue", and at most every 5 minutes of activity', () => {
    signIn('Patient');
    renderWarning();
    fireEvent.pointerDown(window);
    expect(keepAlives()).toBe(0);
    advance(KEEP_ALIVE_EVERY_MS);
    fireEvent.pointerDown(window);
    fireEvent.keyDown(window);
    expect(keepAlives()).toBe(1);
    advance(IDLE_TIMEOUT_MS - IDLE_WARNING_MS);
    advance(300); // the dialog's opening transition
    fireEvent.click(screen.getByRole('button', { name: m.continue }));
    expect(keepAlives()).toBe(2);
  });

  it('ends the session through the expired-session routine after 30 idle minutes', () => {
    const expired = vi.fn();
    setExpiredSessionHandler(expired);
    signIn('Patient');
    renderWarning();
    advance(IDLE_TIMEOUT_MS);
    expect(expired).toHaveBeenCalledOnce();
    expect(readSession()).toBeNull();
  });

  it('counts activity in this tab and in others', () => {
    const expired = vi.fn();
    setExpiredSessionHandler(expired);
    signIn('Patient');
    renderWarning();
    advance(20 * 60_000);
    fireEvent.keyDown(window, { key: 'a' });
    advance(20 * 60_000);
    expect(screen.queryByText(m.title)).toBeNull();
    // Another tab was used: it wrote the shared time, and this tab hears of it.
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY }));
    advance(15 * 60_000);
    expect(screen.queryByText(m.title)).toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });
});
