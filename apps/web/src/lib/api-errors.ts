import { appMessages } from '../messages';
import { ApiError } from './api-client';

/** A 401 is handled once by the expired-session routine (toast and /login); the screen adds nothing. */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A call given up because the server was too slow: worth saying so, whatever the screen says of others. */
export function isTimedOut(error: unknown): boolean {
  return error instanceof ApiError && error.timedOut;
}

/**
 * What to say of a call that got no answer (status 0): a call the client gave up on after REQUEST_TIMEOUT_MS
 * reached a server too slow to answer, which a retry in a moment may cure; only a call that could not go out at
 * all is a matter of the connection, in the screen's own words for it. Null when the server answered: the
 * screen words that itself.
 */
export function noAnswerMessage(
  error: unknown,
  noConnection: string = appMessages.networkError,
): string | null {
  if (!(error instanceof ApiError) || error.status !== 0) return null;
  return error.timedOut ? appMessages.serverSlow : noConnection;
}

/** The server's message if present, 'too slow' or 'no response' when it did not answer, else the screen's default. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return (
    noAnswerMessage(error, appMessages.connectionFailed) ?? error.serverMessage ?? error.errors[0] ?? fallback
  );
}
