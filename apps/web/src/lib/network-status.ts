import { useSyncExternalStore } from 'react';

/**
 * What the last call said of the server, for the banner over every screen, so the user learns at the first
 * failure rather than after a screen's retries, and learns what to do about it:
 * - `answering`: it answered, whatever the status;
 * - `offline`: the device has no network (checking the Wi-Fi is the user's part);
 * - `noAnswer`: the network is there but the server is not: refused, longer than the client waits, or a proxy
 *   answering in its place (waiting a little is all the user can do);
 * - `failing`: the server answered with a fault of its own.
 */
export type ServerState = 'answering' | 'offline' | 'noAnswer' | 'failing';

/** A proxy's answers for a server behind it that is down, overloaded or too slow. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * What an answer says of the server. A gateway status counts as no answer only when its body is not the API's
 * own: the server itself may answer 503 while a dependency is down, which is a fault it can tell about.
 */
export function stateOfAnswer(status: number, fromApi: boolean): ServerState {
  if (GATEWAY_STATUSES.has(status) && !fromApi) return 'noAnswer';
  return status >= 500 ? 'failing' : 'answering';
}

/** A call that got no answer at all: the browser knows when the device itself is offline. */
export function stateWithoutAnswer(): ServerState {
  return typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'noAnswer';
}

let state: ServerState = 'answering';
const listeners = new Set<() => void>();

/** Set by api-client.ts on every call. */
export function reportServerState(next: ServerState): void {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

const wentOffline = () => reportServerState('offline');
// Back online, the server's state is unknown until the next call (the query client refetches on reconnect).
const cameBack = () => {
  if (state === 'offline') reportServerState('answering');
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('offline', wentOffline);
  window.addEventListener('online', cameBack);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('offline', wentOffline);
    window.removeEventListener('online', cameBack);
  };
}

export function useServerState(): ServerState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => 'answering',
  );
}
