import { useSyncExternalStore } from 'react';

/**
 * Whether the last call to the server got no answer (the server is down, the network is gone, or it took
 * longer than the client waits). Set by api-client.ts on every call, read by the offline banner, so the user
 * learns at the first failure rather than after a screen's retries.
 */
let unreachable = false;
const listeners = new Set<() => void>();

export function reportReachable(reachable: boolean): void {
  if (unreachable === !reachable) return;
  unreachable = !reachable;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServerUnreachable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => unreachable,
    () => false,
  );
}
