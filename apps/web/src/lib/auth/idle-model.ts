import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '@clinic/contract';

/**
 * The idle timeout of a signed-in session. The last activity of the user, in any tab of the browser, is kept in
 * localStorage ('lastActivity', epoch ms), so that every tab counts down from the same moment and activity in one
 * tab keeps the others alive (the storage event tells them). IDLE_WARNING_MS before the end a warning shows; at the
 * end, or when the token's own expiry comes first (the absolute lifetime), the session is over.
 */
export const LAST_ACTIVITY_KEY = 'lastActivity';

/** Pointer moves and scrolls come by the hundred: one write of lastActivity per this many ms is enough. */
export const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

/** How often the warning's countdown is redrawn. */
export const COUNTDOWN_TICK_MS = 1_000;

export interface IdleDurations {
  timeoutMs: number;
  warningMs: number;
}

export const DEFAULT_IDLE_DURATIONS: IdleDurations = {
  timeoutMs: IDLE_TIMEOUT_MS,
  warningMs: IDLE_WARNING_MS,
};

export type IdlePhase = 'active' | 'warning' | 'expired';

export interface IdleState {
  phase: IdlePhase;
  /** Until the session ends (idle deadline or token expiry, whichever is first); 0 once expired. */
  remainingMs: number;
}

/**
 * Where a session stands at `now`: its last activity and the token's expiry (epoch ms, null when unknown) decide.
 * The warning is for idleness only: continuing cannot push back the token's expiry, so nearing it warns nothing.
 */
export function idleState(
  lastActivity: number,
  tokenExpiresAt: number | null,
  now: number,
  { timeoutMs, warningMs }: IdleDurations = DEFAULT_IDLE_DURATIONS,
): IdleState {
  const idleDeadline = lastActivity + timeoutMs;
  const deadline = tokenExpiresAt === null ? idleDeadline : Math.min(idleDeadline, tokenExpiresAt);
  const remainingMs = Math.max(0, deadline - now);
  if (remainingMs === 0) return { phase: 'expired', remainingMs };
  if (now >= idleDeadline - warningMs) return { phase: 'warning', remainingMs };
  return { phase: 'active', remainingMs };
}

/** Whole seconds left, rounded up: "1" until the very end, never "0" while the warning still shows. */
export const secondsLeft = (remainingMs: number): number => Math.ceil(remainingMs / 1000);

/** The few storage calls the timer needs: localStorage in the app, a map in tests. */
export interface ActivityStore {
  read(): number | null;
  write(at: number): void;
}

export const localActivityStore: ActivityStore = {
  read: () => {
    const value = Number(localStorage.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  write: (at) => localStorage.setItem(LAST_ACTIVITY_KEY, String(at)),
};

export interface IdleTimerOptions {
  store: ActivityStore;
  /** The token's expiry (epoch ms), null when it has none the app can read. */
  tokenExpiresAt: number | null;
  durations?: IdleDurations;
  now?: () => number;
  /** Every change of phase, and each second of the warning. */
  onChange: (state: IdleState) => void;
  /** Once, when the session is over. */
  onExpire: () => void;
}

/**
 * The countdown of one signed-in tab. It reads the shared last activity whenever it wakes, so another tab's
 * activity moves its deadline even if a storage event was missed. While the warning shows, passing activity
 * (a pointer moving over the dialog) does not dismiss it: the user says so (continueWorking), or another tab's
 * activity does.
 */
export class IdleTimer {
  private readonly durations: IdleDurations;
  private readonly now: () => number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastWritten = 0;
  private state: IdleState | null = null;
  private running = false;

  constructor(private readonly options: IdleTimerOptions) {
    this.durations = options.durations ?? DEFAULT_IDLE_DURATIONS;
    this.now = options.now ?? Date.now;
  }

  /** Starts counting; a tab opened without a recorded activity counts from now. */
  start(): void {
    this.running = true;
    if (this.options.store.read() === null) this.record(this.now());
    this.evaluate();
  }

  stop(): void {
    this.running = false;
    this.clear();
  }

  /** The user did something in this tab. */
  activity(): void {
    if (!this.running || this.state?.phase !== 'active') return;
    const now = this.now();
    if (now - this.lastWritten < ACTIVITY_WRITE_INTERVAL_MS) return;
    this.record(now);
    this.evaluate();
  }

  /** "Continue working" in the warning: a fresh idle period starts, in every tab. */
  continueWorking(): void {
    if (!this.running || this.state?.phase === 'expired') return;
    this.record(this.now());
    this.evaluate();
  }

  /** Another tab wrote lastActivity (the storage event). */
  sharedActivityChanged(): void {
    if (this.running) this.evaluate();
  }

  get current(): IdleState | null {
    return this.state;
  }

  private record(at: number): void {
    this.lastWritten = at;
    this.options.store.write(at);
  }

  private clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private evaluate(): void {
    this.clear();
    if (!this.running) return;
    const now = this.now();
    const lastActivity = this.options.store.read() ?? now;
    const next = idleState(lastActivity, this.options.tokenExpiresAt, now, this.durations);
    const previous = this.state;
    this.state = next;
    if (next.phase === 'expired') {
      this.running = false;
      this.options.onChange(next);
      this.options.onExpire();
      return;
    }
    if (next.phase === 'warning' || previous?.phase !== next.phase) this.options.onChange(next);
    // Active: wake when the warning is due (or the token ends). Warning: redraw the countdown each second.
    const untilWarning = next.remainingMs - this.durations.warningMs;
    const wait =
      next.phase === 'active'
        ? Math.min(next.remainingMs, untilWarning > 0 ? untilWarning : next.remainingMs)
        : Math.min(COUNTDOWN_TICK_MS, next.remainingMs);
    this.timer = setTimeout(() => this.evaluate(), Math.max(wait, 1));
  }
}
