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

/** The server's message if present, 'too slow' or 'no response' when it did not answer, else the screen's default. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return error.timedOut ? appMessages.serverSlow : appMessages.connectionFailed;
  return error.serverMessage ?? error.errors[0] ?? fallback;
}
