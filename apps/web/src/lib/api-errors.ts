import { appMessages } from '../messages';
import { ApiError } from './api-client';

/** A 401 is handled once by the expired-session routine (toast and /login); the screen adds nothing. */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The server's message if present, 'no response' when unreachable, else the screen's default. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return appMessages.connectionFailed;
  return error.serverMessage ?? error.errors[0] ?? fallback;
}
