import { useState } from 'react';
import { apiErrorMessage, isSessionError } from './api-errors';

/**
 * A failure said in place, in a FormAlert beside the controls, rather than in a toast. `failedWith(fallback)` is a
 * mutation's onError: the server's words, else `fallback`; a 401 is left to the expired-session routine, which has
 * said it. `clear()` forgets the last failure when the user tries again.
 */
export function useInlineError() {
  const [error, setError] = useState<string | null>(null);
  const failedWith = (fallback: string) => (failure: unknown) => {
    if (!isSessionError(failure)) setError(apiErrorMessage(failure, fallback));
  };
  return { error, setError, clear: () => setError(null), failedWith };
}
