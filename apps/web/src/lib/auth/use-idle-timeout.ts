import { endpoints } from '@clinic/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callEndpoint } from '../api/endpoint-client';
import { type IdleState, IdleTimer, LAST_ACTIVITY_KEY, localActivityStore } from './idle-model';
import { readTokenClaims } from './session';

/**
 * How often, at most, the user's activity is told to the server (POST /Auth/KeepAlive): the server ends a session
 * idle for 30 minutes by its requests alone, and someone reading a long page sends none.
 */
export const KEEP_ALIVE_EVERY_MS = 5 * 60_000;

/** Tells the server the user is there; a failure is the next request's to report. */
function keepAlive() {
  callEndpoint(endpoints.auth.keepAlive).catch(() => undefined);
}

/** What counts as the user being there: pointer, keys, touch, scrolling. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * The idle countdown of the signed-in session holding `token` (idle-model.ts), fed by this tab's activity and by
 * other tabs' (the storage event on 'lastActivity'). `onExpire` runs once when the session is over: idle too long,
 * or the token's expiry reached.
 */
export function useIdleTimeout(token: string, onExpire: () => void) {
  const [state, setState] = useState<IdleState | null>(null);
  const timerRef = useRef<IdleTimer | null>(null);
  const expireRef = useRef(onExpire);
  expireRef.current = onExpire;

  useEffect(() => {
    const exp = readTokenClaims(token)?.exp;
    const timer = new IdleTimer({
      store: localActivityStore,
      tokenExpiresAt: exp == null ? null : exp * 1000,
      onChange: setState,
      onExpire: () => expireRef.current(),
    });
    timerRef.current = timer;
    let toldServerAt = Date.now();
    const onActivity = () => {
      timer.activity();
      if (Date.now() - toldServerAt >= KEEP_ALIVE_EVERY_MS) {
        toldServerAt = Date.now();
        keepAlive();
      }
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVITY_KEY || event.key === null) timer.sharedActivityChanged();
    };
    // A tab brought back (or a laptop woken) looks at the clock at once rather than at its next timer.
    const onVisible = () => {
      if (document.visibilityState === 'visible') timer.sharedActivityChanged();
    };
    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    timer.start();
    return () => {
      timer.stop();
      timerRef.current = null;
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token]);

  const continueWorking = useCallback(() => {
    timerRef.current?.continueWorking();
    keepAlive();
  }, []);
  return { state, continueWorking };
}
