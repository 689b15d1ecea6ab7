import { type Mutation, MutationCache, QueryClient } from '@tanstack/react-query';
import { appMessages } from '../messages';
import { ApiError } from './api-client';
import { apiErrorMessage, isSessionError, isTimedOut } from './api-errors';
import { notifyError } from './notify';

/**
 * The mutation meta of a mutation whose every caller shows its own error (inline, in a dialog, as its own
 * notification) or deliberately none (a code resend must not tell whether an address exists), so the
 * cache-wide notification would say it twice or say too much.
 */
export const OWN_ERRORS = { ownErrors: true } as const;

/** Attempts after the first for a read that failed without an answer or with a server fault. */
export const QUERY_RETRIES = 2;

/**
 * A 4xx (a missing record, a refused role, a rejected session) does not get better by asking again. Nor is a
 * read that waited REQUEST_TIMEOUT_MS for nothing asked again on its own: that would keep the spinner turning
 * for three times as long, where the screen's retry state lets the user choose to wait again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (isTimedOut(error)) return false;
  return failureCount < QUERY_RETRIES;
}

type AnyMutation = Mutation<unknown, unknown, unknown, unknown>;

/** What the cache says about a failed mutation: nothing when its caller speaks or the session routine does. */
export function mutationErrorNotice(error: unknown, mutation: Pick<AnyMutation, 'meta'>): string | null {
  if (mutation.meta?.ownErrors === true || isSessionError(error)) return null;
  return apiErrorMessage(error, appMessages.actionFailed);
}

export function createQueryClient(notify: (message: string) => void = notifyError): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const notice = mutationErrorNotice(error, mutation);
        if (notice !== null) notify(notice);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
    },
  });
}

export const queryClient = createQueryClient();
