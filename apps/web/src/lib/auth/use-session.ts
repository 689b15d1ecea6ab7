import { useSyncExternalStore } from 'react';
import { readSession, type Session, subscribeSession } from './session';

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}
