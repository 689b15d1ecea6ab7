import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '@clinic/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_WRITE_INTERVAL_MS,
  type ActivityStore,
  type IdleState,
  IdleTimer,
  idleState,
  secondsLeft,
} from './idle-model';

const MIN = 60_000;
const T0 = Date.UTC(2026, 0, 5, 8, 0, 0);

describe('idleState', () => {
  it('is active until one minute before 30 idle minutes, then warns, then ends', () => {
    expect(IDLE_TIMEOUT_MS).toBe(30 * MIN);
    expect(IDLE_WARNING_MS).toBe(MIN);
    expect(idleState(T0, null, T0)).toEqual({ phase: 'active', remainingMs: 30 * MIN });
    expect(idleState(T0, null, T0 + 29 * MIN - 1).phase).toBe('active');
    expect(idleState(T0, null, T0 + 29 * MIN)).toEqual({ phase: 'warning', remainingMs: MIN });
    expect(idleState(T0, null, T0 + 30 * MIN - 1)).toEqual({ phase: 'warning', remainingMs: 1 });
    expect(idleState(T0, null, T0 + 30 * MIN)).toEqual({ phase: 'expired', remainingMs: 0 });
    expect(idleState(T0, null, T0 + 5 * 60 * MIN)).toEqual({ phase: 'expired', remainingMs: 0 });
  });

  it("ends at the token's expiry when it comes first, without a warning that could not help", () => {
    const exp = T0 + 10 * MIN;
    expect(idleState(T0, exp, T0 + 9 * MIN + 30_000)).toEqual({ phase: 'active', remainingMs: 30_000 });
    expect(idleState(T0, exp, exp)).toEqual({ phase: 'expired', remainingMs: 0 });
  });

  it('counts whole seconds up', () => {
    expect(secondsLeft(60_000)).toBe(60);
    expect(secondsLeft(59_001)).toBe(60);
    expect(secondsLeft(1)).toBe(1);
    expect(secondsLeft(0)).toBe(0);
  });
});

/** Two tabs share one store, as two tabs of a browser share localStorage. */
function sharedStore(): ActivityStore & { value: number | null } {
  const store = {
    value: null as number | null,
    read: () => store.value,
    write: (at: number) => {
      store.value = at;
    },
  };
  return store;
}

function tab(store: ActivityStore, tokenExpiresAt: number | null = null) {
  const changes: IdleState[] = [];
  const onExpire = vi.fn();
  const timer = new IdleTimer({ store, tokenExpiresAt, onChange: (s) => changes.push(s), onExpire });
  return { timer, changes, onExpire, last: () => changes.at(-1) };
}

describe('IdleTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('warns after 29 idle minutes with a countdown, and ends the session at 30', () => {
    const store = sharedStore();
    const t = tab(store);
    t.timer.start();
    expect(store.value).toBe(T0);
    expect(t.last()).toEqual({ phase: 'active', remainingMs: 30 * MIN });

    vi.advanceTimersByTime(29 * MIN - 1);
    expect(t.last()?.phase).toBe('active');
    vi.advanceTimersByTime(1);
    expect(t.last()).toEqual({ phase: 'warning', remainingMs: MIN });
    vi.advanceTimersByTime(1000);
    expect(t.last()).toEqual({ phase: 'warning', remainingMs: 59_000 });
    expect(t.onExpire).not.toHaveBeenCalled();

    vi.advanceTimersByTime(59_000);
    expect(t.last()).toEqual({ phase: 'expired', remainingMs: 0 });
    expect(t.onExpire).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60 * MIN);
    expect(t.onExpire).toHaveBeenCalledOnce();
  });

  it('activity in the tab pushes the deadline back, writing the shared time at most every few seconds', () => {
    const store = sharedStore();
    const t = tab(store);
    t.timer.start();
    vi.advanceTimersByTime(ACTIVITY_WRITE_INTERVAL_MS - 1);
    t.timer.activity();
    expect(store.value).toBe(T0);
    vi.advanceTimersByTime(20 * MIN);
    t.timer.activity();
    expect(store.value).toBe(Date.now());
    vi.advanceTimersByTime(29 * MIN - 1);
    expect(t.last()?.phase).toBe('active');
    vi.advanceTimersByTime(1);
    expect(t.last()?.phase).toBe('warning');
  });

  it('once the warning shows, passing activity does not dismiss it; "continue" does', () => {
    const store = sharedStore();
    const t = tab(store);
    t.timer.start();
    vi.advanceTimersByTime(29 * MIN + 10_000);
    t.timer.activity();
    expect(t.last()).toEqual({ phase: 'warning', remainingMs: 50_000 });

    t.timer.continueWorking();
    expect(store.value).toBe(Date.now());
    expect(t.last()).toEqual({ phase: 'active', remainingMs: 30 * MIN });
    vi.advanceTimersByTime(29 * MIN - 1);
    expect(t.last()?.phase).toBe('active');
    expect(t.onExpire).not.toHaveBeenCalled();
  });

  it("another tab's activity keeps this tab alive and closes its warning", () => {
    const store = sharedStore();
    const a = tab(store);
    const b = tab(store);
    a.timer.start();
    b.timer.start();
    vi.advanceTimersByTime(29 * MIN + 30_000);
    expect(a.last()?.phase).toBe('warning');
    expect(b.last()?.phase).toBe('warning');

    b.timer.continueWorking();
    // The storage event reaches the other tab.
    a.timer.sharedActivityChanged();
    expect(a.last()).toEqual({ phase: 'active', remainingMs: 30 * MIN });
    vi.advanceTimersByTime(2 * MIN);
    expect(a.onExpire).not.toHaveBeenCalled();
  });

  it('reads the shared time when it wakes, even if a storage event was missed', () => {
    const store = sharedStore();
    const t = tab(store);
    t.timer.start();
    vi.advanceTimersByTime(20 * MIN);
    store.write(Date.now()); // another tab, no event delivered
    vi.advanceTimersByTime(9 * MIN);
    expect(t.last()?.phase).toBe('active');
    vi.advanceTimersByTime(20 * MIN);
    expect(t.last()?.phase).toBe('warning');
  });

  it('a tab opened after a long absence ends at once', () => {
    const store = sharedStore();
    store.value = T0 - 31 * MIN;
    const t = tab(store);
    t.timer.start();
    expect(t.onExpire).toHaveBeenCalledOnce();
    expect(store.value).toBe(T0 - 31 * MIN);
  });

  it("ends at the token's expiry however active the user is", () => {
    const store = sharedStore();
    const t = tab(store, T0 + 10 * MIN);
    t.timer.start();
    for (let i = 0; i < 9; i += 1) {
      vi.advanceTimersByTime(MIN);
      t.timer.activity();
    }
    expect(t.onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MIN);
    expect(t.onExpire).toHaveBeenCalledOnce();
    expect(t.changes.some((s) => s.phase === 'warning')).toBe(false);
  });

  it('does nothing once stopped (signed out)', () => {
    const store = sharedStore();
    const t = tab(store);
    t.timer.start();
    t.timer.stop();
    vi.advanceTimersByTime(60 * MIN);
    t.timer.activity();
    t.timer.continueWorking();
    expect(t.onExpire).not.toHaveBeenCalled();
    expect(store.value).toBe(T0);
  });
});
